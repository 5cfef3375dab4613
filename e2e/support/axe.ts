import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The rule sets every axe check runs: WCAG 2.0/2.1 A and AA, plus axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

export type AxeImpact = 'minor' | 'moderate' | 'serious' | 'critical';

interface AxeCheckOptions {
  /** Only this part of the page (a CSS selector), e.g. an open dialog. */
  include?: string;
  /** Which impacts count; all of them unless told. */
  impacts?: readonly AxeImpact[];
  tags?: readonly string[];
}

/**
 * Runs axe on the page as it is now and returns one readable line per violation ("rule
 * (impact): help — target | target"), so `expect(lines).toEqual([])` fails with the list.
 */
export async function axeViolations(page: Page, { include, impacts, tags = AXE_TAGS }: AxeCheckOptions = {}) {
  let builder = new AxeBuilder({ page }).withTags([...tags]);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => !impacts || impacts.includes(violation.impact as AxeImpact))
    .map((violation) => {
      const targets = violation.nodes.map((node) => node.target.join(' ')).slice(0, 5);
      const more = violation.nodes.length > targets.length ? ` (+${violation.nodes.length - targets.length} more)` : '';
      return `${violation.id} (${violation.impact}): ${violation.help} — ${targets.join(' | ')}${more}`;
    });
}

/** The landing page's sections skip rendering until near the viewport; render them all so axe sees real colours. */
export async function renderEverySection(page: Page) {
  await page.addStyleTag({ content: '[data-section-id], .landing-footer { content-visibility: visible !important; }' });
}
