import fc from 'fast-check';

// The values the sweep sends where an endpoint expects others, and how it puts them into a request body.

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

export const nastyNumbers = [-1, 0, -0.5, 1.5, 2 ** 31 - 1, 2 ** 31, 2 ** 53, 2 ** 63, -(2 ** 63), 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2];

// JSON.parse makes "__proto__" an own property, as it arrives from a client.
const oddObjects: unknown[] = [null, true, false, [], [1, 'a'], {}, { $gt: '' }, { toString: 'x' }, JSON.parse('{"__proto__": {"isAdmin": true}}')];

export const nastyString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...nastyStrings) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 300 }) },
);

/** Any JSON value a client could send where another was expected. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: nastyString },
  { weight: 2, arbitrary: fc.constantFrom(...nastyNumbers) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
  { weight: 2, arbitrary: fc.constantFrom(...oddObjects) },
  { weight: 1, arbitrary: fc.anything({ maxDepth: 2, maxKeys: 4 }) },
);

/** Query strings live in the request line, which servers cap (node: 16 KB of headers → 431). */
export const shortNastyString = nastyString.filter((text) => text.length <= 2_000);

const extraKeys = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'role', 'isAdmin', 'id', 'userId', '$where', 'status'),
  fc.string({ unit: 'binary', maxLength: 20 }),
);

// ---- mutations of a valid example ---------------------------------------------------------

type Path = Array<string | number>;

/** Every path inside a JSON value, containers included. */
export function pathsOf(value: unknown, prefix: Path = []): Path[] {
  if (value === null || typeof value !== 'object') return [prefix];
  const children = Object.entries(value).flatMap(([key, child]) => pathsOf(child, [...prefix, Array.isArray(value) ? Number(key) : key]));
  return prefix.length ? [prefix, ...children] : children;
}

type Mutation = { kind: 'delete'; path: Path } | { kind: 'set'; path: Path; value: unknown } | { kind: 'extra'; path: Path; key: string; value: unknown };

/** Sets an own enumerable property, even `__proto__`, the way JSON.parse would. */
const define = (target: object, key: string | number, value: unknown) =>
  // A copy: generated values are shared constants, and one must never end up inside itself.
  Object.defineProperty(target, key, { value: structuredClone(value), enumerable: true, configurable: true, writable: true });

export function apply(example: unknown, mutations: Mutation[]) {
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

export function mutationsOf(example: Record<string, unknown>, value: fc.Arbitrary<unknown>) {
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

