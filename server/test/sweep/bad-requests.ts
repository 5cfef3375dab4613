import { parse as parseQuery } from 'node:querystring';
import fc from 'fast-check';
import type { Endpoint } from './api-endpoints';
import { apply, mutationsOf, nastyNumbers, nastyString, nastyValue, pathsOf, shortNastyString } from './sweep-values';

/** One request as sent on the wire, and whether the server must refuse it. */
export interface SweepRequest {
  method: string;
  /** Raw path and query, sent byte for byte (malformed escapes included). */
  path: string;
  headers: Record<string, string>;
  body?: string | Buffer;
  /** True when the request is malformed: the answer must be a 4xx. */
  mustRefuse: boolean;
  /** What was done to it, for the failure message. */
  label: string;
}

// ---- encoding -----------------------------------------------------------------------------

/** Percent-encodes the UTF-8 bytes (lone surrogates become U+FFFD, as any client would send them). */
const percentEncode = (text: string) =>
  [...Buffer.from(text, 'utf8')].map((byte) => (/[A-Za-z0-9\-._~]/.test(String.fromCharCode(byte)) ? String.fromCharCode(byte) : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`)).join('');

/** Escapes no decoder accepts. */
const brokenEscapes = ['%', '%zz', '%E0%A4%A', '%C0%AF', '%FF'];

type QueryValue = string | string[];

function queryString(query: Record<string, QueryValue>, raw: string[] = []) {
  const pairs = Object.entries(query).flatMap(([key, value]) => (Array.isArray(value) ? value : [value]).map((item) => `${percentEncode(key)}=${percentEncode(item)}`));
  const all = [...pairs, ...raw];
  return all.length ? `?${all.join('&')}` : '';
}

const wrongContentTypes = ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=sweep', 'application/xml', 'application/json-patch+json'];

const jsonHeaders = { 'Content-Type': 'application/json' };

const parsedOrUndefined = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

// ---- generated bad requests ---------------------------------------------------------------

function expandPath(endpoint: Endpoint, id = '1') {
  return endpoint.path.replace(/:\w+/, id);
}

/**
 * Bad requests for one endpoint: its body or query mutated (wrong types, missing and extra
 * fields, nasty strings, odd numbers), wrong content types, and malformed or unknown ids.
 * `mustRefuse` comes from the endpoint's own `accepts`: a GET that stays valid may answer
 * 2xx (it changes nothing); valid bodies are never sent (they would change data).
 */
export function badRequests(endpoint: Endpoint, validIds: string[]): fc.Arbitrary<SweepRequest> {
  const { method } = endpoint;
  const options: Array<fc.Arbitrary<SweepRequest>> = [];
  const idPath = (id: string) => expandPath(endpoint, id);
  const defaultId = validIds[0] ?? '1';

  if (endpoint.body) {
    const { example, accepts } = endpoint.body;
    options.push(
      mutationsOf(example, nastyValue).map((mutations) => {
        const body = apply(example, mutations);
        const text = JSON.stringify(body);
        return { method, path: idPath(defaultId), headers: jsonHeaders, body: text, mustRefuse: !accepts(JSON.parse(text)), label: `body ${text.slice(0, 300)}` };
      }),
      fc.oneof(fc.constantFrom('[]', '[{}]', '{}', '{"":""}'), fc.json({ maxDepth: 2 }).filter((text) => /^[[{]/.test(text))).map((text) => ({
        method,
        path: idPath(defaultId),
        headers: jsonHeaders,
        body: text,
        mustRefuse: !accepts(JSON.parse(text)),
        label: `body ${text.slice(0, 300)}`,
      })),
      fc.record({ type: fc.constantFrom(...wrongContentTypes), text: fc.oneof(fc.constant(JSON.stringify(example)), fc.string({ maxLength: 50 })) }).map(({ type, text }) => ({
        method,
        path: idPath(defaultId),
        headers: { 'Content-Type': type },
        body: text,
        // Not JSON: the route sees no body at all, unless it reads text/plain as JSON.
        mustRefuse: !accepts(endpoint.textPlainJson && type === 'text/plain' ? parsedOrUndefined(text) : undefined),
        label: `${type} body ${text.slice(0, 100)}`,
      })),
    );
  }

  if (endpoint.query) {
    const { example, accepts } = endpoint.query;
    const queryValue: fc.Arbitrary<unknown> = fc.oneof(shortNastyString, fc.array(shortNastyString, { minLength: 2, maxLength: 3 }), fc.constantFrom(...nastyNumbers).map(String));
    options.push(
      fc.record({ mutations: mutationsOf(example, queryValue), raw: fc.subarray(brokenEscapes.map((escape) => `q${escape}=${escape}`), { maxLength: 2 }) }).map(({ mutations, raw }) => {
        const query = apply(example, mutations.filter((mutation) => mutation.kind !== 'extra' || typeof mutation.value === 'string')) as Record<string, QueryValue>;
        const qs = queryString(Object.fromEntries(Object.entries(query).filter(([, value]) => typeof value === 'string' || Array.isArray(value))), raw);
        const seen = parseQuery(qs.slice(1));
        return { method, path: idPath(defaultId) + qs, headers: {}, mustRefuse: !accepts(seen), label: `query ${qs.slice(0, 300)}` };
      }),
    );
  } else if (method === 'GET') {
    // A GET that reads no query: junk in the query string changes nothing.
    options.push(
      fc.dictionary(fc.string({ maxLength: 10 }), shortNastyString, { maxKeys: 3 }).map((query) => {
        const qs = queryString(query as Record<string, string>);
        return { method, path: idPath(defaultId) + qs, headers: {}, mustRefuse: false, label: `query ${qs.slice(0, 300)}` };
      }),
    );
  }

  if (endpoint.id) {
    const isWellFormed = endpoint.id;
    const malformed = fc.oneof(
      fc.constantFrom('abc', '-1', '0', '1.5', '1e3', '0x10', ' 1', '１', '99999999999999999999', String(2 ** 31), String(2 ** 53 + 1), "1' OR '1'='1", '1;DROP TABLE users', '<b>1</b>', 'null', 'undefined', '\u0000', '..'),
      fc.string({ unit: 'binary', minLength: 1, maxLength: 40 }),
      fc.integer().map(String),
      fc.double().map(String),
      fc.uuid().map((uuid) => uuid.toUpperCase()),
    );
    // Unknown but well-formed: the row does not exist.
    const unknown = fc.oneof(fc.uuid({ version: 4 }), fc.integer({ min: 1, max: 2 ** 31 - 1 }).map(String));
    options.push(
      fc.oneof(malformed, unknown)
        .filter((id) => !validIds.includes(id) && !validIds.includes(id.toLowerCase()))
        .map((id) => ({ method, path: `${idPath(percentEncode(id))}`, headers: {}, mustRefuse: !endpoint.anyId, label: `id ${JSON.stringify(id)} (${isWellFormed(id) ? 'unknown' : 'malformed'})` })),
      fc.constantFrom(...brokenEscapes).map((escape) => ({ method, path: idPath(`1${escape}`), headers: {}, mustRefuse: true, label: `id with broken escape ${escape}` })),
    );
  }

  if (options.length === 0) return fc.constant(fixedRequests(endpoint, validIds)[0]);
  // A valid body would do real work (and change data): it is not a bad request.
  return fc.oneof(...options).filter((sweep) => sweep.mustRefuse || sweep.method === 'GET');
}

/**
 * Valid requests carrying nasty strings where free text is allowed (names, topics, messages,
 * search): the server may do the work or refuse, but never fails. Yields null for a
 * candidate that is not valid after all (skipped).
 */
export function nastyButValidRequests(endpoint: Endpoint, validIds: string[]): fc.Arbitrary<SweepRequest | null> | undefined {
  const input = endpoint.body ?? endpoint.query;
  if (!input) return undefined;
  const { example, accepts } = input;
  const stringPaths = pathsOf(example).filter((path) => {
    let node: unknown = example;
    for (const key of path) node = (node as Record<string | number, unknown>)[key];
    return typeof node === 'string';
  });
  if (!stringPaths.length) return undefined;
  // A query's strings stay short, as in badRequests: a request line past node's header limit is
  // answered 431 by node itself, before the app sees it.
  const mutation = fc.record({ kind: fc.constant('set' as const), path: fc.constantFrom(...stringPaths), value: endpoint.body ? nastyString : shortNastyString });
  const path = expandPath(endpoint, validIds[0]);
  return fc.array(mutation, { minLength: 1, maxLength: 2 }).map((mutations) => {
    const value = apply(example, mutations);
    if (endpoint.body) {
      const text = JSON.stringify(value);
      return accepts(JSON.parse(text)) ? { method: endpoint.method, path, headers: jsonHeaders, body: text, mustRefuse: false, label: `body ${text.slice(0, 300)}` } : null;
    }
    const qs = queryString(value as Record<string, QueryValue>);
    return accepts(parseQuery(qs.slice(1))) ? { method: endpoint.method, path: path + qs, headers: {}, mustRefuse: false, label: `query ${qs.slice(0, 300)}` } : null;
  });
}

/** Requests every endpoint must refuse whatever it reads: broken JSON, oversized, wrong charset, cross-site, wrong method. */
export function fixedRequests(endpoint: Endpoint, validIds: string[]): SweepRequest[] {
  const { method } = endpoint;
  const path = expandPath(endpoint, validIds[0]);
  const requests: SweepRequest[] = [
    { method, path, headers: jsonHeaders, body: '{"email": ', mustRefuse: true, label: 'truncated JSON' },
    { method, path, headers: jsonHeaders, body: "{'a': 1}", mustRefuse: true, label: 'single-quoted JSON' },
    { method, path, headers: jsonHeaders, body: 'null', mustRefuse: true, label: 'JSON null body' },
    { method, path, headers: jsonHeaders, body: '"text"', mustRefuse: true, label: 'JSON string body' },
    { method, path, headers: jsonHeaders, body: JSON.stringify({ text: 'x'.repeat(200_000) }), mustRefuse: true, label: 'body over the limit' },
    { method, path, headers: { 'Content-Type': 'application/json; charset=latin1' }, body: '{}', mustRefuse: true, label: 'unsupported charset' },
    { method, path, headers: { ...jsonHeaders, 'Content-Encoding': 'compress-x' }, body: '{}', mustRefuse: true, label: 'unsupported content encoding' },
    { method, path, headers: { ...jsonHeaders, 'Content-Encoding': 'gzip' }, body: 'not gzip at all', mustRefuse: true, label: 'corrupt gzip body' },
    { method: 'PATCH', path, headers: jsonHeaders, body: '{}', mustRefuse: true, label: 'method the path does not serve' },
  ];
  if (method !== 'GET') {
    requests.push({ method, path, headers: { ...jsonHeaders, Origin: 'https://evil.example' }, body: '{}', mustRefuse: true, label: 'cross-site Origin' });
  }
  // Valid JSON, so only an endpoint that reads a body must refuse it; one that reads none ignores it.
  if (endpoint.body || method === 'GET') {
    const deep = `${'['.repeat(40_000)}${']'.repeat(40_000)}`;
    requests.push({ method, path, headers: jsonHeaders, body: deep, mustRefuse: Boolean(endpoint.body), label: 'array nested 40,000 deep' });
    const wide = `[${Array.from({ length: 33_000 }, () => '[]').join(',')}]`;
    requests.push({ method, path, headers: jsonHeaders, body: wide, mustRefuse: Boolean(endpoint.body), label: '33,000 empty arrays' });
  }
  return requests;
}
