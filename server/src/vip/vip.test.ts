import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setUpSignUpContext } from '../../test/vip-sign-up-context';
import { vipSubscribers } from '../db/schema';
import { SUBSCRIBE_RATE_LIMIT } from './vip.routes';

const context = setUpSignUpContext();
let ipCounter = 0;
/** Each call looks like another visitor (TRUST_PROXY is on), so the per-IP limit stays out of the way. */
const freshIp = () => ({ 'X-Forwarded-For': `10.1.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}` });

const subscribe = (body: unknown, headers: Record<string, string> = freshIp()) => context().client().post('/api/vip/subscribe', body, { headers });
const valid = { email: 'maria@example.com', acceptsEmails: true, source: 'vip_modal' };
const rowsFor = (email: string) =>
  context().database.db.select().from(vipSubscribers).where(sql`lower(${vipSubscribers.email}) = ${email.toLowerCase()}`);


describe('POST /api/vip/subscribe validation', () => {
  it.each([
    ['the e-mail is missing', { acceptsEmails: true }, 'email'],
    ['the e-mail is empty', { email: '   ', acceptsEmails: true }, 'email'],
    ['the e-mail has no @', { email: 'maria.example.com', acceptsEmails: true }, 'email'],
    ['the e-mail has no domain ending', { email: 'maria@example', acceptsEmails: true }, 'email'],
    ['the e-mail is not text', { email: 42, acceptsEmails: true }, 'email'],
    ['the e-mail is longer than 254 characters', { email: `${'a'.repeat(64)}@${'b'.repeat(190)}.com`, acceptsEmails: true }, 'email'],
    ['acceptsEmails is missing', { email: 'maria@example.com' }, 'acceptsEmails'],
    ['acceptsEmails is not a boolean', { email: 'maria@example.com', acceptsEmails: 'yes' }, 'acceptsEmails'],
    ['the source is too long', { ...valid, source: 'x'.repeat(41) }, 'source'],
    ['the source has markup', { ...valid, source: '<script>' }, 'source'],
    ['the language is unknown', { ...valid, language: 'fr' }, 'language'],
  ])('When %s, then it answers 400 naming that field and stores nothing', async (_case, body, field) => {
    const response = await subscribe(body);

    expect(response.status).toBe(400);
    expect(response.body.issues.map((issue: { path: string[] }) => issue.path[0])).toContain(field);
    expect(await context().database.db.select().from(vipSubscribers)).toEqual([]);
  });
});

describe('POST /api/vip/subscribe', () => {
  it('When a new e-mail signs up, then it answers 201 and records the consent, source and language', async () => {
    const response = await subscribe({ email: '  Maria@Example.com ', acceptsEmails: true, source: 'feature_card', language: 'en' });

    expect(response.status).toBe(201);
    expect(response.body).toEqual({ isAlreadySubscribed: false, message: 'Welcome to the VIP Club! Check your email for your free EBOOK.' });
    const [row] = await rowsFor('maria@example.com');
    expect(row).toMatchObject({ email: 'Maria@Example.com', source: 'feature_card', language: 'en', acceptsEmails: true, isActive: true, status: 'pending' });
    expect(row.consentAt).toBeInstanceOf(Date);
    expect(row.token).toMatch(/^[\w-]{32}$/);
  });

  it('When no language is sent, then the answer follows Accept-Language', async () => {
    const response = await subscribe(valid, { ...freshIp(), 'Accept-Language': 'es-GT,es;q=0.9' });

    expect(response.body.message).toBe('¡Bienvenido al Club VIP! Revisa tu email para recibir tu EBOOK GRATIS.');
    expect((await rowsFor(valid.email))[0].language).toBe('es');
  });

  it('When the same e-mail signs up again in other letter case, then it answers 409 and keeps one row', async () => {
    await subscribe(valid);

    const response = await subscribe({ ...valid, email: 'MARIA@example.COM', language: 'es' });

    expect(response.status).toBe(409);
    expect(response.body).toEqual({ isAlreadySubscribed: true, message: 'Este email ya está suscrito al Club VIP.' });
    expect(await rowsFor(valid.email)).toHaveLength(1);
  });

  it('When 25 identical sign-ups arrive at once, then exactly one row exists and one answer is 201', async () => {
    const responses = await Promise.all(Array.from({ length: 25 }, () => subscribe({ ...valid, email: 'race@example.com' })));

    const statuses = responses.map((response) => response.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(24);
    expect(await rowsFor('race@example.com')).toHaveLength(1);
  });

  it('When an unsubscribed e-mail signs up again, then it is reactivated with the new consent, pending until confirmed again (201, same row)', async () => {
    await subscribe({ ...valid, source: 'vip_modal', language: 'es' });
    const [before] = await rowsFor(valid.email);
    await context().client().post(`/api/vip/confirm?token=${before.token}`);
    await context().client().post(`/api/vip/unsubscribe?token=${before.token}`);
    expect((await rowsFor(valid.email))[0]).toMatchObject({ isActive: false, status: 'confirmed' });

    const response = await subscribe({ ...valid, source: 'floating_button', language: 'en' });

    expect(response.status).toBe(201);
    const rows = await rowsFor(valid.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: before.id, isActive: true, unsubscribedAt: null, source: 'floating_button', language: 'en', status: 'pending', confirmedAt: null, token: before.token });
    expect(rows[0].subscribedAt.getTime()).toBeGreaterThanOrEqual(before.subscribedAt.getTime());
  });
});

