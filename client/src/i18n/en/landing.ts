import type { landing as es } from '../es/landing';

export const landing: typeof es = {};
