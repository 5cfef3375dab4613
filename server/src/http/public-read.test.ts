import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteContent } from '@shared/site-content';
import { createTestContext, type TestContext } from '../../test/test-context';
import { staffClient } from '../../test/staff-session';

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

/** A strong ETag (no W/ prefix), as the etag package makes it. */
const STRONG_ETAG = /^"[0-9a-f]+-[A-Za-z0-9+/]{27}"$/;

describe('the public reads (config, inventory total, content): cacheable by browsers, proxies and CDNs', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it.each([
    ['/api/config', 'public, max-age=0, s-maxage=5, stale-while-revalidate=30'],
    ['/api/inventory/total', 'public, max-age=0, s-maxage=5, stale-while-revalidate=30'],
    ['/api/content', 'public, max-age=30, s-maxage=5, stale-while-revalidate=30'],
  ])('When %s is read, then it comes with the security headers, a strong ETag and a Cache-Control a shared cache may keep', async (path, cacheControl) => {
    const response = await raw(`${ctx.baseUrl}${path}`);
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe(cacheControl);
    expect(response.headers.etag).toMatch(STRONG_ETAG);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['x-powered-by']).toBeUndefined();
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('When a HEAD request comes, then the headers come without the body', async () => {
    const head = await raw(`${ctx.baseUrl}/api/config`, { method: 'HEAD' });
    const get = await raw(`${ctx.baseUrl}/api/config`);
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-length']).toBe(get.headers['content-length']);
    expect(head.headers.etag).toBe(get.headers.etag);
  });

  it('When the browser already has the answer (If-None-Match), then it gets 304 without a body, unless it asks for no-cache', async () => {
    const first = await raw(`${ctx.baseUrl}/api/inventory/total`);
    const again = await raw(`${ctx.baseUrl}/api/inventory/total`, { headers: { 'If-None-Match': first.headers.etag! } });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['cache-control']).toBe(first.headers['cache-control']);
    const forced = await raw(`${ctx.baseUrl}/api/inventory/total`, { headers: { 'If-None-Match': first.headers.etag!, 'Cache-Control': 'no-cache' } });
    expect(forced.status).toBe(200);
    expect(JSON.parse(forced.body.toString())).toEqual(JSON.parse(first.body.toString()));
  });

  it('When the value changes, then the old ETag no longer matches and the new value comes', async () => {
    const { client } = await staffClient(ctx);
    const before = await raw(`${ctx.baseUrl}/api/content`);
    const content: SiteContent = { texts: { es: { 'hero.title': 'Dulces de casa' } } };
    expect((await client.put('/api/content', content)).status).toBe(200);
    const after = await raw(`${ctx.baseUrl}/api/content`, { headers: { 'If-None-Match': before.headers.etag! } });
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(JSON.parse(after.body.toString())).toEqual(content);
  });

  it('When the published content is large, then clients that accept gzip get it gzipped under an ETag of its own, and others get it plain', async () => {
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
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(JSON.parse(plain.body.toString())).toEqual(content);
    expect(plain.headers.etag).toMatch(STRONG_ETAG);
    expect(gzipped.headers.etag).toMatch(STRONG_ETAG);
    expect(plain.headers.etag).not.toBe(gzipped.headers.etag);

    const revalidated = await raw(`${ctx.baseUrl}/api/content`, { headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': gzipped.headers.etag! } });
    expect(revalidated.status).toBe(304);
  });
});
