import { PutObjectCommand } from '@aws-sdk/client-s3';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeSmtp, type FakeSmtp } from '../../test/fake-smtp';
import { heldJobs } from '../../test/job-reads';
import { readMail } from '../../test/read-mail';
import { createTestContext, type TestContext } from '../../test/test-context';
import { ebooks, vipSubscribers } from '../db/schema';
import { createMailer } from '../mail/mailer';
import { createStorage } from '../storage/s3';
import { EMBEDDED_S3_CREDENTIALS } from '../storage/embedded-s3';
import { VIP_WELCOME_QUEUE } from './vip.jobs';
import { registerVipWorkers } from './vip.worker';

const ORIGIN = 'https://chapinbox.test';

let ctx: TestContext;
let smtp: FakeSmtp;
let counter = 0;

beforeAll(async () => {
  smtp = await startFakeSmtp();
  const mailer = createMailer({ smtpUrl: smtp.url, from: 'ChapinBox <hola@chapinbox.test>', logger: undefined as never });
  ctx = await createTestContext({
    jobs: true,
    env: { PUBLIC_ORIGIN: ORIGIN },
    mailer,
    registerWorkers: (deps) => registerVipWorkers(deps, { retryDelay: 1 }),
  });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});
afterEach(async () => {
  await ctx.database.db.delete(ebooks);
});

const rowOf = async (email: string) => (await ctx.database.db.select().from(vipSubscribers).where(sql`lower(${vipSubscribers.email}) = ${email}`))[0];

/** A visitor joins through the modal's request; answers their address and token. */
async function joined(language: 'es' | 'en' = 'es') {
  const email = `fan${++counter}@example.com`;
  const response = await ctx.client().post('/api/vip/subscribe', { email, acceptsEmails: true, source: 'vip_modal', language });
  expect(response.status).toBe(201);
  return { email, token: (await rowOf(email)).token };
}

/** A subscriber who pressed the confirm button. */
async function confirmedSubscriber(language: 'es' | 'en' = 'es') {
  const subscriber = await joined(language);
  await ctx.client().post(`/api/vip/confirm?token=${subscriber.token}`);
  expect((await rowOf(subscriber.email)).status).toBe('confirmed');
  return subscriber;
}

/** An ebook staff uploaded (object and row, as a confirmed upload leaves them). */
async function uploadedEbook(content: string, name = 'recetas.pdf') {
  const objectKey = `ebooks/${crypto.randomUUID()}.pdf`;
  await ctx.storage.client.send(new PutObjectCommand({ Bucket: ctx.storage.bucket, Key: objectKey, Body: content, ContentType: 'application/pdf' }));
  await ctx.database.db.insert(ebooks).values({ name, objectKey, size: content.length, status: 'ready' });
  return objectKey;
}

/** A form POST as a browser sends it from the link's page (no-referrer: the Origin is "null"). */
const pressButton = (path: string) =>
  ctx.client().post(path, undefined, { raw: '', headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'null' } });

/** A mail provider's one-click unsubscribe (RFC 8058): form body, no Origin, no cookie. */
const oneClick = (path: string) =>
  ctx.client().post(path, undefined, { raw: 'List-Unsubscribe=One-Click', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });

const formAction = (html: string) => /<form method="post" action="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&');

