import { createServer } from 'node:http';
import { HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { ebooks, vipSubscribers } from '../db/schema';
import { createStorage } from '../storage/s3';
import { samplePdf } from '../../test/pdf';
import { signInDirectly, staffClient, type StaffUser } from '../../test/staff-session';
import { createTestContext, type TestContext } from '../../test/test-context';
import { TestClient, type TestResponse } from '../../test/test-client';
import { ABANDONED_UPLOAD_AGE_MS, createEbooksService } from './ebooks.service';

const putToStorage = (uploadURL: string, body: Buffer) =>
  fetch(uploadURL, { method: 'PUT', body: new Uint8Array(body), headers: { 'Content-Type': 'application/pdf' } });

const objectExists = async (ctx: TestContext, key: string) => {
  try {
    await ctx.storage.client.send(new HeadObjectCommand({ Bucket: ctx.storage.bucket, Key: key }));
    return true;
  } catch {
    return false;
  }
};

const rowOf = async (ctx: TestContext, id: string) => (await ctx.database.db.select().from(ebooks).where(eq(ebooks.id, id)))[0];

describe('ebook manager', () => {
  let ctx: TestContext;
  let staff: TestClient;
  /** The download as a confirmed VIP subscriber asks for it (their e-mail's token). */
  let memberDownload: (headers?: Record<string, string>) => Promise<TestResponse>;

  beforeAll(async () => {
    ctx = await createTestContext();
    ({ client: staff } = await staffClient(ctx));
    await ctx.database.db.insert(vipSubscribers).values({ email: 'socia@example.com', acceptsEmails: true, token: 'member-token', status: 'confirmed', confirmedAt: new Date() });
    memberDownload = (headers) => ctx.client().get('/api/vip/ebook/download?token=member-token', { headers });
  });
  afterAll(() => ctx.close());

  /** presign → PUT → confirm, as the browser does. */
  async function upload(fileName: string, bytes: Buffer) {
    const started = await staff.post('/api/admin/ebook/upload-url', { fileName, fileSize: bytes.length });
    expect(started.status).toBe(201);
    const put = await putToStorage(started.body.uploadURL, bytes);
    expect(put.status).toBe(200);
    return { fileId: started.body.fileId as string, confirm: () => staff.post('/api/admin/ebook/confirm-upload', { fileId: started.body.fileId, fileName, fileSize: bytes.length }) };
  }

  it('When the presigned upload is sent as text/html, then its signature covers the type (S3 refuses it) and confirm refuses the stored object', async () => {
    const page = Buffer.from('%PDF-<html><script>alert(1)</script></html>');
    const started = await staff.post('/api/admin/ebook/upload-url', { fileName: 'pagina.pdf', fileSize: page.length });
    expect(new URL(started.body.uploadURL).searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host');
    // The development s3rver checks no signature: the object arrives as text/html.
    await fetch(started.body.uploadURL, { method: 'PUT', body: new Uint8Array(page), headers: { 'Content-Type': 'text/html' } });

    const confirmed = await staff.post('/api/admin/ebook/confirm-upload', { fileId: started.body.fileId, fileName: 'pagina.pdf', fileSize: page.length });
    expect(confirmed.status).toBe(400);
    expect(confirmed.body).toEqual({ message: 'El archivo no es un PDF válido' });
    expect(await rowOf(ctx, started.body.fileId)).toBeUndefined();
    expect(await objectExists(ctx, `ebooks/${started.body.fileId}.pdf`)).toBe(false);
  });

  it('When staff upload a real PDF, then it is listed, downloads byte for byte, and deleting removes object and row', async () => {
    const pdf = samplePdf('recetas');
    const { fileId, confirm } = await upload('Recetas de Guatemala.pdf', pdf);

    const confirmed = await confirm();
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ id: fileId, name: 'Recetas de Guatemala.pdf', size: pdf.length });

    const list = await staff.get('/api/admin/ebooks/list');
    expect(list.status).toBe(200);
    expect(list.body.totalCount).toBe(1);
    expect(list.body.files).toEqual([
      { id: fileId, name: 'Recetas de Guatemala.pdf', size: pdf.length, updated: expect.any(String), downloadUrl: expect.any(String) },
    ]);
    expect(Number.isNaN(Date.parse(list.body.files[0].updated))).toBe(false);

    const download = await fetch(list.body.files[0].downloadUrl);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toContain("filename*=UTF-8''Recetas%20de%20Guatemala.pdf");
    expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true);

    const row = await rowOf(ctx, fileId);
    expect(row.objectKey).toBe(`ebooks/${fileId}.pdf`);
    expect(row.objectKey).not.toMatch(/^https?:/);
    // The upload object was copied to the ebook's own key, then removed.
    expect(await objectExists(ctx, `uploads/${fileId}.pdf`)).toBe(false);

    const deleted = await staff.delete(`/api/admin/ebook/${fileId}`);
    expect(deleted.status).toBe(204);
    expect(await rowOf(ctx, fileId)).toBeUndefined();
    expect(await objectExists(ctx, row.objectKey)).toBe(false);
    expect((await staff.get('/api/admin/ebooks/list')).body).toEqual({ totalCount: 0, files: [] });
  });

  it('When the upload URL is used again after the confirmation, then subscribers still download the checked PDF', async () => {
    const pdf = samplePdf('verificado');
    const started = await staff.post('/api/admin/ebook/upload-url', { fileName: 'verificado.pdf', fileSize: pdf.length });
    expect((await putToStorage(started.body.uploadURL, pdf)).status).toBe(200);
    const confirm = () => staff.post('/api/admin/ebook/confirm-upload', { fileId: started.body.fileId, fileName: 'verificado.pdf', fileSize: pdf.length });
    expect((await confirm()).status).toBe(200);

    const swapped = Buffer.alloc(pdf.length, 'x');
    await putToStorage(started.body.uploadURL, swapped);

    const { downloadURL } = (await memberDownload()).body;
    expect(Buffer.from(await (await fetch(downloadURL)).arrayBuffer()).equals(pdf)).toBe(true);
    const listed = (await staff.get('/api/admin/ebooks/list')).body.files.find((file: { id: string }) => file.id === started.body.fileId);
    expect(Buffer.from(await (await fetch(listed.downloadUrl)).arrayBuffer()).equals(pdf)).toBe(true);
    // Confirming again changes nothing either.
    expect((await confirm()).status).toBe(200);
    expect(Buffer.from(await (await fetch(listed.downloadUrl)).arrayBuffer()).equals(pdf)).toBe(true);
    expect((await staff.delete(`/api/admin/ebook/${started.body.fileId}`)).status).toBe(204);
  });

  it('When a confirmed subscriber asks for the ebook, then the newest uploaded one is fetched through the short-lived link', async () => {
    const older = await upload('viejo.pdf', samplePdf('viejo'));
    await older.confirm();
    const newestPdf = samplePdf('nuevo');
    const newest = await upload('nuevo.pdf', newestPdf);
    await newest.confirm();

    const response = await memberDownload();
    expect(response.status).toBe(200);
    expect(response.body.downloadURL).toContain('X-Amz-Expires=300');
    const file = await fetch(response.body.downloadURL);
    expect(Buffer.from(await file.arrayBuffer()).equals(newestPdf)).toBe(true);

    await staff.delete(`/api/admin/ebook/${older.fileId}`);
    await staff.delete(`/api/admin/ebook/${newest.fileId}`);
  });

  it('When there is no ebook, then the download answers 404 with a message in the visitor\'s language', async () => {
    const spanish = await memberDownload();
    expect(spanish.status).toBe(404);
    expect(spanish.body.message).toMatch(/todavía no está disponible/);
    const english = await memberDownload({ 'Accept-Language': 'en-US' });
    expect(english.body.message).toMatch(/not available yet/);
  });

  it('When the uploaded body is not a PDF, then confirm answers 400 and the object and row are gone', async () => {
    const { fileId, confirm } = await upload('falso.pdf', Buffer.from('<html>not a pdf</html>'));
    const { objectKey } = await rowOf(ctx, fileId);
    expect(await objectExists(ctx, objectKey)).toBe(true);

    const response = await confirm();
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('El archivo no es un PDF válido');
    expect(await objectExists(ctx, objectKey)).toBe(false);
    expect(await objectExists(ctx, `ebooks/${fileId}.pdf`)).toBe(false);
    expect(await rowOf(ctx, fileId)).toBeUndefined();
  });

  it('When the uploaded size differs from the announced one, then confirm answers 400 and removes the object', async () => {
    const pdf = samplePdf('corto');
    const started = await staff.post('/api/admin/ebook/upload-url', { fileName: 'corto.pdf', fileSize: pdf.length + 100 });
    // s3rver does not enforce the signed Content-Length (real S3 does), so the short body lands.
    await putToStorage(started.body.uploadURL, pdf);
    const { objectKey } = await rowOf(ctx, started.body.fileId);

    const response = await staff.post('/api/admin/ebook/confirm-upload', { fileId: started.body.fileId, fileName: 'corto.pdf', fileSize: pdf.length + 100 });
    expect(response.status).toBe(400);
    expect(response.body.message).toContain('no coincide');
    expect(await objectExists(ctx, objectKey)).toBe(false);
    expect(await objectExists(ctx, `ebooks/${started.body.fileId}.pdf`)).toBe(false);
    expect(await rowOf(ctx, started.body.fileId)).toBeUndefined();
  });

  it('When nothing was uploaded, then confirm answers 400 and the pending row is removed', async () => {
    const started = await staff.post('/api/admin/ebook/upload-url', { fileName: 'nada.pdf', fileSize: 1234 });
    const response = await staff.post('/api/admin/ebook/confirm-upload', { fileId: started.body.fileId, fileName: 'nada.pdf', fileSize: 1234 });
    expect(response.status).toBe(400);
    expect(await rowOf(ctx, started.body.fileId)).toBeUndefined();
  });

  it('When the announced size is over EBOOK_MAX_BYTES, then upload-url answers 413 and stores nothing', async () => {
    const before = await ctx.database.db.select().from(ebooks);
    const response = await staff.post('/api/admin/ebook/upload-url', { fileName: 'enorme.pdf', fileSize: ctx.config.EBOOK_MAX_BYTES + 1 });
    expect(response.status).toBe(413);
    expect(response.body.message).toBe('El archivo supera el tamaño máximo permitido (50 MB)');
    expect(await ctx.database.db.select().from(ebooks)).toHaveLength(before.length);
  });

  it('When the request is malformed, then it answers 400', async () => {
    expect((await staff.post('/api/admin/ebook/upload-url', { fileName: '', fileSize: 10 })).status).toBe(400);
    expect((await staff.post('/api/admin/ebook/upload-url', { fileName: 'a.pdf', fileSize: 0 })).status).toBe(400);
    expect((await staff.post('/api/admin/ebook/upload-url', { fileName: 'a.pdf', fileSize: 1.5 })).status).toBe(400);
    expect((await staff.post('/api/admin/ebook/confirm-upload', { fileId: 'nope', fileName: 'a.pdf', fileSize: 10 })).status).toBe(400);
    expect((await staff.delete('/api/admin/ebook/not-a-uuid')).status).toBe(400);
  });

  it('When the ebook or upload does not exist, then delete and confirm answer 404', async () => {
    const id = crypto.randomUUID();
    expect((await staff.delete(`/api/admin/ebook/${id}`)).status).toBe(404);
    expect((await staff.post('/api/admin/ebook/confirm-upload', { fileId: id, fileName: 'a.pdf', fileSize: 10 })).status).toBe(404);
  });

  it('When an upload is never confirmed, then it is not listed and the cleanup removes its row and object', async () => {
    const pdf = samplePdf('abandonado');
    const started = await staff.post('/api/admin/ebook/upload-url', { fileName: 'abandonado.pdf', fileSize: pdf.length });
    await putToStorage(started.body.uploadURL, pdf);
    const { objectKey } = await rowOf(ctx, started.body.fileId);
    const fresh = await staff.post('/api/admin/ebook/upload-url', { fileName: 'en-curso.pdf', fileSize: 10 });
    expect((await staff.get('/api/admin/ebooks/list')).body.totalCount).toBe(0);
    expect((await memberDownload()).status).toBe(404);

    await ctx.database.db
      .update(ebooks)
      .set({ createdAt: new Date(Date.now() - ABANDONED_UPLOAD_AGE_MS - 1000) })
      .where(eq(ebooks.id, started.body.fileId));
    const removed = await createEbooksService(ctx.deps).removeAbandonedUploads();

    expect(removed).toBe(1);
    expect(await rowOf(ctx, started.body.fileId)).toBeUndefined();
    expect(await objectExists(ctx, objectKey)).toBe(false);
    // An upload still within its time is left alone.
    expect(await rowOf(ctx, fresh.body.fileId)).toMatchObject({ status: 'pending' });
  });

  it('When an upload object has no pending upload (a PUT after its confirmation), then the cleanup removes it once it is old', async () => {
    // What a PUT to an upload URL after its confirmation leaves: an object no upload owns.
    await ctx.storage.client.send(new PutObjectCommand({ Bucket: ctx.storage.bucket, Key: 'uploads/stray.pdf', Body: samplePdf('suelto') }));
    const cleanup = createEbooksService(ctx.deps);

    await cleanup.removeAbandonedUploads();
    expect(await objectExists(ctx, 'uploads/stray.pdf')).toBe(true);
    await cleanup.removeAbandonedUploads(Date.now() + ABANDONED_UPLOAD_AGE_MS + 1000);
    expect(await objectExists(ctx, 'uploads/stray.pdf')).toBe(false);
  });

  it('When nobody is signed in, then every staff route answers 401', async () => {
    const visitor = ctx.client();
    const id = crypto.randomUUID();
    const answers = await Promise.all([
      visitor.get('/api/admin/ebooks/list'),
      visitor.post('/api/admin/ebook/upload-url', { fileName: 'a.pdf', fileSize: 10 }),
      visitor.post('/api/admin/ebook/confirm-upload', { fileId: id, fileName: 'a.pdf', fileSize: 10 }),
      visitor.delete(`/api/admin/ebook/${id}`),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([401, 401, 401, 401]);
    expect(answers[0].body).toEqual({ message: 'No autenticado' });
  });
});

describe('ebook manager with the storage down', () => {
  let ctx: TestContext;
  let down: { client: TestClient; close(): Promise<void> };
  let staff: TestClient;

  beforeAll(async () => {
    ctx = await createTestContext();
    let user: StaffUser;
    ({ client: staff, user } = await staffClient(ctx));
    // The same database with a storage nobody listens on: a second instance whose S3 is down.
    const storage = createStorage({ endpoint: 'http://127.0.0.1:1', region: 'us-east-1', bucket: ctx.storage.bucket, accessKeyId: 'a', secretAccessKey: 'b' });
    const server = createServer(createApp({ ...ctx.deps, storage })).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const client = new TestClient(`http://127.0.0.1:${(server.address() as { port: number }).port}`);
    await signInDirectly(ctx, client, user);
    down = { client, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
  });
  afterAll(async () => {
    await down.close();
    await ctx.close();
  });

  it('When S3 is unreachable, then upload-url answers 503 with a clear message and writes no row', async () => {
    const response = await down.client.post('/api/admin/ebook/upload-url', { fileName: 'a.pdf', fileSize: 10 });
    expect(response.status).toBe(503);
    expect(response.body.message).toMatch(/almacenamiento de archivos/);
    expect(await ctx.database.db.select().from(ebooks)).toHaveLength(0);
  });

  it('When S3 is unreachable at confirm, then it answers 503 and the upload stays pending, not half-written', async () => {
    const pdf = samplePdf();
    const started = await staff.post('/api/admin/ebook/upload-url', { fileName: 'a.pdf', fileSize: pdf.length });
    await putToStorage(started.body.uploadURL, pdf);

    const response = await down.client.post('/api/admin/ebook/confirm-upload', { fileId: started.body.fileId, fileName: 'a.pdf', fileSize: pdf.length });
    expect(response.status).toBe(503);
    expect(await rowOf(ctx, started.body.fileId)).toMatchObject({ status: 'pending' });
    // Once S3 is back the same upload confirms.
    expect((await staff.post('/api/admin/ebook/confirm-upload', { fileId: started.body.fileId, fileName: 'a.pdf', fileSize: pdf.length })).status).toBe(200);
  });

  it('When S3 is unreachable at delete, then it answers 503 and the ebook is still there', async () => {
    const pdf = samplePdf();
    const started = await staff.post('/api/admin/ebook/upload-url', { fileName: 'b.pdf', fileSize: pdf.length });
    await ctx.storage.client.send(new PutObjectCommand({ Bucket: ctx.storage.bucket, Key: `uploads/${started.body.fileId}.pdf`, Body: pdf, ContentType: 'application/pdf' }));
    await staff.post('/api/admin/ebook/confirm-upload', { fileId: started.body.fileId, fileName: 'b.pdf', fileSize: pdf.length });

    const response = await down.client.delete(`/api/admin/ebook/${started.body.fileId}`);
    expect(response.status).toBe(503);
    expect(await rowOf(ctx, started.body.fileId)).toMatchObject({ status: 'ready' });
    expect(await objectExists(ctx, `ebooks/${started.body.fileId}.pdf`)).toBe(true);
  });
});
