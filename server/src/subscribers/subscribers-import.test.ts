import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SUBSCRIBER_IMPORT_MAX_BYTES, SUBSCRIBER_IMPORT_MAX_ROWS } from '@shared/subscribers';
import { heldJobs } from '../../test/job-reads';
import { createTestContext, type TestContext } from '../../test/test-context';
import type { TestClient } from '../../test/test-client';
import { staffClient } from '../../test/staff-session';
import { vipSubscribers } from '../db/schema';
import { VIP_WELCOME_QUEUE } from '../vip/vip.jobs';
import { registerVipWorkers } from '../vip/vip.worker';

let ctx: TestContext;
let staff: TestClient;

const IMPORT = '/api/vip/subscribers/import?consent=true';

/** Welcome jobs pg-boss holds (waiting, running or done): an import adds one per person e-mailed. */
const welcomeJobs = () => heldJobs(ctx.jobs!, VIP_WELCOME_QUEUE);

const upload = (csv: string | Uint8Array, path = IMPORT, contentType = 'text/csv') =>
  staff.request('POST', path, undefined, { raw: typeof csv === 'string' ? new TextEncoder().encode(csv) : csv, headers: { 'Content-Type': contentType } });

const stored = async () =>
  (
    await ctx.database.pool.query<{ email: string; language: string; source: string; status: string; is_active: boolean; accepts_emails: boolean; consented: boolean; confirmed: boolean }>(
      `select email, language, source, status, is_active, accepts_emails, consent_at is not null as consented, confirmed_at is not null as confirmed
       from vip_subscribers order by lower(email)`,
    )
  ).rows;

const lastAuditId = async () => Number((await ctx.database.pool.query('select coalesce(max(id), 0) as id from audit_log')).rows[0].id);
const auditSince = async (id: number) =>
  (await ctx.database.pool.query<{ action: string; target: string; details: unknown }>('select action, target, details from audit_log where id > $1 order by id', [id])).rows;

beforeAll(async () => {
  ctx = await createTestContext({ jobs: true, registerWorkers: (deps) => registerVipWorkers(deps) });
  staff = (await staffClient(ctx)).client;
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.database.db.delete(vipSubscribers);
  ctx.mailer.sent.length = 0;
});

