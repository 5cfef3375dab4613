import { Agent, request } from 'node:http';
import { parse as parseQuery } from 'node:querystring';
import fc from 'fast-check';
import type { Endpoint } from './api-endpoints';

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

// ---- values ------------------------------------------------------------------------------

/** Strings that broke real servers: SQL, HTML, templates, paths, control and odd unicode, huge. */
const nastyStrings = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '" OR ""="',
  '\\',
  '%',
  '_',
  '%_%',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '{{7*7}}',
  '${7*7}',
  '../../../etc/passwd',
  '\u0000',
  'a\u0000b',
  '\u0007\u001b[31m',
  '\u202Eabc',
  '\uFEFF',
  '\ud800',
  'x\udfffy',
  '🇬🇹🌮🫔',
  'Ñandú çà ü ß',
  'ǅ ﬀ İ',
  '\r\n\t',
  ' ',
  '',
  'null',
  'true',
  '-1',
  '0',
  '1.5',
  '1e400',
  'NaN',
  'Infinity',
  '9'.repeat(40),
  'x'.repeat(5_000),
  'é'.repeat(40_000),
];

const nastyNumbers = [-1, 0, -0.5, 1.5, 2 ** 31 - 1, 2 ** 31, 2 ** 53, 2 ** 63, -(2 ** 63), 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2];

// JSON.parse makes "__proto__" an own property, as it arrives from a client.
const oddObjects: unknown[] = [null, true, false, [], [1, 'a'], {}, { $gt: '' }, { toString: 'x' }, JSON.parse('{"__proto__": {"isAdmin": true}}')];

const nastyString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...nastyStrings) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 300 }) },
);

/** Any JSON value a client could send where another was expected. */
const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: nastyString },
  { weight: 2, arbitrary: fc.constantFrom(...nastyNumbers) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
  { weight: 2, arbitrary: fc.constantFrom(...oddObjects) },
  { weight: 1, arbitrary: fc.anything({ maxDepth: 2, maxKeys: 4 }) },
);

/** Query strings live in the request line, which servers cap (node: 16 KB of headers → 431). */
const shortNastyString = nastyString.filter((text) => text.length <= 2_000);

const extraKeys = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'role', 'isAdmin', 'id', 'userId', '$where', 'status'),
  fc.string({ unit: 'binary', maxLength: 20 }),
);

// ---- mutations of a valid example ---------------------------------------------------------

type Path = Array<string | number>;

/** Every path inside a JSON value, containers included. */
function pathsOf(value: unknown, prefix: Path = []): Path[] {
  if (value === null || typeof value !== 'object') return [prefix];
  const children = Object.entries(value).flatMap(([key, child]) => pathsOf(child, [...prefix, Array.isArray(value) ? Number(key) : key]));
  return prefix.length ? [prefix, ...children] : children;
}

type Mutation = { kind: 'delete'; path: Path } | { kind: 'set'; path: Path; value: unknown } | { kind: 'extra'; path: Path; key: string; value: unknown };

/** Sets an own enumerable property, even `__proto__`, the way JSON.parse would. */
const define = (target: object, key: string | number, value: unknown) =>
  // A copy: generated values are shared constants, and one must never end up inside itself.
  Object.defineProperty(target, key, { value: structuredClone(value), enumerable: true, configurable: true, writable: true });

function apply(example: unknown, mutations: Mutation[]) {
  const copy = structuredClone(example) as Record<string, unknown>;
  for (const mutation of mutations) {
    const parentPath = mutation.kind === 'extra' ? mutation.path : mutation.path.slice(0, -1);
    let parent: unknown = copy;
    for (const key of parentPath) parent = (parent as Record<string | number, unknown> | undefined)?.[key];
    if (!parent || typeof parent !== 'object') continue;
    if (mutation.kind === 'extra') define(parent, mutation.key, mutation.value);
    else {
      const key = mutation.path[mutation.path.length - 1];
      if (mutation.kind === 'delete') {
        if (Array.isArray(parent) && typeof key === 'number') parent.splice(key, 1);
        else delete (parent as Record<string | number, unknown>)[key];
      } else define(parent, key, mutation.value);
    }
  }
  return copy;
}

