import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMBEDDED_S3_CREDENTIALS, startEmbeddedS3, type EmbeddedS3 } from '../../src/storage/embedded-s3';
import { createStorage } from '../../src/storage/s3';
import { vipSubscribers } from '../../src/db/schema';
import { samplePdf } from '../pdf';
import { staffClient } from '../staff-session';
import { snapshotTables } from '../table-snapshot';
import { createTestContext, type TestContext } from '../test-context';
import { setupStep, type TestClient } from '../test-client';

const BUCKET = 'outage-ebooks';
const STAFF_MESSAGE = /almacenamiento de archivos \(S3\)/;

const putToStorage = (uploadURL: string, body: Buffer) =>
  fetch(uploadURL, { method: 'PUT', body: new Uint8Array(body), headers: { 'Content-Type': 'application/pdf' } });

describe('S3 goes away and comes back', () => {
  let folder: string;
  let s3: EmbeddedS3;
  let ctx: TestContext;
  let staff: TestClient;
  let ready: { fileId: string };
  let pending: { fileId: string; fileName: string; fileSize: number };

  const startS3 = (port?: number) => startEmbeddedS3({ directory: join(folder, 's3'), bucket: BUCKET, port });

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'chapinbox-s3-outage-'));
    await chmod(folder, 0o755);
    s3 = await startS3();
    const storage = createStorage({ endpoint: s3.endpoint, region: 'us-east-1', bucket: BUCKET, ...EMBEDDED_S3_CREDENTIALS });
    ctx = await createTestContext({ storage });
    ({ client: staff } = await staffClient(ctx));
    // The download is a confirmed subscriber's (their e-mail's token).
    await ctx.database.db.insert(vipSubscribers).values({ email: 'socia@example.com', acceptsEmails: true, token: 'member-token', status: 'confirmed', confirmedAt: new Date() });

    // One ebook uploaded and confirmed, and one upload sent to S3 but not confirmed yet.
    const pdf = samplePdf('outage');
    const first = await staff.post('/api/admin/ebook/upload-url', { fileName: 'recetas.pdf', fileSize: pdf.length });
    await putToStorage(first.body.uploadURL, pdf);
    setupStep(await staff.post('/api/admin/ebook/confirm-upload', { fileId: first.body.fileId, fileName: 'recetas.pdf', fileSize: pdf.length }), 200);
    ready = { fileId: first.body.fileId };
    const second = await staff.post('/api/admin/ebook/upload-url', { fileName: 'postres.pdf', fileSize: pdf.length });
    await putToStorage(second.body.uploadURL, pdf);
    pending = { fileId: second.body.fileId, fileName: 'postres.pdf', fileSize: pdf.length };

    await s3.stop();
  });

  afterAll(async () => {
    await ctx?.close();
    await s3?.stop().catch(() => undefined);
    await rm(folder, { recursive: true, force: true });
  });

  it('When S3 is away, then list, upload-url, confirm, delete and the visitor download answer 503 with a clear message, and nothing half-written stays', async () => {
    const before = await snapshotTables(ctx.database.pool);

    const list = await staff.get('/api/admin/ebooks/list');
    const uploadUrl = await staff.post('/api/admin/ebook/upload-url', { fileName: 'nuevo.pdf', fileSize: 1234 });
    const confirm = await staff.post('/api/admin/ebook/confirm-upload', pending);
    const remove = await staff.delete(`/api/admin/ebook/${ready.fileId}`);
    for (const response of [list, uploadUrl, confirm, remove]) {
      expect(response.status).toBe(503);
      expect(response.body.message).toMatch(STAFF_MESSAGE);
    }
    const download = await ctx.client().get('/api/vip/ebook/download?token=member-token', { headers: { 'Accept-Language': 'en' } });
    expect(download.status).toBe(503);
    expect(download.body).toEqual({ message: 'The ebook cannot be downloaded right now. Please try again in a few minutes.' });
    expect((await ctx.client().get('/api/health')).body).toEqual({ status: 'degraded', db: 'up', storage: 'down' });

    expect(await snapshotTables(ctx.database.pool)).toEqual(before);
  });

  it('When S3 is back, then the same server lists, confirms the waiting upload and serves the download again', async () => {
    s3 = await startS3(s3.port);

    expect((await ctx.client().get('/api/health')).body).toEqual({ status: 'ok', db: 'up', storage: 'up' });
    expect((await staff.post('/api/admin/ebook/confirm-upload', pending)).status).toBe(200);
    const list = await staff.get('/api/admin/ebooks/list');
    expect(list.status).toBe(200);
    expect(list.body.files.map((file: { name: string }) => file.name).sort()).toEqual(['postres.pdf', 'recetas.pdf']);
    const download = await ctx.client().get('/api/vip/ebook/download?token=member-token');
    expect(download.status).toBe(200);
    expect((await fetch(download.body.downloadURL)).status).toBe(200);
  });
});