describe('the confirm link', () => {
  it('When the link is opened (GET), then a bilingual page offers the button and nothing is confirmed', async () => {
    const { email, token } = await joined('en');

    const response = await ctx.client().get(`/api/vip/confirm?token=${token}`);

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(response.text.indexOf('Confirm your email')).toBeLessThan(response.text.indexOf('Confirma tu email'));
    expect(response.text).toContain('>Confirm and download my ebook</button>');
    expect(response.text).toContain('>Confirmar y descargar mi ebook</button>');
    expect(formAction(response.text)).toBe(`/api/vip/confirm?token=${token}`);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const row = await rowOf(email);
    expect(row.status).toBe('pending');
    expect(row.confirmedAt).toBeNull();
  });

  it('When the page shows, then its form may end only here or at the storage the download comes from', async () => {
    const { token } = await joined();
    const downloadOrigin = new URL(ctx.storage.publicEndpoint!).origin;

    const policy = (await ctx.client().get(`/api/vip/confirm?token=${token}`)).headers.get('content-security-policy');

    expect(policy).toContain(`form-action 'self' ${downloadOrigin}`);
    expect(policy).toContain("default-src 'none'");
  });

  it('When the button is pressed, then the address is confirmed and the browser is sent to a short-lived download of the newest ebook', async () => {
    const { email, token } = await joined();
    await uploadedEbook('%PDF-1.4 older');
    const newest = await uploadedEbook('%PDF-1.4 newest');
    await ctx.database.db.update(ebooks).set({ updatedAt: new Date(Date.now() + 1000) }).where(eq(ebooks.objectKey, newest));

    const response = await pressButton(`/api/vip/confirm?token=${token}`);

    expect(response.status).toBe(302);
    const location = response.headers.get('location')!;
    expect(location).toContain(newest);
    expect(location).toContain('X-Amz-Expires=300');
    expect(await (await fetch(location)).text()).toBe('%PDF-1.4 newest');
    const row = await rowOf(email);
    expect(row.status).toBe('confirmed');
    expect(row.confirmedAt).toBeInstanceOf(Date);
  });

  it('When the button is pressed twice, then both times give the ebook and the first confirmation time stays', async () => {
    const { email, token } = await joined();
    await uploadedEbook('%PDF-1.4 twice');
    expect((await pressButton(`/api/vip/confirm?token=${token}`)).status).toBe(302);
    const first = (await rowOf(email)).confirmedAt;

    const again = await ctx.client().get(`/api/vip/confirm?token=${token}`);
    expect(again.status).toBe(200);
    expect(again.text).toContain('>Descargar mi ebook</button>');
    const second = await pressButton(`/api/vip/confirm?token=${token}`);

    expect(second.status).toBe(302);
    expect(await (await fetch(second.headers.get('location')!)).text()).toBe('%PDF-1.4 twice');
    expect((await rowOf(email)).confirmedAt).toEqual(first);
  });

  it('When the button is pressed and no ebook is uploaded yet, then the address is confirmed and a page says the ebook is coming', async () => {
    const { email, token } = await joined('es');

    const response = await pressButton(`/api/vip/confirm?token=${token}`);

    expect(response.status).toBe(200);
    expect(response.text).toContain('¡Tu email está confirmado!');
    expect(response.text).toContain('Your email is confirmed!');
    expect(response.text).toContain('vuelve a abrir el enlace de tu email en unos días');
    expect((await rowOf(email)).status).toBe('confirmed');
  });

  it('When the storage does not answer, then the address is still confirmed and a 503 page asks to come back in a few minutes', async () => {
    const { email, token } = await joined('en');
    const member = await confirmedSubscriber();
    await uploadedEbook('%PDF-1.4 away');
    const deadStorage = createStorage({ endpoint: 'http://127.0.0.1:9', region: 'us-east-1', bucket: ctx.storage.bucket, ...EMBEDDED_S3_CREDENTIALS });
    const storageAway = await createTestContext({ shareWith: ctx, storage: deadStorage });
    try {
      const response = await storageAway.client().post(`/api/vip/confirm?token=${token}`);

      expect(response.status).toBe(503);
      expect(response.text).toContain('We cannot deliver the ebook right now');
      expect(response.text).toContain('Ahora mismo no podemos entregarte el ebook');
      expect((await rowOf(email)).status).toBe('confirmed');
      const download = await storageAway.client().get(`/api/vip/ebook/download?token=${member.token}`);
      expect(download.status).toBe(503);
      expect(download.body).toEqual({ message: 'El ebook no se puede descargar en este momento. Inténtalo de nuevo en unos minutos.' });
    } finally {
      await storageAway.close();
    }
  });

  it('When the subscriber has unsubscribed, then the confirm link has expired (410): nothing is confirmed and no ebook is given', async () => {
    const { email, token } = await joined('es');
    await uploadedEbook('%PDF-1.4 expired');
    await pressButton(`/api/vip/unsubscribe?token=${token}`);

    const opened = await ctx.client().get(`/api/vip/confirm?token=${token}`);
    const pressed = await pressButton(`/api/vip/confirm?token=${token}`);

    for (const response of [opened, pressed]) {
      expect(response.status).toBe(410);
      expect(response.text).toContain('Este enlace ha caducado');
      expect(response.text).toContain('This link has expired');
      expect(response.text).toContain('href="/?lang=es&amp;reset-vip=true"');
      expect(response.text).not.toContain('<form');
    }
    expect(await rowOf(email)).toMatchObject({ status: 'pending', confirmedAt: null, isActive: false });
  });

  it.each([
    ['an unknown token', '?token=nobody-has-this-token'],
    ['no token', ''],
    ['an empty token', '?token='],
    ['a token with markup', '?token=%3Cscript%3Ealert(1)%3C%2Fscript%3E'],
    ['a token that is too long', `?token=${'a'.repeat(101)}`],
    ['a repeated token', '?token=a&token=b'],
  ])('When the confirm link has %s, then GET and POST answer a clear bilingual 404 page', async (_case, query) => {
    for (const response of [await ctx.client().get(`/api/vip/confirm${query}`), await pressButton(`/api/vip/confirm${query}`)]) {
      expect(response.status).toBe(404);
      expect(response.text).toContain('Este enlace no es válido');
      expect(response.text).toContain('This link is not valid');
      expect(response.text).not.toContain('<script>');
    }
  });
});

