import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffClient } from '../../test/staff-session';
import { createTestContext, type TestContext } from '../../test/test-context';
import type { TestClient } from '../../test/test-client';

/** Reads the QR code in a PNG data URL back to its text. */
function decodeQr(dataUrl: string) {
  const png = PNG.sync.read(Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64'));
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
}

describe('POST /api/admin/qr/generate', () => {
  let ctx: TestContext;
  let staff: TestClient;
  beforeAll(async () => {
    ctx = await createTestContext();
    ({ client: staff } = await staffClient(ctx));
  });
  afterAll(() => ctx.close());

  // Draws a 512-pixel PNG and decodes it back with jsQR: CPU-heavy, more so on a loaded machine.
  it('When staff ask for the /agexport QR code, then the PNG decodes back to the address', { timeout: 20_000 }, async () => {
    const url = 'https://chapinbox.com/agexport';
    const response = await staff.post('/api/admin/qr/generate', { url, title: '  Generador de videos AGEXPORT  ' });
    expect(response.status).toBe(200);
    expect(response.body.url).toBe(url);
    expect(response.body.title).toBe('Generador de videos AGEXPORT');
    expect(response.body.qrCode).toMatch(/^data:image\/png;base64,/);
    expect(decodeQr(response.body.qrCode)).toBe(url);
  });

  // Draws a 512-pixel PNG and decodes it back with jsQR: CPU-heavy, more so on a loaded machine.
  it('When the address is local http with a port, then it is accepted and encoded as is', { timeout: 20_000 }, async () => {
    const url = 'http://localhost:5000/agexport';
    const response = await staff.post('/api/admin/qr/generate', { url, title: 'QR' });
    expect(decodeQr(response.body.qrCode)).toBe(url);
  });

  it.each([
    ['a javascript: address', { url: 'javascript:alert(1)', title: 'QR' }],
    ['a data: address', { url: 'data:text/html,<b>x</b>', title: 'QR' }],
    ['an ftp address', { url: 'ftp://chapinbox.com/agexport', title: 'QR' }],
    ['text that is no address', { url: 'agexport', title: 'QR' }],
    ['an address over 2048 characters', { url: `https://chapinbox.com/${'a'.repeat(2048)}`, title: 'QR' }],
    ['an empty title', { url: 'https://chapinbox.com/agexport', title: '   ' }],
    ['a title over 100 characters', { url: 'https://chapinbox.com/agexport', title: 't'.repeat(101) }],
    ['a missing title', { url: 'https://chapinbox.com/agexport' }],
  ])('When the request has %s, then it answers 400', async (_case, body) => {
    const response = await staff.post('/api/admin/qr/generate', body);
    expect(response.status).toBe(400);
    expect(response.body.message).toEqual(expect.any(String));
  });

  it('When nobody is signed in, then it answers 401', async () => {
    const response = await ctx.client().post('/api/admin/qr/generate', { url: 'https://chapinbox.com/agexport', title: 'QR' });
    expect(response.status).toBe(401);
  });
});
