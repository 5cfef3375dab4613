import { asc, desc, eq, sql } from 'drizzle-orm';
import { UNANSWERED_TEXT_MAX_LENGTH, type FaqItem, type FaqList, type FaqUpdate, type UnansweredList } from '@shared/faq';
import { recordActivity } from '../audit/audit.service';
import type { Db } from '../db/client';
import { faqEntries, unansweredQuestions } from '../db/schema';
import { withTransaction } from '../db/transaction';
import type { AppDeps } from '../deps';
import { createCache, VISITOR_READ_MAX_AGE_MS } from '../lib/cache';

/** Questions kept for staff: the ones asked last stay, older ones go. */
export const UNANSWERED_MAX_ROWS = 500;

/** The FAQ as it is now, in its order (the chat guide answers from it). */
export async function findFaqItems(db: Db): Promise<FaqItem[]> {
  const rows = await db.select().from(faqEntries).orderBy(asc(faqEntries.position), asc(faqEntries.id));
  return rows.map((row) => ({
    id: row.id,
    question: { es: row.questionEs, en: row.questionEn },
    answer: { es: row.answerEs, en: row.answerEn },
  }));
}

/**
 * A visitor's question as staff see it and as it is counted: one line, lower case, without an
 * e-mail address or a phone number someone typed in it, cut to UNANSWERED_TEXT_MAX_LENGTH.
 */
export function unansweredText(message: string): string {
  return message
    .replace(/[^\s@]+@[^\s@]+/g, '…')
    .replace(/\+?\d[\d\s().-]{6,}\d/g, '…')
    .replace(/\s+/g, ' ')
    .trim()
    .toLocaleLowerCase('es')
    .slice(0, UNANSWERED_TEXT_MAX_LENGTH)
    .trim();
}

/**
 * The FAQ (docs/product.md#faq): visitors read it through GET /api/faq and the landing page, at
 * most a second old on this instance; staff replace it whole. Also the questions the built-in
 * guide could not answer, counted by their words only.
 */
export function createFaqService(deps: Pick<AppDeps, 'database' | 'logger'>) {
  const { db, pool } = deps.database;
  const published = createCache<FaqList>({ maxAgeMs: VISITOR_READ_MAX_AGE_MS, staleOnError: { logger: deps.logger, what: 'FAQ' } });

  return {
    forVisitors: () => published.get('faq', async () => ({ items: await findFaqItems(db) })),

    list: () => findFaqItems(db),

    /** Replaces the whole list in one transaction, logged in the activity log. */
    async replace({ items }: FaqUpdate, userId: number): Promise<FaqList> {
      const saved = await withTransaction(pool, async (tx) => {
        // Two saves at once would each delete the old rows and both insert theirs: one waits.
        await tx.execute(sql`lock table ${faqEntries} in exclusive mode`);
        const before = await tx.select({ id: faqEntries.id }).from(faqEntries);
        await tx.delete(faqEntries);
        if (items.length) {
          await tx.insert(faqEntries).values(
            items.map((item, position) => ({
              position,
              questionEs: item.question.es,
              questionEn: item.question.en,
              answerEs: item.answer.es,
              answerEn: item.answer.en,
            })),
          );
        }
        await recordActivity(tx, { actorId: userId, action: 'faq.update', target: 'preguntas frecuentes', details: { antes: before.length, ahora: items.length } });
        return findFaqItems(tx);
      });
      published.delete('faq');
      return { items: saved };
    },

    /** Counts a question the guide could not answer; the oldest go past UNANSWERED_MAX_ROWS. */
    async recordUnanswered(message: string) {
      const text = unansweredText(message);
      if (!text) return;
      const [row] = await db
        .insert(unansweredQuestions)
        .values({ text })
        .onConflictDoUpdate({ target: unansweredQuestions.text, set: { count: sql`${unansweredQuestions.count} + 1`, lastAskedAt: sql`now()` } })
        .returning({ inserted: sql<boolean>`xmax = 0` });
      if (!row?.inserted) return;
      await db.execute(sql`
        delete from ${unansweredQuestions} where ${unansweredQuestions.text} in (
          select ${unansweredQuestions.text} from ${unansweredQuestions}
          order by ${unansweredQuestions.lastAskedAt} desc offset ${UNANSWERED_MAX_ROWS})`);
    },

    async listUnanswered(): Promise<UnansweredList> {
      const rows = await db.select().from(unansweredQuestions).orderBy(desc(unansweredQuestions.count), desc(unansweredQuestions.lastAskedAt)).limit(UNANSWERED_MAX_ROWS);
      return { questions: rows.map((row) => ({ text: row.text, count: row.count, lastAskedAt: row.lastAskedAt.toISOString() })) };
    },

    async dismissUnanswered(text: string) {
      await db.delete(unansweredQuestions).where(eq(unansweredQuestions.text, text));
    },
  };
}

export type FaqService = ReturnType<typeof createFaqService>;
