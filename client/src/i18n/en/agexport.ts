import type { agexport as es } from '../es/agexport';

export const agexport: typeof es = {};
