/** A base no real origin has: what a path resolves against to tell whether it leaves the site. */
const PROBE_ORIGIN = 'https://same-origin.invalid';

/**
 * The page to return to after sign-in (`/login?next=…`), or null. Only a path of this site
 * is accepted: `//evil.example`, `/\evil.example`, `https://…`, `javascript:…` and anything
 * else that would resolve to another origin are refused, so the parameter can never send
 * someone elsewhere (docs/product.md#staff-sign-in). /login itself is refused too.
 */
export function safeNextPath(next: string | null | undefined): string | null {
  // One leading slash, and no `//` or backslash anywhere: `/.//evil.example` resolves to `//evil.example`.
  if (!next || !next.startsWith('/') || next.includes('//') || next.includes('\\')) return null;
  let url: URL;
  try {
    url = new URL(next, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN || url.pathname === '/login' || url.pathname.startsWith('//')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** /login with the page to come back to. */
export const loginPathFor = (current: string) => (safeNextPath(current) ? `/login?next=${encodeURIComponent(current)}` : '/login');