describe('the unsubscribe link', () => {
  it('When the link is opened (GET), then a page offers the button and the subscriber stays subscribed', async () => {
    const { email, token } = await joined('es');

    const response = await ctx.client().get(`/api/vip/unsubscribe?token=${token}`);

    expect(response.status).toBe(200);
    expect(response.text.indexOf('¿Quieres darte de baja?')).toBeLessThan(response.text.indexOf('Do you want to unsubscribe?'));
    expect(response.text).toContain('>Darme de baja</button>');
    expect(response.text).toContain('>Unsubscribe</button>');
    expect(formAction(response.text)).toBe(`/api/vip/unsubscribe?token=${token}`);
    expect(response.headers.get('content-security-policy')).toContain("form-action 'self';");
    expect(await rowOf(email)).toMatchObject({ isActive: true, unsubscribedAt: null });
  });

  it('When the page\'s button is pressed, then the subscriber is inactive and a bilingual page confirms it', async () => {
    const { email, token } = await joined('en');

    const response = await pressButton(`/api/vip/unsubscribe?token=${token}`);

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(response.text.indexOf('You have been unsubscribed')).toBeLessThan(response.text.indexOf('Te has dado de baja'));
    const row = await rowOf(email);
    expect(row.isActive).toBe(false);
    expect(row.unsubscribedAt).toBeInstanceOf(Date);
  });

  it('When a mail client posts the one-click unsubscribe (no Origin, no cookie), then the subscriber is inactive', async () => {
    const { email, token } = await joined();

    const response = await oneClick(`/api/vip/unsubscribe?token=${token}`);

    expect(response.status).toBe(200);
    expect((await rowOf(email)).isActive).toBe(false);
  });

  it('When a webmail posts the one-click unsubscribe from its own site, then it works too: the token is the only credential', async () => {
    const { email, token } = await joined();

    const response = await ctx.client().post(`/api/vip/unsubscribe?token=${token}`, undefined, {
      raw: 'List-Unsubscribe=One-Click',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://mail.example.net' },
    });

    expect(response.status).toBe(200);
    expect((await rowOf(email)).isActive).toBe(false);
  });

  it('When a cross-site page posts without a token, then nothing changes and no session is touched', async () => {
    const { email } = await joined();

    const response = await ctx.client().post('/api/vip/unsubscribe', undefined, { raw: '', headers: { Origin: 'https://evil.example', Cookie: 'chapinbox.sid=s%3Aforged' } });

    expect(response.status).toBe(404);
    expect(response.text).toContain('Este enlace no es válido');
    expect(response.headers.get('set-cookie')).toBeNull();
    expect((await rowOf(email)).isActive).toBe(true);
  });

  it('When the unsubscribe is posted twice or opened afterwards, then it stays done and the first time is kept', async () => {
    const { email, token } = await joined('es');
    await oneClick(`/api/vip/unsubscribe?token=${token}`);
    const first = (await rowOf(email)).unsubscribedAt;

    expect((await pressButton(`/api/vip/unsubscribe?token=${token}`)).status).toBe(200);
    const opened = await ctx.client().get(`/api/vip/unsubscribe?token=${token}`);

    expect(opened.status).toBe(200);
    expect(opened.text).toContain('Te has dado de baja');
    expect(opened.text).not.toContain('<form');
    expect((await rowOf(email)).unsubscribedAt).toEqual(first);
  });

  it.each([
    ['GET', '?token=nope'],
    ['POST', '?token=nope'],
    ['GET', ''],
    ['POST', ''],
  ])('When %s has an unknown or no token (%s), then a clear bilingual 404 page answers', async (method, query) => {
    const path = `/api/vip/unsubscribe${query}`;
    const response = method === 'GET' ? await ctx.client().get(path) : await oneClick(path);

    expect(response.status).toBe(404);
    expect(response.text).toContain('Este enlace no es válido');
    expect(response.text).toContain('This link is not valid');
  });
});

