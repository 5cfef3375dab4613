import { agexport } from './es/agexport';
import { call } from './es/call';
import { chat } from './es/chat';
import { common } from './es/common';
import { landing } from './es/landing';
import { notFound } from './es/not-found';
import { vip } from './es/vip';

/**
 * Spanish dictionary (default language). One file per area under es/; en.ts mirrors it.
 * The landing texts sit at the top level because their keys are also the editable content
 * paths of docs/product.md#site-content (hero.title, urgencyBar.mainText…).
 */
export const es = {
  ...common,
  ...landing,
  notFound,
  vip,
  chat,
  call,
  agexport,
};

export type Dictionary = typeof es;
