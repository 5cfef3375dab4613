import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-context';
import { videoRequests } from '../db/schema';
import { JSON_BODY_LIMITS, jsonShapeProblem } from './json-body';

const bytes = (text: string) => Buffer.from(text);
const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const emptyArrays = (count: number) => `[${Array.from({ length: count }, () => '[]').join(',')}]`;

describe('the shape of a JSON body', () => {
  it('When a body is nested deeper than the limit or holds more values, then its problem is named; at the limit it passes', () => {
    expect(jsonShapeProblem(bytes(nested(JSON_BODY_LIMITS.depth)))).toBeUndefined();
    expect(jsonShapeProblem(bytes(nested(JSON_BODY_LIMITS.depth + 1)))).toBe('Invalid request: the JSON body is nested more than 32 levels deep');
    // The outer array's items: the limit exactly.
    expect(jsonShapeProblem(bytes(emptyArrays(JSON_BODY_LIMITS.values)))).toBeUndefined();
    expect(jsonShapeProblem(bytes(JSON.stringify({ a: [1, 2, { b: 3 }], c: {} })))).toBeUndefined();
    expect(jsonShapeProblem(bytes(emptyArrays(33_000)))).toBe('Invalid request: the JSON body holds more than 5000 values');
  });

  it('When brackets, commas and escaped quotes are inside strings, then they are text, not shape', () => {
    const text = JSON.stringify({ topic: `${'[{,'.repeat(10_000)}\\"]` });
    expect(jsonShapeProblem(bytes(text))).toBeUndefined();
  });
});

describe('hostile bodies, over HTTP', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ env: { REFUSED_REQUESTS_PER_MINUTE: '5' } });
  });
  afterAll(() => ctx.close());

  const post = (raw: string, language = 'es') =>
    ctx.client().post('/api/video-requests', undefined, { raw, headers: { 'Content-Type': 'application/json', 'Accept-Language': language } });

  it('When bodies nest 50,000 deep or hold 33,000 empty arrays, then each is answered 400 with its reason and nothing is stored', async () => {
    const deep = await post(nested(50_000));
    expect(deep.status).toBe(400);
    expect(deep.body).toEqual({ message: 'Invalid request: the JSON body is nested more than 32 levels deep' });
    const wide = await post(emptyArrays(33_000));
    expect(wide.status).toBe(400);
    expect(wide.body).toEqual({ message: 'Invalid request: the JSON body holds more than 5000 values' });
    expect(await ctx.database.db.select().from(videoRequests)).toHaveLength(0);
  });

  it('When one address keeps sending refused bodies, then past its limit even a valid write is answered 429 unread, in its language, while reads still answer', async () => {
    const refusals = [];
    for (let i = 0; i < 6; i++) refusals.push((await post(nested(100))).status);
    expect(refusals.filter((status) => status === 400).length).toBeLessThanOrEqual(5);
    expect(refusals.at(-1)).toBe(429);

    const valid = JSON.stringify({ topic: 'Pupusas', email: 'cliente@chapinbox.test', language: 'en' });
    const refused = await post(valid, 'en');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: 'Too many invalid requests. Please try again in a minute.' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await ctx.database.db.select().from(videoRequests)).toHaveLength(0);

    expect((await ctx.client().get('/api/inventory/total')).status).toBe(200);
  });
});