describe('POST /api/vip/subscribe limits per address (docs/product.md#vip-club)', () => {
  const sameIp = (language = 'es') => ({ 'X-Forwarded-For': '203.0.113.9', 'Accept-Language': language });
  const countRows = async () => (await context().database.db.select().from(vipSubscribers)).length;

  it('When 50 different people join from one address (a trade-fair Wi-Fi), then every one is stored', async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => subscribe({ ...valid, email: `visitor${i}@example.com` }, sameIp())));

    expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(201));
    expect(await countRows()).toBe(50);
  });

  it('When the same e-mails are sent again and again from one address, then the repeats do not count against it', async () => {
    const emails = Array.from({ length: SUBSCRIBE_RATE_LIMIT.limit }, (_, i) => `regular${i}@example.com`);
    for (const round of [1, 2, 3]) {
      const answers = await Promise.all(emails.map((email) => subscribe({ ...valid, email }, sameIp())));
      expect(answers.map((answer) => answer.status)).toEqual(Array(emails.length).fill(round === 1 ? 201 : 409));
    }

    // The address has used its whole allowance on distinct e-mails: the next new one is refused,
    // while a repeat of one already counted still gets its real answer.
    expect((await subscribe({ ...valid, email: 'newcomer@example.com' }, sameIp())).status).toBe(429);
    expect((await subscribe({ ...valid, email: emails[0] }, sameIp())).status).toBe(409);
  });

  it('When a script sends hundreds of distinct e-mails from one address, then it is stopped with 429 in the visitor’s language', async () => {
    const answers = await Promise.all(Array.from({ length: 300 }, (_, i) => subscribe({ ...valid, email: `bot${i}@example.com` }, sameIp('en'))));

    const refused = answers.filter((answer) => answer.status === 429);
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(SUBSCRIBE_RATE_LIMIT.limit);
    expect(refused).toHaveLength(300 - SUBSCRIBE_RATE_LIMIT.limit);
    expect(refused[0].body).toEqual({ message: 'Too many attempts. Please wait a few minutes and try again.' });
    expect(Number(refused[0].headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await countRows()).toBe(SUBSCRIBE_RATE_LIMIT.limit);

    const spanish = await subscribe({ ...valid, email: 'otro-bot@example.com', language: 'es' }, sameIp('en'));
    expect(spanish.status).toBe(429);
    expect(spanish.body).toEqual({ message: 'Demasiados intentos. Espera unos minutos e intenta de nuevo.' });
    expect(await rowsFor('otro-bot@example.com')).toEqual([]);
  });
});

describe('POST /api/vip/subscribe honeypot', () => {
  it('When the hidden website field is filled (a bot), then it answers 201 exactly as for a real sign-up and stores nothing', async () => {
    const real = await subscribe({ ...valid, email: 'person@example.com', language: 'en' });

    const bot = await subscribe({ ...valid, email: 'bot@example.com', language: 'en', website: 'https://spam.example' });

    expect(bot.status).toBe(real.status);
    expect(bot.body).toEqual(real.body);
    expect(await rowsFor('bot@example.com')).toEqual([]);
    expect(await rowsFor('person@example.com')).toHaveLength(1);
  });

  it('When the website field is sent empty or blank (autofill that left nothing), then the sign-up is stored', async () => {
    expect((await subscribe({ ...valid, email: 'empty@example.com', website: '' })).status).toBe(201);
    expect((await subscribe({ ...valid, email: 'blank@example.com', website: '   ' })).status).toBe(201);

    expect(await rowsFor('empty@example.com')).toHaveLength(1);
    expect(await rowsFor('blank@example.com')).toHaveLength(1);
  });

  it('When the website field is not text, then it answers 400 naming it and stores nothing', async () => {
    const response = await subscribe({ ...valid, website: 42 });

    expect(response.status).toBe(400);
    expect(response.body.issues.map((issue: { path: string[] }) => issue.path[0])).toContain('website');
    expect(await context().database.db.select().from(vipSubscribers)).toEqual([]);
  });
});
