import { LEGAL_PAGE_SLUGS, type LegalPageSlug } from '@shared/legal-page-paths';
import { type LegalPage, type LegalPageUpdate } from '@shared/legal-pages';
import type { Language } from '@shared/languages';
import { recordActivity } from '../audit/audit.service';
import type { Db } from '../db/client';
import { legalPages } from '../db/schema';
import { withTransaction } from '../db/transaction';
import type { AppDeps } from '../deps';
import { createCache, VISITOR_READ_MAX_AGE_MS } from '../lib/cache';
import { LEGAL_PAGE_DEFAULTS } from './legal-page-defaults';
import { legalPageHtml } from './legal-page-html';

type Row = typeof legalPages.$inferSelect;

const fromRow = (slug: LegalPageSlug, row: Row | undefined): LegalPage =>
  row
    ? { slug, title: { es: row.titleEs, en: row.titleEn }, markdown: { es: row.markdownEs, en: row.markdownEn }, draft: false }
    : { slug, ...LEGAL_PAGE_DEFAULTS[slug], draft: true };

async function readAll(db: Db): Promise<Record<LegalPageSlug, LegalPage>> {
  const rows = await db.select().from(legalPages);
  const bySlug = new Map(rows.map((row) => [row.slug, row]));
  return Object.fromEntries(LEGAL_PAGE_SLUGS.map((slug) => [slug, fromRow(slug, bySlug.get(slug))])) as Record<LegalPageSlug, LegalPage>;
}

/**
 * Which legal pages are still their starting text (draft), for whatever tells the owner what is
 * missing before launch.
 */
export async function listLegalPages(db: Db): Promise<{ slug: LegalPageSlug; draft: boolean }[]> {
  const pages = await readAll(db);
  return LEGAL_PAGE_SLUGS.map((slug) => ({ slug, draft: pages[slug].draft }));
}

/**
 * The privacy policy, terms and shipping page (docs/product.md#legal-pages): the saved text, or
 * the starting text while staff have never saved the page. Visitors' reads come from the
 * database at most once a second per instance.
 */
export function createLegalPagesService(deps: Pick<AppDeps, 'database' | 'logger'>) {
  const { db, pool } = deps.database;
  const pages = createCache<Record<LegalPageSlug, LegalPage>>({
    maxAgeMs: VISITOR_READ_MAX_AGE_MS,
    staleOnError: { logger: deps.logger, what: 'legal pages' },
  });
  const all = () => pages.get('all', () => readAll(db));

  return {
    read: async (slug: LegalPageSlug) => (await all())[slug],

    /** The page as a whole HTML document in `language`, under `origin`. */
    async html(slug: LegalPageSlug, language: Language, origin: string) {
      const every = await all();
      const page = every[slug];
      const titles = Object.fromEntries(LEGAL_PAGE_SLUGS.map((each) => [each, every[each].title[language]])) as Record<LegalPageSlug, string>;
      return legalPageHtml({ slug, language, title: page.title[language], markdown: page.markdown[language], draft: page.draft, titles }, origin);
    },

    /** What a page being edited will look like, before it is saved. */
    async preview(slug: LegalPageSlug, language: Language, text: { title: string; markdown: string }, origin: string) {
      const every = await all();
      const titles = Object.fromEntries(LEGAL_PAGE_SLUGS.map((each) => [each, every[each].title[language]])) as Record<LegalPageSlug, string>;
      titles[slug] = text.title;
      return legalPageHtml({ slug, language, ...text, draft: false, titles }, origin);
    },

    /** Saves both languages of a page (it is no longer a draft) and logs it in the activity log. */
    async save(slug: LegalPageSlug, update: LegalPageUpdate, userId: number): Promise<LegalPage> {
      const values = { titleEs: update.title.es, titleEn: update.title.en, markdownEs: update.markdown.es, markdownEn: update.markdown.en, updatedBy: userId, updatedAt: new Date() };
      const row = await withTransaction(pool, async (tx) => {
        const [saved] = await tx.insert(legalPages).values({ slug, ...values }).onConflictDoUpdate({ target: legalPages.slug, set: values }).returning();
        await recordActivity(tx, { actorId: userId, action: 'legal-pages.update', target: LEGAL_PAGE_DEFAULTS[slug].title.es });
        return saved;
      });
      pages.delete('all');
      return fromRow(slug, row);
    },
  };
}

export type LegalPagesService = ReturnType<typeof createLegalPagesService>;
