import { createHash, generateKeyPairSync, verify, type KeyObject } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeSmtp, type FakeSmtp } from '../../test/fake-smtp';
import { createLogger } from '../lib/logger';
import { createMailer, SMTP_POOL, type Mailer } from './mailer';

const message = (to: string) => ({ to, subject: 'Hola', text: 'Bienvenido' });

describe('the mailer over SMTP', () => {
  let smtp: FakeSmtp;
  let mailer: Mailer;

  beforeAll(async () => {
    smtp = await startFakeSmtp({ failOnceFor: 'busy@example.com', rejectFor: 'nobody@example.com' });
    mailer = createMailer({ smtpUrl: smtp.url, from: 'ChapinBox <hola@chapinbox.test>', logger: createLogger('silent') });
  });
  afterAll(async () => {
    mailer.close();
    await smtp.close();
  });

  it('When many messages go out at once, then all are delivered over a few pooled connections', async () => {
    const results = await Promise.all(Array.from({ length: 60 }, (_, i) => mailer.send(message(`fan${i}@example.com`))));

    expect(results.every((result) => result.status === 'delivered')).toBe(true);
    expect(smtp.state.received).toHaveLength(60);
    expect(smtp.state.connections).toBeLessThanOrEqual(SMTP_POOL.maxConnections);
  });

  it('When the mailbox is busy (4xx), then the result is a temporary failure with the server’s reason', async () => {
    const result = await mailer.send(message('busy@example.com'));

    expect(result).toEqual({ status: 'temporary-failure', reason: expect.stringContaining('451') });
    expect(result.status === 'temporary-failure' && result.reason).toContain('Mailbox busy, try later');
  });

  it('When the mailbox does not exist (5xx), then the result is a permanent failure with the server’s reason', async () => {
    const result = await mailer.send(message('nobody@example.com'));

    expect(result).toEqual({ status: 'permanent-failure', reason: expect.stringContaining('550') });
    expect(result.status === 'permanent-failure' && result.reason).toContain('No such mailbox here');
  });

  it('When the SMTP server is away, then the result is a temporary failure, and it delivers again once the server is back', { timeout: 30_000 }, async () => {
    await smtp.down();
    const away = await mailer.send(message('later@example.com'));
    expect(away.status).toBe('temporary-failure');

    await smtp.up();
    expect(await mailer.send(message('later@example.com'))).toEqual({ status: 'delivered' });
  });
});

describe('the mailer without SMTP_URL', () => {
  it('When a message is sent, then it is written to the log and reported delivered', async () => {
    const lines: unknown[] = [];
    const logger = { info: (entry: unknown) => lines.push(entry) } as unknown as ReturnType<typeof createLogger>;
    const mailer = createMailer({ from: 'ChapinBox <hola@chapinbox.test>', logger });

    expect(await mailer.send(message('ana@example.com'))).toEqual({ status: 'delivered' });
    expect(lines).toEqual([{ mail: { to: 'ana@example.com', subject: 'Hola', text: 'Bienvenido' } }]);
  });

  it('When hundreds of messages are logged at once, then other work (a request, a timer) gets its turn before they are all done', async () => {
    const mailer = createMailer({ from: 'ChapinBox <hola@chapinbox.test>', logger: createLogger('silent') });
    let delivered = 0;
    let deliveredWhenOtherWorkRan = -1;

    const sends = Array.from({ length: 500 }, (_, i) => mailer.send(message(`fan${i}@example.com`)).then(() => delivered++));
    setImmediate(() => (deliveredWhenOtherWorkRan = delivered));
    await Promise.all(sends);

    expect(delivered).toBe(500);
    expect(deliveredWhenOtherWorkRan).toBeGreaterThanOrEqual(0);
    expect(deliveredWhenOtherWorkRan).toBeLessThan(500);
  });
});

/** Checks a raw message's DKIM-Signature (relaxed/relaxed, rsa-sha256) with `publicKey`, as a receiving server would. */
function dkimVerifies(raw: string, publicKey: KeyObject) {
  const [head, ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join('\r\n\r\n');
  const fields = head.replace(/\r?\n(?=[ \t])/g, '').split(/\r?\n/);
  const relaxedHeader = (field: string) => {
    const at = field.indexOf(':');
    return `${field.slice(0, at).trim().toLowerCase()}:${field.slice(at + 1).replace(/[ \t]+/g, ' ').trim()}`;
  };
  const signatureField = fields.find((field) => /^dkim-signature:/i.test(field))!;
  const tags = Object.fromEntries(signatureField.slice(signatureField.indexOf(':') + 1).split(';').map((tag) => tag.trim().split(/=(.*)/s).slice(0, 2).map((part) => part.replace(/\s+/g, ''))));
  const canonicalBody = `${body.split(/\r?\n/).map((line) => line.replace(/[ \t]+/g, ' ').replace(/ $/, '')).join('\r\n').replace(/(\r\n)*$/, '')}\r\n`;
  const bodyHashMatches = createHash('sha256').update(canonicalBody).digest('base64') === tags.bh;
  const unused = [...fields];
  const signed = (tags.h as string).split(':').map((name) => {
    const index = unused.findLastIndex((field) => field.toLowerCase().startsWith(`${name.toLowerCase()}:`));
    return index === -1 ? '' : `${relaxedHeader(unused.splice(index, 1)[0])}\r\n`;
  });
  const unsignedSignature = relaxedHeader(signatureField).replace(/b=[^;]*$/, 'b=');
  const headersValid = verify('sha256', Buffer.from(signed.join('') + unsignedSignature), publicKey, Buffer.from(tags.b, 'base64'));
  return { domain: tags.d, selector: tags.s, bodyHashMatches, headersValid };
}

describe('the mailer signing with DKIM', () => {
  it('When DKIM is configured, then each message carries a signature that verifies with the published key', async () => {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const smtp = await startFakeSmtp();
    const mailer = createMailer({
      smtpUrl: smtp.url,
      from: 'ChapinBox <hola@chapinbox.test>',
      logger: createLogger('silent'),
      dkim: { domainName: 'chapinbox.test', keySelector: 'mail2026', privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString() },
    });
    try {
      expect(await mailer.send({ to: 'ana@example.com', subject: 'Bienvenida al Club', text: 'Hola Ana,\n\ntu ebook te espera.  Saludos\n' })).toEqual({ status: 'delivered' });
      const { raw } = smtp.state.received[0];
      expect(dkimVerifies(raw, publicKey)).toEqual({ domain: 'chapinbox.test', selector: 'mail2026', bodyHashMatches: true, headersValid: true });
      // A message changed on the way no longer verifies.
      expect(dkimVerifies(raw.replace('Bienvenida al Club', 'Bienvenida al club'), publicKey).headersValid).toBe(false);
    } finally {
      mailer.close();
      await smtp.close();
    }
  });
});
