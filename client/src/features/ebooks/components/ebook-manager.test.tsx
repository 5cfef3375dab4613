import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, type FakeApi } from '@/test/fake-api';
import { siteConfigFixture } from '@/test/fixtures';
import { renderScreen } from '@/test/render-screen';
import { EbookManager } from './ebook-manager';

const listed = (files: object[]) => ({ totalCount: files.length, files });
const FILE = { id: '7d1b6d0e-8f7a-4c33-9d0e-2b8f3e1c0a11', name: 'Recetas.pdf', size: 1536, updated: '2026-11-21T12:00:00.000Z', downloadUrl: 'http://s3.test/x' };

/** A stand-in for the browser's XMLHttpRequest: reports progress, then answers `status`. */
class FakeUpload {
  static status = 200;
  static sent: Array<{ method: string; url: string; body: unknown; headers: Record<string, string> }> = [];
  static finish: () => void = () => undefined;
  private listeners: Record<string, (event: Partial<ProgressEvent>) => void> = {};
  upload = { addEventListener: (type: string, listener: (event: Partial<ProgressEvent>) => void) => (this.listeners[`upload-${type}`] = listener) };
  addEventListener(type: string, listener: () => void) {
    this.listeners[type] = listener;
  }
  status = 0;
  private request = { method: '', url: '', body: undefined as unknown, headers: {} as Record<string, string> };
  open(method: string, url: string) {
    Object.assign(this.request, { method, url });
  }
  setRequestHeader(name: string, value: string) {
    this.request.headers[name] = value;
  }
  send(body: unknown) {
    this.request.body = body;
    FakeUpload.sent.push(this.request);
    this.listeners['upload-progress']?.({ lengthComputable: true, loaded: 50, total: 100 });
    FakeUpload.finish = () => {
      this.status = FakeUpload.status;
      this.listeners.load?.({});
    };
  }
}

const renderManager = () => renderScreen(<EbookManager />);

