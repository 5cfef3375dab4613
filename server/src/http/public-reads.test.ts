import { request as httpRequest, createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { Writable } from 'node:stream';
import { gunzipSync } from 'node:zlib';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteContent } from '@shared/site-content';
import { createTestContext, type TestContext } from '../../test/test-context';
import { staffClient } from '../../test/staff-session';
import { createPublicReads } from './public-reads';

interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A plain node request: the headers exactly as sent, the body as bytes (no decompression). */
function raw(url: string, options: { method?: string; headers?: Record<string, string> } = {}) {
  return new Promise<RawResponse>((resolve, reject) => {
    const sent = httpRequest(url, { method: options.method ?? 'GET', headers: options.headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    sent.on('error', reject);
    sent.end();
  });
}

/** Headers that say when and over which connection, not what was answered. */
const withoutTransport = ({ date: _date, connection: _connection, 'keep-alive': _keepAlive, ...headers }: IncomingHttpHeaders) => headers;

describe('public reads (config, inventory total, content) answered before Express', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  // A query string sends the same read through the whole Express stack.
  it.each(['/api/config', '/api/inventory/total', '/api/content'])(
    'When %s is read, then the fast answer has the same status, headers and body as the Express one',
    async (path) => {
      const fast = await raw(`${ctx.baseUrl}${path}`);
      const full = await raw(`${ctx.baseUrl}${path}?via=express`);
      expect(fast.status).toBe(200);
      expect(withoutTransport(fast.headers)).toEqual(withoutTransport(full.headers));
      expect(fast.body.toString()).toBe(full.body.toString());
      expect(fast.headers['content-security-policy']).toContain("default-src 'self'");
      expect(fast.headers['x-content-type-options']).toBe('nosniff');
      expect(fast.headers['x-powered-by']).toBeUndefined();
    },
  );

  it('When a HEAD request comes, then the headers come without the body', async () => {
    const head = await raw(`${ctx.baseUrl}/api/config`, { method: 'HEAD' });
    const get = await raw(`${ctx.baseUrl}/api/config`);
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-length']).toBe(get.headers['content-length']);
  });

  it('When the browser already has the answer (If-None-Match), then it gets 304 without a body, unless it asks for no-cache', async () => {
    const first = await raw(`${ctx.baseUrl}/api/inventory/total`);
    expect(first.headers.etag).toMatch(/^W\/"[0-9a-f]+-[A-Za-z0-9+/]{27}"$/);
    const again = await raw(`${ctx.baseUrl}/api/inventory/total`, { headers: { 'If-None-Match': first.headers.etag! } });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const forced = await raw(`${ctx.baseUrl}/api/inventory/total`, { headers: { 'If-None-Match': first.headers.etag!, 'Cache-Control': 'no-cache' } });
    expect(forced.status).toBe(200);
    expect(JSON.parse(forced.body.toString())).toEqual(JSON.parse(first.body.toString()));
  });

  it('When the published content is large, then clients that accept gzip get it gzipped and others get it plain', async () => {
    const { client } = await staffClient(ctx);
    const texts = Object.fromEntries(Array.from({ length: 40 }, (_, index) => [`testimonials.${index}.text`, 'Llegó rápido y todo estaba fresco, como en casa.']));
    const content: SiteContent = { texts: { es: texts, en: texts } };
    expect((await client.put('/api/content', content)).status).toBe(200);

    const gzipped = await raw(`${ctx.baseUrl}/api/content`, { headers: { 'Accept-Encoding': 'gzip, deflate' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toBe('Accept-Encoding');
    expect(Number(gzipped.headers['content-length'])).toBe(gzipped.body.length);
    expect(JSON.parse(gunzipSync(gzipped.body).toString())).toEqual(content);

    const plain = await raw(`${ctx.baseUrl}/api/content`, { headers: { 'Accept-Encoding': 'gzip;q=0, identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.body.toString())).toEqual(content);
  });
});

describe('createPublicReads', () => {
  const lines: Array<Record<string, unknown>> = [];
  const logger = pino(
    { level: 'info' },
    new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    }),
  );
  let server: Server;
  let url: string;
  let failing = false;
  const fellBack: string[] = [];

  beforeAll(async () => {
    const reads = createPublicReads({ baseHeaders: { 'X-Frame-Options': 'SAMEORIGIN' }, logger, logLevel: 'info', trustProxy: true });
    const stock = { totalBoxes: 12 };
    reads.define('/inventory/total', { cacheControl: 'no-store', load: async () => (failing ? Promise.reject(new Error('database down')) : stock) });
    server = createServer((req, res) => {
      const fallback = () => {
        fellBack.push(`${req.method} ${req.url}`);
        res.writeHead(503).end();
      };
      if (!reads.answer(req, res, fallback)) fallback();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(() => server.close());

  it('When a defined read is answered, then its base headers are sent and one request line is logged with the client address', async () => {
    const response = await raw(`${url}/api/inventory/total`, { headers: { 'X-Forwarded-For': '203.0.113.9, 198.51.100.7' } });
    expect(response.status).toBe(200);
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(response.body.toString())).toEqual({ totalBoxes: 12 });
    await expect.poll(() => lines.length).toBe(1);
    expect(lines[0]).toMatchObject({ level: 30, msg: 'request', method: 'GET', path: '/api/inventory/total', status: 200, ip: '198.51.100.7' });
  });

  it('When the request is not a plain GET or HEAD of a defined path without a body, then it is left to Express', async () => {
    fellBack.length = 0;
    await raw(`${url}/api/inventory/total?x=1`);
    await raw(`${url}/api/inventory/total`, { method: 'POST' });
    await raw(`${url}/api/inventory`);
    await raw(`${url}/api/inventory/total`, { headers: { 'Content-Type': 'application/json', 'Content-Length': '0' } });
    await new Promise<void>((resolve) => {
      const sent = httpRequest(`${url}/api/inventory/total`, { method: 'GET', headers: { 'Content-Type': 'application/json', 'Content-Length': '14' } }, (response) => response.resume().on('end', resolve));
      sent.end('{"truncated": ');
    });
    // The empty GET was answered here; the one with a body went to Express.
    expect(fellBack).toEqual(['GET /api/inventory/total?x=1', 'POST /api/inventory/total', 'GET /api/inventory', 'GET /api/inventory/total']);
  });

  it('When the read fails, then the request goes to Express (which logs it), not answered twice', async () => {
    fellBack.length = 0;
    lines.length = 0;
    failing = true;
    const response = await raw(`${url}/api/inventory/total`);
    failing = false;
    expect(response.status).toBe(503);
    expect(fellBack).toEqual(['GET /api/inventory/total']);
    expect(lines).toEqual([]);
  });
});
