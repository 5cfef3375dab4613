/** The loader's source for the given entry module and its static imports (root-relative URLs). */
export function landingLoaderSource(entry: string, preloads: string[]): string;