function mutationsOf(example: Record<string, unknown>, value: fc.Arbitrary<unknown>) {
  const paths = pathsOf(example);
  const containers = [[] as Path, ...paths.filter((path) => {
    let node: unknown = example;
    for (const key of path) node = (node as Record<string | number, unknown>)[key];
    return node !== null && typeof node === 'object' && !Array.isArray(node);
  })];
  const mutation: fc.Arbitrary<Mutation> = fc.oneof(
    fc.record({ kind: fc.constant('delete' as const), path: fc.constantFrom(...paths) }),
    { weight: 3, arbitrary: fc.record({ kind: fc.constant('set' as const), path: fc.constantFrom(...paths), value }) },
    fc.record({ kind: fc.constant('extra' as const), path: fc.constantFrom(...containers), key: extraKeys, value }),
  );
  return fc.array(mutation, { minLength: 1, maxLength: 3 });
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

// ---- generated bad requests ---------------------------------------------------------------

function expandPath(endpoint: Endpoint, id = '1') {
  return endpoint.path.replace(':id', id);
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
        // Not JSON: the route sees no body at all.
        mustRefuse: !accepts(undefined),
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
        .map((id) => ({ method, path: `${idPath(percentEncode(id))}`, headers: {}, mustRefuse: true, label: `id ${JSON.stringify(id)} (${isWellFormed(id) ? 'unknown' : 'malformed'})` })),
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
  const mutation = fc.record({ kind: fc.constant('set' as const), path: fc.constantFrom(...stringPaths), value: nastyString });
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
  }
  return requests;
}

// ---- sending ------------------------------------------------------------------------------

interface SweepResponse {
  status: number;
  contentType: string;
  text: string;
}

const agent = new Agent({ keepAlive: true, maxSockets: 8 });

/** Sends the request exactly as built (node:http, so GET may carry a body and paths stay raw). */
export function send(baseUrl: string, sweep: SweepRequest, extraHeaders: Record<string, string>): Promise<SweepResponse> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const body = sweep.body === undefined ? undefined : Buffer.isBuffer(sweep.body) ? sweep.body : Buffer.from(sweep.body, 'utf8');
    const headers: Record<string, string | number> = { Accept: 'application/json', ...sweep.headers, ...extraHeaders };
    if (body) headers['Content-Length'] = body.length;
    const req = request({ host: url.hostname, port: url.port, method: sweep.method, path: sweep.path, headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, contentType: String(res.headers['content-type'] ?? ''), text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.setTimeout(15_000, () => req.destroy(new Error(`no answer within 15 s: ${sweep.method} ${sweep.path}`)));
    req.on('error', reject);
    req.end(body);
  });
}

/** Signs of internals in an answer: stack frames, source paths. */
const INTERNALS = /\n\s+at\s|\bat\s+\S+\s+\(|node_modules|\/server\/src\/|\.ts:\d+/;

/** What is wrong with the answer to `sweep`, or undefined when it is right. */
export function problemWith(sweep: SweepRequest, response: SweepResponse, options: { errorPage?: boolean } = {}): string | undefined {
  if (response.status >= 500) return `answered ${response.status}`;
  if (sweep.mustRefuse && (response.status < 400 || response.status >= 500)) return `a malformed request was answered ${response.status}`;
  if (INTERNALS.test(response.text)) return 'the answer shows internals';
  if (response.status >= 400 && options.errorPage && response.contentType.startsWith('text/html')) {
    return /<h1[^>]*>[^<]+<\/h1>/.test(response.text) ? undefined : 'the error page has no heading';
  }
  if (response.status >= 400) {
    if (!response.contentType.startsWith('application/json')) return `the error is ${response.contentType || 'untyped'}, not JSON`;
    let body: unknown;
    try {
      body = JSON.parse(response.text);
    } catch {
      return 'the error body is not JSON';
    }
    const message = (body as { message?: unknown } | null)?.message;
    if (typeof message !== 'string' || !message.trim()) return 'the error has no message';
  }
  return undefined;
}
