import type { call as es } from '../es/call';

export const call: typeof es = {};
