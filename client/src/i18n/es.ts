import { common } from './es/common';
import { notFound } from './es/not-found';

/** Spanish dictionary (default language). One file per area under es/; en.ts mirrors it. */
export const es = {
  ...common,
  notFound,
};

export type Dictionary = typeof es;
