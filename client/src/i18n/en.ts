import { agexport } from './en/agexport';
import { call } from './en/call';
import { chat } from './en/chat';
import { common } from './en/common';
import { landing } from './en/landing';
import { notFound } from './en/not-found';
import { vip } from './en/vip';
import type { Dictionary } from './es';

export const en: Dictionary = {
  ...common,
  ...landing,
  notFound,
  vip,
  chat,
  call,
  agexport,
};
