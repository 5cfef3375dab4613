import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { createTestContext, type TestContext } from '../../test/test-context';
import { TestClient } from '../../test/test-client';
import { createLogger } from '../lib/logger';
import { ApiError, isUnavailableError } from '../lib/errors';
import { errorHandler } from './errors';

describe('API errors on the real app', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('When an /api path does not exist, then it answers a JSON 404 with a message', async () => {
    const response = await ctx.client().get('/api/nope');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(response.body).toEqual({ message: 'Not found: GET /api/nope' });
  });

  it('When the JSON body is malformed, then it answers 400 without a stack trace', async () => {
    const response = await ctx.client().post('/api/nope', undefined, { raw: '{"email": ', headers: { 'Content-Type': 'application/json' } });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'Malformed JSON body' });
  });

  it('When the body is over the limit, then it answers 413', async () => {
    const response = await ctx.client().post('/api/nope', { text: 'x'.repeat(200_000) });
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ message: 'Request body too large' });
  });

  it('When a path segment is not valid percent-encoding, then it answers 400 with a message, not 500', async () => {
    const response = await ctx.client().delete('/api/admin/ebook/1%E0%A4%A');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'Malformed URL: invalid percent-encoding' });
  });

  it('When the answer is an API error, then security headers are set', async () => {
    const response = await ctx.client().get('/api/nope');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none';frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-powered-by')).toBeNull();
  });
});

describe('errorHandler', () => {
  let client: TestClient;
  let server: ReturnType<express.Express['listen']>;
  beforeAll(async () => {
    const app = express();
    app.use(express.json());
    app.post('/zod', (req) => {
      z.object({ email: z.email() }).parse(req.body);
    });
    app.get('/http', () => {
      throw new ApiError(409, 'Ya existe', { isAlreadySubscribed: true });
    });
    app.get('/boom', () => {
      throw new Error('secret internals at /srv/app.ts:12');
    });
    app.get('/db-down', () => {
      throw Object.assign(new Error('query failed'), { cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }) });
    });
    app.use(errorHandler(createLogger('silent')));
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    client = new TestClient(`http://127.0.0.1:${(server.address() as { port: number }).port}`);
  });
  afterAll(() => server.close());

  it('When a zod schema rejects the body, then it answers 400 with message and issues', async () => {
    const response = await client.post('/zod', { email: 'nope' });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Invalid request: email: Invalid email address');
    expect(response.body.issues).toEqual([expect.objectContaining({ path: ['email'], message: 'Invalid email address' })]);
  });

  it('When a route throws an ApiError, then its status, message and extra fields are sent', async () => {
    const response = await client.get('/http');
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ message: 'Ya existe', isAlreadySubscribed: true });
  });

  it('When something unexpected throws, then it answers 500 without internals', async () => {
    const response = await client.get('/boom');
    expect(response.status).toBe(500);
    expect(response.body).toEqual({ message: 'Internal server error' });
    expect(response.text).not.toContain('secret');
  });

  it('When the database is unreachable, then it answers 503 with Retry-After', async () => {
    const response = await client.get('/db-down');
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(response.body.message).toMatch(/temporarily unavailable/);
  });

  it('isUnavailableError recognises PostgreSQL shutdown codes', () => {
    expect(isUnavailableError(Object.assign(new Error('terminating connection'), { code: '57P01' }))).toBe(true);
    expect(isUnavailableError(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
  });
});
