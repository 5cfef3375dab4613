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
