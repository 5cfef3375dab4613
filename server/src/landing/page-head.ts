import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Language } from '@shared/languages';

/**
 * Every page's head as the build rendered it (client/dist/page-heads.json, from
 * client/src/app/page-heads.ts): HTML per page and language, with a placeholder where the
 * site's address goes, since only the server knows it (docs/architecture.md#how-the-head-is-built).
 */
interface PageHeadsFile {
  originPlaceholder: string;
  heads: Record<string, Record<Language, string>>;
  notFound: string;
  /** Pages search engines may index, listed in the sitemap in both languages. */
  indexed: string[];
}

/** Where a page's head goes in the HTML the build wrote (client/index.html). */
const HEAD_SLOT = /<!--page-head-->[\s\S]*?<!--\/page-head-->/;

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export interface PageHeads {
  /** Paths search engines may index. */
  indexed: readonly string[];
  /** `html` with the head of the page at `path` (a known client route, or not found) in `language`. */
  fill(html: string, page: { path: string; found: boolean; language: Language; origin: string }): string;
}

/** Reads the build's heads; without them (no build yet, `npm run dev`) pages keep the template's title. */
export function loadPageHeads(clientDir: string): PageHeads {
  const file = join(clientDir, 'page-heads.json');
  const built = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as PageHeadsFile) : undefined;
  if (!built) return { indexed: [], fill: (html) => html };
  const keys = Object.keys(built.heads);

  /** A page's own head, else that of the page it sits under (/admin/… takes /admin's). */
  const keyFor = (path: string) =>
    built.heads[path] ? path : keys.filter((key) => key !== '/' && path.startsWith(`${key}/`)).sort((a, b) => b.length - a.length)[0] ?? built.notFound;

  return {
    indexed: built.indexed,
    fill(html, { path, found, language, origin }) {
      const head = built.heads[found ? keyFor(path) : built.notFound][language];
      const filled = `<!--page-head-->${head.replaceAll(built.originPlaceholder, escapeAttribute(origin))}<!--/page-head-->`;
      return html.replace(HEAD_SLOT, () => filled);
    },
  };
}
