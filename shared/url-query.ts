// Adding tracking parameters to an address (a listing's Amazon Attribution tag, the utm_ tags of
// QR codes and e-mails) without re-encoding it: the URL parser would rewrite the parameters that
// are already there, and a marketplace listing should reach the marketplace as staff pasted it.

const nameOf = (part: string) => part.split('=')[0];

/**
 * `url` with `params` (a query string, or names and values to encode) added to its query: a
 * parameter of the same name already there is replaced, the others keep their order and
 * spelling, and a #fragment stays last.
 */
export function withQueryParams(url: string, params: string | Record<string, string>): string {
  const added =
    typeof params === 'string'
      ? params.replace(/^[?&]+/, '')
      : Object.entries(params)
          .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
          .join('&');
  if (!added) return url;
  const hashAt = url.indexOf('#');
  const hash = hashAt < 0 ? '' : url.slice(hashAt);
  const address = hashAt < 0 ? url : url.slice(0, hashAt);
  const queryAt = address.indexOf('?');
  const base = queryAt < 0 ? address : address.slice(0, queryAt);
  const replaced = new Set(added.split('&').map(nameOf));
  const kept = queryAt < 0 ? [] : address.slice(queryAt + 1).split('&').filter((part) => part && !replaced.has(nameOf(part)));
  return `${base}?${[...kept, added].join('&')}${hash}`;
}