describe('POST /api/vip/subscribers/import', () => {
  it('When staff import a file with consent, then each person is stored pending with consent and gets the confirmation e-mail', async () => {
    const before = await lastAuditId();
    const csv = '\uFEFFEmail,Language,Source\r\nana@example.com,es,feria_2025\r\n"Ben@Example.com",EN,\r\ncy@example.com,,\r\n';

    const response = await upload(csv);

    expect(response.status).toBe(200);
    expect(response.body).toEqual({ imported: 3, skipped: 0, invalid: [] });
    expect(await stored()).toEqual([
      { email: 'ana@example.com', language: 'es', source: 'feria_2025', status: 'pending', is_active: true, accepts_emails: true, consented: true, confirmed: false },
      { email: 'Ben@Example.com', language: 'en', source: 'import', status: 'pending', is_active: true, accepts_emails: true, consented: true, confirmed: false },
      { email: 'cy@example.com', language: 'es', source: 'import', status: 'pending', is_active: true, accepts_emails: true, consented: true, confirmed: false },
    ]);
    await expect.poll(() => ctx.mailer.sent.map((mail) => mail.to).sort()).toEqual(['Ben@Example.com', 'ana@example.com', 'cy@example.com']);
    expect(await auditSince(before)).toEqual([
      { action: 'subscribers.import', target: '3 suscriptores', details: { imported: 3, skipped: 0, invalid: 0, confirmed: false } },
    ]);
  });

  it('When staff say the people are already confirmed, then they are stored confirmed and no confirmation e-mail is queued', async () => {
    const queued = await welcomeJobs();

    const response = await upload('email\nana@example.com\nben@example.com\n', `${IMPORT}&confirmed=true`);

    expect(response.body).toEqual({ imported: 2, skipped: 0, invalid: [] });
    expect((await stored()).map((row) => [row.status, row.confirmed])).toEqual([
      ['confirmed', true],
      ['confirmed', true],
    ]);
    expect(await welcomeJobs()).toBe(queued);
  });

  it('When addresses repeat in the file or are already in the table, then they are skipped and an unsubscribed person stays unsubscribed', async () => {
    await ctx.database.db.insert(vipSubscribers).values([
      { email: 'Old@Example.com', acceptsEmails: true, token: 'old', source: 'vip_modal' },
      { email: 'gone@example.com', acceptsEmails: true, token: 'gone', isActive: false, source: 'vip_modal' },
    ]);
    const queued = await welcomeJobs();

    const response = await upload('email,source\nnew@example.com,feria\nold@example.com,feria\nGONE@example.com,feria\nNEW@example.com,feria\n');

    expect(response.body).toEqual({ imported: 1, skipped: 3, invalid: [] });
    expect((await stored()).map((row) => [row.email, row.source, row.is_active])).toEqual([
      ['gone@example.com', 'vip_modal', false],
      ['new@example.com', 'feria', true],
      ['Old@Example.com', 'vip_modal', true],
    ]);
    // new@example.com's alone.
    expect(await welcomeJobs()).toBe(queued + 1);
  });

  it('When some lines are bad, then they are reported by line number, formula cells included, and the good ones are imported', async () => {
    const csv = [
      'email,language,source',
      'good@example.com,es,feria',
      'not-an-email,es,feria',
      'lang@example.com,fr,feria',
      `formula@example.com,es,=cmd|' /C calc'!A0`,
      '=HYPERLINK("http://evil.example"),es,feria',
      ',es,feria',
      'extra@example.com,es,feria,surplus',
      '"quoted,comma@example.com",es,feria',
      '-2+3@example.com,en,feria',
    ].join('\n');

    const response = await upload(csv);

    expect(response.body).toEqual({
      imported: 2,
      skipped: 0,
      invalid: [
        { line: 3, message: 'El email «not-an-email» no es válido' },
        { line: 4, message: 'El idioma «fr» no es válido: usa es o en' },
        { line: 5, message: `La fuente «=cmd|' /C calc'!A0» no es válida: solo letras sin acento, números, - y _ (hasta 40)` },
        { line: 6, message: 'El email «=HYPERLINK("http://evil.example")» no es válido' },
        { line: 7, message: 'Falta el email' },
        { line: 8, message: 'Tiene 4 columnas y la primera línea nombra 3 (¿una coma sin comillas?)' },
        { line: 9, message: 'El email «quoted,comma@example.com» no es válido' },
      ],
    });
    expect((await stored()).map((row) => row.email)).toEqual(['-2+3@example.com', 'good@example.com']);
    // A formula-looking address that is a real address is kept, and the export neutralises it.
    const exported = await staff.get('/api/vip/subscribers/export?search=2%2B3');
    expect(exported.text).toContain("'-2+3@example.com,en,feria,active,no,");
  });

  it('When a Spanish spreadsheet saved the file with semicolons, then it is read all the same', async () => {
    const response = await upload('email;language\nana@example.com;en\n');

    expect(response.body).toEqual({ imported: 1, skipped: 0, invalid: [] });
    expect((await stored())[0].language).toBe('en');
  });

  it.each([
    ['empty', '', 'El archivo está vacío.'],
    ['only blank lines', '\n\r\n  \n', 'El archivo está vacío.'],
    ['only the header', 'email,language\n', 'El archivo solo tiene la línea de los nombres de columna: no hay nadie que importar.'],
    ['without an email column', 'correo\nana@example.com\n', 'La primera línea debe nombrar las columnas, y una de ellas debe llamarse email.'],
    ['with a quote never closed', 'email\nana@example.com\n"ben@example.com\ncy@example.com\n', 'El archivo no es un CSV válido (línea 4): unas comillas se abren y no se cierran. No se importó nada.'],
  ])('When the file is %s, then it answers 400 with what is wrong and imports nothing', async (_label, csv, message) => {
    const before = await lastAuditId();

    const response = await upload(csv);

    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message });
    expect(await stored()).toEqual([]);
    expect(await auditSince(before)).toEqual([]);
  });

  it('When more than 1,000 lines are bad, then the file is refused whole', async () => {
    const csv = ['email', 'good@example.com', ...Array.from({ length: 1001 }, (_, i) => `bad-${i}`)].join('\n');

    const response = await upload(csv);

    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Más de 1000 líneas no son válidas (la primera, la línea 3: El email «bad-0» no es válido). ¿Es el archivo correcto? No se importó nada.');
    expect(await stored()).toEqual([]);
  });

  it('When the file is not UTF-8, then it answers 400 asking for a UTF-8 CSV', async () => {
    const latin1 = Uint8Array.from([...new TextEncoder().encode('email\nnu'), 0xf1, ...new TextEncoder().encode('ez@example.com\n')]);

    const response = await upload(latin1);

    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'El archivo no está en UTF-8. Guárdalo como «CSV UTF-8» e inténtalo de nuevo.' });
  });

  it.each([
    ['without the consent box', '/api/vip/subscribers/import'],
    ['with consent=false', '/api/vip/subscribers/import?consent=false'],
  ])('When staff import %s, then it answers 400 asking for consent and imports nothing', async (_label, path) => {
    const response = await upload('email\nana@example.com\n', path);

    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'Confirma que estas personas aceptaron recibir emails del Club VIP.' });
    expect(await stored()).toEqual([]);
  });

  it.each([
    ['application/json', '{"email":"ana@example.com"}', 'El archivo debe enviarse como CSV (Content-Type: text/csv).'],
    ['text/plain', 'email\nana@example.com\n', 'El archivo debe enviarse como CSV (Content-Type: text/csv).'],
    ['text/csv; charset=latin1', 'email\nana@example.com\n', 'El archivo debe estar en UTF-8. Guárdalo como «CSV UTF-8».'],
  ])('When the file is sent as %s, then it answers 415', async (contentType, body, message) => {
    const response = await upload(body, IMPORT, contentType);

    expect(response.status).toBe(415);
    expect(response.body).toEqual({ message });
    expect(await stored()).toEqual([]);
  });

  it('When the file is 10 MB (the limit), then it is read whole', async () => {
    const head = 'email\nana@example.com\n';
    const csv = head + 'x'.repeat(SUBSCRIBER_IMPORT_MAX_BYTES - head.length - 1) + '\n';

    const response = await upload(csv);

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ imported: 1, skipped: 0, invalid: [{ line: 3, message: expect.stringMatching(/^El email «x{60}…» no es válido$/) }] });
  });

  it('When the file is over 10 MB, then it answers 413 with the limit, whether its size is declared or streamed', async () => {
    const csv = new Uint8Array(SUBSCRIBER_IMPORT_MAX_BYTES + 1).fill(0x61);
    const declared = await upload(csv);
    const streamed = await fetch(ctx.baseUrl + IMPORT, {
      method: 'POST',
      headers: { 'Content-Type': 'text/csv', Cookie: staff.cookieHeader, Accept: 'application/json' },
      body: new ReadableStream({
        start(controller) {
          controller.enqueue(csv);
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);

    expect(declared.status).toBe(413);
    expect(declared.body).toEqual({ message: 'El archivo supera el límite de 10 MB. Divídelo en varios archivos.' });
    expect(streamed.status).toBe(413);
    expect(await streamed.json()).toEqual({ message: 'El archivo supera el límite de 10 MB. Divídelo en varios archivos.' });
  });

  it('When the file has more lines than the import takes, then it answers 413 and imports nothing', async () => {
    const csv = `email\n${'a@b.co\n'.repeat(SUBSCRIBER_IMPORT_MAX_ROWS + 1)}`;

    const response = await upload(csv);

    expect(response.status).toBe(413);
    expect(response.body).toEqual({ message: 'El archivo tiene más de 200.000 líneas. Divídelo en varios archivos.' });
    expect(await stored()).toEqual([]);
  });
});