describe('GET /api/vip/ebook/download', () => {
  it.each([
    ['no token', () => Promise.resolve('')],
    ['an unknown token', () => Promise.resolve('?token=nobody-has-this-token')],
    ['a malformed token', () => Promise.resolve('?token=%00%3Cb%3E')],
    ['the token of a subscriber who has not confirmed', async () => `?token=${(await joined()).token}`],
    [
      'the token of a confirmed subscriber who unsubscribed',
      async () => {
        const { token } = await confirmedSubscriber();
        await oneClick(`/api/vip/unsubscribe?token=${token}`);
        return `?token=${token}`;
      },
    ],
  ])('When asked with %s, then it answers 403 with a message in the visitor\'s language', async (_case, query) => {
    await uploadedEbook('%PDF-1.4 gated');
    const path = `/api/vip/ebook/download${await query()}`;

    const spanish = await ctx.client().get(path);
    const english = await ctx.client().get(path, { headers: { 'Accept-Language': 'en-US' } });

    expect(spanish.status).toBe(403);
    expect(spanish.body).toEqual({ message: 'El ebook es para los miembros del Club VIP: únete y confirma tu email con el enlace que te enviamos.' });
    expect(english.body).toEqual({ message: 'The ebook is for VIP Club members: join and confirm your email with the link we send you.' });
  });

  it('When asked with a confirmed, active subscriber\'s token, then it answers a short-lived link to the ebook', async () => {
    const { token } = await confirmedSubscriber();
    await uploadedEbook('%PDF-1.4 for members');

    const response = await ctx.client().get(`/api/vip/ebook/download?token=${token}`);

    expect(response.status).toBe(200);
    expect(Object.keys(response.body)).toEqual(['downloadURL']);
    expect(response.body.downloadURL).toContain('X-Amz-Expires=300');
    expect(await (await fetch(response.body.downloadURL)).text()).toBe('%PDF-1.4 for members');
  });

  it('When a confirmed subscriber asks and no ebook is uploaded, then it answers 404 with a message', async () => {
    const { token } = await confirmedSubscriber();

    const response = await ctx.client().get(`/api/vip/ebook/download?token=${token}`, { headers: { 'Accept-Language': 'en' } });

    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'The ebook is not available yet. Please try again later.' });
  });
});

