import type { Dictionary } from './es';
import { common } from './en/common';
import { notFound } from './en/not-found';

export const en: Dictionary = {
  ...common,
  notFound,
};
