import * as z from 'zod/mini';
import { languages } from './languages';

// Apart from languages.ts: the landing page imports the language list on its first load, and
// building a zod schema there would put zod in that load.
export const languageSchema = z.enum(languages);
