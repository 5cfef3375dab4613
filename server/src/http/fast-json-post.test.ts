import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../lib/logger';
import { errorHandler } from './errors';
import { createFastJsonPost } from './fast-json-post';
import { answerJson, type PlainHandler } from './plain-response';

// Which requests the fast path takes (the rest go to Express untouched), and what its
// handlers see. The VIP sign-up's answers on both paths: vip-sign-up-fast-path.test.ts.

let server: Server;
let baseUrl: string;

/** Answers who handled the request and what it saw of it. */
const echo =
  (by: string): PlainHandler =>
  (req, res) => {
    if ((req.body as { fail?: string } | undefined)?.fail === 'throw') throw new Error('boom');
    if ((req.body as { fail?: string } | undefined)?.fail === 'reject') return Promise.reject(new Error('boom'));
    answerJson(res, 200, { by, body: req.body, ip: req.ip, protocol: req.protocol, language: req.acceptsLanguages('es', 'en') });
  };

beforeAll(async () => {
  const app = express();
  app.set('trust proxy', 1);
  app.use(express.json({ limit: 1024 }));
  app.post('/api/echo', echo('express'));
  const onError = errorHandler(createLogger('silent'));
  app.use(onError);
  const fast = createFastJsonPost({
    app,
    path: '/api/echo',
    limitBytes: 1024,
    beforeBody: [],
    afterBody: [echo('fast')],
    onError,
  });
  server = createServer((req, res) => {
    if (!fast.answer(req, res)) app(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const send = async (init: RequestInit & { path?: string } = {}) => {
  const response = await fetch(baseUrl + (init.path ?? '/api/echo'), {
    method: 'POST',
    body: JSON.stringify({ name: 'Ana' }),
    ...init,
    headers: { 'content-type': 'application/json', ...(init.headers as Record<string, string>) },
  });
  return { status: response.status, body: (await response.json()) as { by?: string; message?: string; [key: string]: unknown } };
};

describe('createFastJsonPost', () => {
  it('When a JSON POST of its path comes with its length, then it answers it with the body and Express’s request getters', async () => {
    const answer = await send({ headers: { 'x-forwarded-for': '203.0.113.9', 'x-forwarded-proto': 'https', 'accept-language': 'en' } });
    expect(answer).toEqual({ status: 200, body: { by: 'fast', body: { name: 'Ana' }, ip: '203.0.113.9', protocol: 'https', language: 'en' } });
  });

  it('When the type names UTF-8 or the body starts with a byte-order mark, then it still reads it', async () => {
    expect((await send({ headers: { 'content-type': 'application/json; charset=UTF-8' } })).body.by).toBe('fast');
    expect((await send({ body: '\uFEFF{"name":"Ana"}' })).body).toMatchObject({ by: 'fast', body: { name: 'Ana' } });
  });

  it.each<[string, RequestInit & { path?: string }, number, string]>([
    ['sent chunked', { body: new Blob([JSON.stringify({ name: 'Ana' })]).stream(), duplex: 'half' } as RequestInit, 200, 'express'],
    ['gzipped', { body: gzipSync(JSON.stringify({ name: 'Ana' })), headers: { 'content-encoding': 'gzip' } }, 200, 'express'],
    ['with a query string', { path: '/api/echo?x=1' }, 200, 'express'],
    ['of another type', { headers: { 'content-type': 'text/plain' } }, 200, 'express'],
  ])('When the request is %s, then Express gets it untouched', async (_case, init, status, by) => {
    const answer = await send(init);
    expect(answer.status).toBe(status);
    expect(answer.body.by).toBe(by);
  });

  it.each<[string, RequestInit, number, string]>([
    ['in another charset', { headers: { 'content-type': 'application/json; charset=latin1' } }, 415, 'Unsupported content encoding'],
    ['over the size limit', { body: JSON.stringify({ name: 'A'.repeat(2000) }) }, 413, 'Request body too large'],
  ])('When the request is %s, then Express’s parser refuses it with the error handler’s answer', async (_case, init, status, message) => {
    expect(await send(init)).toEqual({ status, body: { message } });
  });

  it('When a GET of the path comes, then Express gets it', async () => {
    const response = await fetch(`${baseUrl}/api/echo`);
    expect(response.status).toBe(404);
  });

  it.each([
    ['malformed JSON', '{"name":'],
    ['a JSON string', '"Ana"'],
    ['spaces only', '   '],
  ])('When the body is %s, then it answers 400 Malformed JSON body', async (_case, body) => {
    expect(await send({ body })).toEqual({ status: 400, body: { message: 'Malformed JSON body' } });
  });

  it('When a handler throws or its promise fails, then the error handler answers 500', async () => {
    expect(await send({ body: JSON.stringify({ fail: 'throw' }) })).toEqual({ status: 500, body: { message: 'Internal server error' } });
    expect(await send({ body: JSON.stringify({ fail: 'reject' }) })).toEqual({ status: 500, body: { message: 'Internal server error' } });
  });
});
