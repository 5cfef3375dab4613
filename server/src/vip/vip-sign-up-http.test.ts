import { connect } from 'node:net';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setUpSignUpContext } from '../../test/vip-sign-up-context';
import { rateLimits, vipSubscribers } from '../db/schema';

// The VIP sign-up as a browser, a script or a broken client sends it: its headers and its
// answers to bad input, over a real connection.

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

/** The request from a new address of its own. */
const send = (body: string, headers: Record<string, string> = {}, chunked = false) => post(body, { 'x-forwarded-for': freshIp(), ...headers }, chunked);

const stored = async (email: string) =>
  (await context().database.db.select().from(vipSubscribers).where(sql`lower(${vipSubscribers.email}) = ${email}`)).length;


describe('POST /api/vip/subscribe over HTTP', () => {
  const signUp = (name: string, extra: Record<string, unknown> = {}) =>
    JSON.stringify({ email: `${name}@example.com`, acceptsEmails: true, source: 'vip_modal', ...extra });

  it('When a new e-mail signs up, then it answers 201 with the security headers, no-store and its rate-limit state, and stores the row', async () => {
    const answer = await send(signUp('ana'));
    expect(answer.status).toBe(201);
    expect(answer.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.headers['ratelimit']).toBe('"vip-subscribe"; r=99; t=…');
    expect(await stored('ana@example.com')).toBe(1);
  });

  it('When the body comes chunked, without its length, then it is read all the same', async () => {
    const answer = await send(signUp('chunked'), {}, true);
    expect(answer.status).toBe(201);
    expect(await stored('chunked@example.com')).toBe(1);
  });

  it('When the e-mail is already subscribed, then it answers 409 in the visitor’s language', async () => {
    await send(signUp('twice'));
    const answer = await send(signUp('twice'), { 'accept-language': 'en-US,en;q=0.9' });
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({ isAlreadySubscribed: true, message: 'This email is already subscribed to the VIP Club.' });
  });

  it.each([
    ['an e-mail without a domain ending', signUp('nodomain', { email: 'nodomain@example' })],
    ['malformed JSON', '{"email": "ana@example.com",'],
    ['JSON that is not an object', '"ana@example.com"'],
    ['an empty body of spaces', '   '],
    ['text PostgreSQL cannot store', signUp('nul', { source: 'vip\u0000modal' })],
  ])('When the body is %s, then it answers 400 with a message and stores nothing', async (_case, body) => {
    for (const chunked of [false, true]) {
      const answer = await send(body, {}, chunked);
      expect(answer.status).toBe(400);
      expect((answer.body as { message: string }).message).toBeTruthy();
    }
    expect((await context().database.db.select().from(vipSubscribers)).length).toBe(0);
  });

  it('When the honeypot is filled, then it answers the welcome and stores nothing', async () => {
    const answer = await send(signUp('bot', { website: 'https://spam.example' }));
    expect(answer.status).toBe(201);
    expect((await context().database.db.select().from(vipSubscribers)).length).toBe(0);
  });

  it('When another site posts the form, then it is refused with 403; from the site itself, it is taken', async () => {
    const foreign = await send(signUp('foreign'), { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect((await context().database.db.select().from(vipSubscribers)).length).toBe(0);

    const own = await send(signUp('own'), { origin: context().baseUrl });
    expect(own.status).toBe(201);
  });

  it('When the address has used its allowance, then it answers 429 with Retry-After in the visitor’s language', async () => {
    const ip = freshIp();
    await context().database.db.insert(rateLimits).values({ key: `vip-subscribe:${ip}`, hits: 100, resetAt: sql`now() + interval '10 minutes'` });
    const answer = await post(signUp('limited'), { 'accept-language': 'en', 'x-forwarded-for': ip }, false);
    expect(answer.status).toBe(429);
    expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    expect(answer.body).toEqual({ message: 'Too many attempts. Please wait a few minutes and try again.' });
    expect((await context().database.db.select().from(vipSubscribers)).length).toBe(0);
  });

  it('When the body starts with a byte-order mark, then it is read as JSON', async () => {
    const answer = await send(`\uFEFF${signUp('bom')}`);
    expect(answer.status).toBe(201);
    expect(await stored('bom@example.com')).toBe(1);
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