describe('joining again after unsubscribing', () => {
  /** Welcome jobs pg-boss holds (waiting, running or done): a sign-up that writes a row adds one. */
  const welcomeJobs = () => heldJobs(ctx.jobs!, VIP_WELCOME_QUEUE);
  const mailsTo = (email: string) =>
    smtp.state.received.filter((mail) => mail.to.some((to) => to.toLowerCase() === email)).map((mail) => readMail(mail.raw));

  // Waits for the welcome e-mails, sent by the worker in the background.
  it('When a confirmed subscriber who unsubscribed joins through the modal again, then they are active, pending, and a new confirmation e-mail goes out', { timeout: 30_000 }, async () => {
    const { email, token } = await confirmedSubscriber('es');
    await expect.poll(() => mailsTo(email).length, { timeout: 20_000 }).toBe(1);
    await oneClick(`/api/vip/unsubscribe?token=${token}`);
    const queued = await welcomeJobs();

    const again = await ctx.client().post('/api/vip/subscribe', { email: email.toUpperCase(), acceptsEmails: true, source: 'floating_button', language: 'en' });

    expect(again.status).toBe(201);
    const row = await rowOf(email);
    expect(row).toMatchObject({ isActive: true, status: 'pending', confirmedAt: null, unsubscribedAt: null, source: 'floating_button', language: 'en', token });
    expect(await welcomeJobs()).toBe(queued + 1);
    await expect.poll(() => mailsTo(email).length, { timeout: 20_000 }).toBe(2);
    const confirmation = mailsTo(email)[1];
    expect(confirmation.subject).toBe('Welcome to the ChapinBox VIP Club! Confirm your email and get your FREE ebook');
    expect(confirmation.text).toContain(`Confirm and get my ebook: ${ORIGIN}/api/vip/confirm?token=${token}`);
    // Until they press the button again, the ebook stays closed to them.
    expect((await ctx.client().get(`/api/vip/ebook/download?token=${token}`)).status).toBe(403);
    expect((await pressButton(`/api/vip/confirm?token=${token}`)).status).toBe(200);
    expect((await rowOf(email)).status).toBe('confirmed');
  });

  it('When an active subscriber signs up again, then no new confirmation is queued', async () => {
    const { email } = await joined();
    const queued = await welcomeJobs();

    const again = await ctx.client().post('/api/vip/subscribe', { email, acceptsEmails: true, source: 'vip_modal' });

    expect(again.status).toBe(409);
    expect(await welcomeJobs()).toBe(queued);
  });
});

describe('the welcome e-mail as the subscriber receives it', () => {
  // Waits for the worker to send it through the SMTP sink.
  it('When a visitor joins in Spanish, then one Spanish e-mail with one confirm button, the unsubscribe link and the one-click headers arrives', { timeout: 30_000 }, async () => {
    const { email, token } = await joined('es');

    await expect.poll(() => smtp.state.received.some((mail) => mail.to.includes(email)), { timeout: 20_000 }).toBe(true);

    const mail = readMail(smtp.state.received.find((received) => received.to.includes(email))!.raw);
    expect(mail.subject).toBe('¡Bienvenido al Club VIP de ChapinBox! Confirma tu email y recibe tu ebook GRATIS');
    expect(mail.headers['list-unsubscribe']).toBe(`<${ORIGIN}/api/vip/unsubscribe?token=${token}>`);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const links = [...mail.html.matchAll(/<a href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map(([, href, label]) => ({ href: href.replace(/&amp;/g, '&'), label }));
    expect(links).toEqual([
      { href: ORIGIN, label: 'ChapinBox' },
      { href: `${ORIGIN}/api/vip/confirm?token=${token}`, label: 'Confirmar y recibir mi ebook' },
      { href: `${ORIGIN}/api/vip/unsubscribe?token=${token}`, label: 'Si ya no quieres recibir nuestros emails, date de baja aquí' },
    ]);
    expect(mail.text).toContain(`Confirmar y recibir mi ebook: ${ORIGIN}/api/vip/confirm?token=${token}`);
    expect(mail.text).toContain(`date de baja aquí: ${ORIGIN}/api/vip/unsubscribe?token=${token}`);
    // Receiving it confirmed nothing.
    expect((await rowOf(email)).status).toBe('pending');
  });
});
