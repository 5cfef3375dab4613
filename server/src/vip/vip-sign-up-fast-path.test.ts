import { connect } from 'node:net';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setUpSignUpContext } from '../../test/vip-sign-up-context';
import { rateLimits, vipSubscribers } from '../db/schema';

// A sign-up whose body comes with its length goes through the listener's fast path; the same
// body sent chunked goes through Express (docs/decisions/0067-vip-sign-up-before-express.md).
// Both must give the same answer, headers included.

const context = setUpSignUpContext();
let ipCounter = 0;
const freshIp = () => `10.7.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

interface Answer {
  status: number;
  body: unknown;
  headers: Record<string, string>;
}

/** Headers that differ between any two answers, or by the transfer (chunked or not). */
const VARYING = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

async function post(body: string, headers: Record<string, string>, chunked: boolean): Promise<Answer> {
  const payload = chunked
    ? new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(body));
          controller.close();
        },
      })
    : body;
  const response = await fetch(`${context().baseUrl}/api/vip/subscribe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: payload,
    ...(chunked ? { duplex: 'half' } : {}),
  } as RequestInit);
  const text = await response.text();
  const answerHeaders: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    // The seconds left in a rate-limit window may tick between the two requests.
    if (!VARYING.has(name)) answerHeaders[name] = value.replace(/t=\d+/, 't=…');
  });
  return { status: response.status, body: text ? JSON.parse(text) : undefined, headers: answerHeaders };
}

/** The same request through the fast path and through Express, each from its own new address. */
async function bothWays(makeBody: (way: 'fast' | 'express') => string, headers: Record<string, string> = {}) {
  const fast = await post(makeBody('fast'), { 'x-forwarded-for': freshIp(), ...headers }, false);
  const express = await post(makeBody('express'), { 'x-forwarded-for': freshIp(), ...headers }, true);
  return { fast, express };
}

const stored = async (email: string) =>
  (await context().database.db.select().from(vipSubscribers).where(sql`lower(${vipSubscribers.email}) = ${email}`)).length;


describe('POST /api/vip/subscribe: the fast path answers as Express does', () => {
  const signUp = (way: string, extra: Record<string, unknown> = {}) =>
    JSON.stringify({ email: `${way}@example.com`, acceptsEmails: true, source: 'vip_modal', ...extra });

  it('When a new e-mail signs up, then both answer 201 with the same headers and store the row', async () => {
    const { fast, express } = await bothWays((way) => signUp(way));
    expect(fast.status).toBe(201);
    expect(fast).toEqual(express);
    expect(fast.headers['content-security-policy']).toContain("default-src 'self'");
    expect(fast.headers['cache-control']).toBe('no-store');
    expect(fast.headers['ratelimit']).toBe('"vip-subscribe"; r=99; t=…');
    expect(await stored('fast@example.com')).toBe(1);
    expect(await stored('express@example.com')).toBe(1);
  });

  it('When the e-mail is already subscribed, then both answer 409 in the visitor’s language', async () => {
    await bothWays((way) => signUp(way));
    const { fast, express } = await bothWays((way) => signUp(way), { 'accept-language': 'en-US,en;q=0.9' });
    expect(fast.status).toBe(409);
    expect(fast).toEqual(express);
    expect(fast.body).toEqual({ isAlreadySubscribed: true, message: 'This email is already subscribed to the VIP Club.' });
  });

  it.each([
    ['an e-mail without a domain ending', (way: string) => signUp(way, { email: `${way}@example` })],
    ['malformed JSON', () => '{"email": "ana@example.com",'],
    ['JSON that is not an object', () => '"ana@example.com"'],
    ['an empty body of spaces', () => '   '],
    ['text PostgreSQL cannot store', (way: string) => signUp(way, { source: 'vip\u0000modal' })],
  ])('When the body is %s, then both answer the same 400 and store nothing', async (_case, makeBody) => {
    const { fast, express } = await bothWays(makeBody);
    expect(fast.status).toBe(400);
    expect(fast).toEqual(express);
    expect((fast.body as { message: string }).message).toBeTruthy();
    expect((await context().database.db.select().from(vipSubscribers)).length).toBe(0);
  });

  it('When the honeypot is filled, then both answer the welcome and store nothing', async () => {
    const { fast, express } = await bothWays((way) => signUp(way, { website: 'https://spam.example' }));
    expect(fast.status).toBe(201);
    expect(fast).toEqual(express);
    expect((await context().database.db.select().from(vipSubscribers)).length).toBe(0);
  });

  it('When another site posts the form, then both refuse it with 403; from the site itself, both take it', async () => {
    const foreign = await bothWays((way) => signUp(way), { origin: 'https://evil.example' });
    expect(foreign.fast.status).toBe(403);
    expect(foreign.fast).toEqual(foreign.express);
    expect((await context().database.db.select().from(vipSubscribers)).length).toBe(0);

    const own = await bothWays((way) => signUp(way), { origin: context().baseUrl });
    expect(own.fast.status).toBe(201);
    expect(own.fast).toEqual(own.express);
  });

  it('When the address has used its allowance, then both answer 429 with Retry-After in the visitor’s language', async () => {
    const fastIp = freshIp();
    const expressIp = freshIp();
    for (const ip of [fastIp, expressIp]) {
      await context().database.db.insert(rateLimits).values({ key: `vip-subscribe:${ip}`, hits: 100, resetAt: sql`now() + interval '10 minutes'` });
    }
    const headers = { 'accept-language': 'en' };
    const fast = await post(signUp('fast'), { ...headers, 'x-forwarded-for': fastIp }, false);
    const express = await post(signUp('express'), { ...headers, 'x-forwarded-for': expressIp }, true);
    expect(fast.status).toBe(429);
    expect({ ...fast, headers: { ...fast.headers, 'retry-after': 'n' } }).toEqual({ ...express, headers: { ...express.headers, 'retry-after': 'n' } });
    expect(Number(fast.headers['retry-after'])).toBeGreaterThan(0);
    expect(fast.body).toEqual({ message: 'Too many attempts. Please wait a few minutes and try again.' });
    expect((await context().database.db.select().from(vipSubscribers)).length).toBe(0);
  });

  it('When the body starts with a byte-order mark, then it is read as JSON, as Express reads it', async () => {
    const { fast, express } = await bothWays((way) => `\uFEFF${signUp(way)}`);
    expect(fast.status).toBe(201);
    expect(fast).toEqual(express);
  });
});

describe('POST /api/vip/subscribe: a client that leaves mid-body', () => {
  it('When the connection closes before the whole body came, then nothing is stored and the server keeps answering', async () => {
    const { hostname, port } = new URL(context().baseUrl);
    const body = JSON.stringify({ email: 'gone@example.com', acceptsEmails: true, source: 'vip_modal' });
    await new Promise<void>((resolve, reject) => {
      const socket = connect(Number(port), hostname, () => {
        socket.write(
          `POST /api/vip/subscribe HTTP/1.1\r\nHost: ${hostname}:${port}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 20)}`,
          () => socket.destroy(),
        );
      });
      socket.on('close', () => resolve());
      socket.on('error', reject);
    });
    const after = await post(JSON.stringify({ email: 'next@example.com', acceptsEmails: true, source: 'vip_modal' }), { 'x-forwarded-for': freshIp() }, false);
    expect(after.status).toBe(201);
    expect(await stored('gone@example.com')).toBe(0);
    expect(await stored('next@example.com')).toBe(1);
  });
});