describe('EbookManager', () => {
  let api: FakeApi;
  let files: object[];

  beforeEach(() => {
    files = [];
    FakeUpload.sent = [];
    FakeUpload.status = 200;
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    api = fakeApi({
      'GET /api/config': { status: 200, body: siteConfigFixture() },
      'GET /api/admin/ebooks/list': () => ({ status: 200, body: listed(files) }),
      'POST /api/admin/ebook/upload-url': { status: 201, body: { uploadURL: 'http://127.0.0.1:9/bucket/key?sig', fileId: FILE.id } },
      'POST /api/admin/ebook/confirm-upload': () => {
        files = [FILE];
        return { status: 200, body: FILE };
      },
      [`DELETE /api/admin/ebook/${FILE.id}`]: new Response(null, { status: 500 }),
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  const calledUrls = () => api.calls.map((call) => call.url);

  it('When the chosen file is not a PDF, then it says so before any request', async () => {
    renderManager();
    await screen.findByText('Todavía no hay ebooks subidos.');
    // The screen's own reads (the list and the site config) are done; under load the config's
    // request can come after the list has rendered.
    await waitFor(() => expect(calledUrls()).toContain('/api/config'));
    const before = calledUrls().length;

    await userEvent.upload(screen.getByLabelText(/Subir ebook/), new File(['hola'], 'notas.txt', { type: 'text/plain' }), { applyAccept: false });

    expect(await screen.findByText('Solo se permiten archivos PDF', { selector: '[data-slot="toast-title"]' })).toBeInTheDocument();
    expect(calledUrls().slice(before)).toEqual([]);
    expect(FakeUpload.sent).toEqual([]);
  });

  it('When the PDF is over the configured limit, then it is refused before any request', async () => {
    renderManager();
    await screen.findByText('Todavía no hay ebooks subidos.');
    await waitFor(() => expect(calledUrls()).toContain('/api/config'));

    await userEvent.upload(screen.getByLabelText(/Subir ebook/), new File(['%PDF-'.padEnd(1001, 'x')], 'grande.pdf', { type: 'application/pdf' }));

    expect(await screen.findByText('Error al subir el ebook', { selector: '[data-slot="toast-title"]' })).toBeInTheDocument();
    expect(screen.getAllByText('El archivo supera el tamaño máximo permitido (1000 Bytes)').length).toBeGreaterThan(0);
    expect(calledUrls()).not.toContain('/api/admin/ebook/upload-url');
  });

  it("When the PDF is empty, then the upload fails with 'El archivo está vacío' before any request", async () => {
    renderManager();
    await screen.findByText('Todavía no hay ebooks subidos.');
    await waitFor(() => expect(calledUrls()).toContain('/api/config'));

    await userEvent.upload(screen.getByLabelText(/Subir ebook/), new File([], 'vacio.pdf', { type: 'application/pdf' }));

    expect(await screen.findByText('Error al subir el ebook', { selector: '[data-slot="toast-title"]' })).toBeInTheDocument();
    expect(screen.getAllByText('El archivo está vacío').length).toBeGreaterThan(0);
    expect(calledUrls()).not.toContain('/api/admin/ebook/upload-url');
    expect(FakeUpload.sent).toEqual([]);
  });

  it('When a PDF is chosen, then it is PUT to the presigned URL with progress, processed, confirmed and listed', async () => {
    renderManager();
    await screen.findByText('Todavía no hay ebooks subidos.');
    const pdf = new File(['%PDF-1.4 ...'], 'Recetas.pdf', { type: 'application/pdf' });

    await userEvent.upload(screen.getByLabelText(/Subir ebook/), pdf);

    const bar = await screen.findByRole('progressbar', { name: 'Progreso de la subida' });
    // The bar shows at 0 % as soon as the file is chosen; 50 % comes from the PUT's progress
    // event, after the upload-URL request has been answered: wait for it.
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '50'));
    expect(screen.getByText('Subiendo... 50 %')).toBeInTheDocument();
    expect(FakeUpload.sent).toEqual([{ method: 'PUT', url: 'http://127.0.0.1:9/bucket/key?sig', body: pdf, headers: { 'Content-Type': 'application/pdf' } }]);

    FakeUpload.finish();

    const list = await screen.findByRole('list', { name: 'Ebooks subidos' });
    const item = within(list).getByRole('listitem');
    expect(within(item).getByText('Recetas.pdf')).toBeInTheDocument();
    expect(within(item).getByText(/1,5 KB/)).toBeInTheDocument();
    expect(await screen.findByText('Éxito', { selector: '[data-slot="toast-title"]' })).toBeInTheDocument();
    const [confirm] = api.callsTo('POST /api/admin/ebook/confirm-upload');
    expect(confirm.body).toEqual({ fileId: FILE.id, fileName: 'Recetas.pdf', fileSize: pdf.size });
    // The bar goes in a render of its own after the toast's (the upload's `finally`).
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
  });

  it('When the storage answers the PUT with another status, then the upload fails and nothing is confirmed', async () => {
    FakeUpload.status = 403;
    renderManager();
    await screen.findByText('Todavía no hay ebooks subidos.');

    await userEvent.upload(screen.getByLabelText(/Subir ebook/), new File(['%PDF-'], 'a.pdf', { type: 'application/pdf' }));
    await screen.findByRole('progressbar');
    FakeUpload.finish();

    expect(await screen.findByText('Error al subir el ebook', { selector: '[data-slot="toast-title"]' })).toBeInTheDocument();
    expect(calledUrls()).not.toContain('/api/admin/ebook/confirm-upload');
  });

  it('When a delete is confirmed and fails, then the error toast shows and the file stays', async () => {
    files = [FILE];
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderManager();

    await userEvent.click(await screen.findByRole('button', { name: 'Eliminar Recetas.pdf' }));

    expect(window.confirm).toHaveBeenCalledWith(expect.stringContaining('Recetas.pdf'));
    expect(await screen.findByText('Error al eliminar el ebook', { selector: '[data-slot="toast-title"]' })).toBeInTheDocument();
    expect(screen.getByText('Recetas.pdf')).toBeInTheDocument();
  });

  it('When the browser confirmation is declined, then nothing is deleted', async () => {
    files = [FILE];
    vi.spyOn(window, 'confirm').mockReturnValue(false);
    renderManager();

    await userEvent.click(await screen.findByRole('button', { name: 'Eliminar Recetas.pdf' }));

    await waitFor(() => expect(window.confirm).toHaveBeenCalled());
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);
  });
});
