import type { FaqEntry, FaqItem } from '@shared/faq';

/** One entry as the editor holds it: its texts as typed, and a key that follows it when it moves. */
export interface FaqRow extends FaqEntry {
  key: string;
}

let lastKey = 0;
const nextKey = () => `faq-row-${++lastKey}`;

export const toRows = (items: readonly FaqItem[]): FaqRow[] => items.map(({ question, answer }) => ({ key: nextKey(), question: { ...question }, answer: { ...answer } }));

/** A new entry, its Spanish question already written when it comes from a visitor's question. */
export const newRow = (questionEs = ''): FaqRow => ({ key: nextKey(), question: { es: questionEs, en: '' }, answer: { es: '', en: '' } });

/** The rows as PUT sends them (the schema trims and checks them). */
export const toEntries = (rows: readonly FaqRow[]): FaqEntry[] => rows.map(({ question, answer }) => ({ question, answer }));

/** Whether the rows say the same as the saved items, in the same order. */
export const sameAsSaved = (rows: readonly FaqRow[], items: readonly FaqItem[]) =>
  JSON.stringify(toEntries(rows)) === JSON.stringify(items.map(({ question, answer }) => ({ question, answer })));
