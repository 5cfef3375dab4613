/** The loader's source for the given entry module, its static imports and the dictionaries by language (root-relative URLs). */
export function landingLoaderSource(entry: string, preloads: string[], dictionaries: Record<string, string[]>): string;
