import type { vip as es } from '../es/vip';

export const vip: typeof es = {};
