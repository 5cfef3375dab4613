import { describe, expect, it } from 'vitest';
import { startFakeSmtp } from '../../test/fake-smtp';
import { createLogger, type Logger } from '../lib/logger';
import { createMailer } from './mailer';
import { createSendPace } from './send-pace';

/** A clock that only moves when someone sleeps, recording when each wait ends. */
function fakeClock() {
  let now = 1_000;
  const wakes: number[] = [];
  return {
    now: () => now,
    async sleep(ms: number) {
      now += ms;
      wakes.push(now);
    },
    wakes,
    get time() {
      return now;
    },
  };
}

describe('the send pace (MAIL_RATE_PER_SECOND)', () => {
  it('When no rate is set, then nobody waits', async () => {
    const clock = fakeClock();
    const pace = createSendPace(undefined, clock);
    await Promise.all(Array.from({ length: 100 }, () => pace()));
    expect(clock.time).toBe(1_000);
  });

  it('When 10 e-mails a second are allowed and 30 ask at once, then they leave 100 ms apart: 3 seconds for 30', async () => {
    const clock = fakeClock();
    const pace = createSendPace(10, clock);
    const starts: number[] = [];
    for (let i = 0; i < 30; i++) {
      await pace();
      starts.push(clock.time);
    }
    expect(starts[0]).toBe(1_000);
    expect(starts.slice(1).map((time, i) => time - starts[i])).toEqual(Array.from({ length: 29 }, () => 100));
    expect(starts.at(-1)! - starts[0]).toBe(2_900);
  });

  it('When the sender was idle, then the next e-mail leaves at once (no burst is saved up)', async () => {
    const clock = fakeClock();
    const pace = createSendPace(2, clock);
    await pace();
    await clock.sleep(10_000);
    const before = clock.time;
    await pace();
    expect(clock.time).toBe(before);
    await pace();
    expect(clock.time).toBe(before + 500);
  });
});

describe('the mailer with MAIL_RATE_PER_SECOND', () => {
  it('When 5 e-mails a second are allowed, then each e-mail waits for its slot before it is sent: 4 e-mails span 600 ms', async () => {
    const clock = fakeClock();
    const sentAt: number[] = [];
    const logger = { info: () => sentAt.push(clock.time) } as unknown as Logger;
    const mailer = createMailer({ from: 'ChapinBox <hola@chapinbox.test>', logger, ratePerSecond: 5, clock });
    for (let i = 0; i < 4; i++) await mailer.send({ to: `r${i}@example.com`, subject: 'Hola', text: 'Hola' });
    expect(sentAt).toEqual([1_000, 1_200, 1_400, 1_600]);
  });

  it('When 20 e-mails a second are allowed and 8 go out at once over the pooled SMTP connections, then the last reaches the server no sooner than its slot, 350 ms after the start', async () => {
    const smtp = await startFakeSmtp();
    const mailer = createMailer({ smtpUrl: smtp.url, from: 'ChapinBox <hola@chapinbox.test>', logger: createLogger('silent'), ratePerSecond: 20 });
    try {
      const started = performance.now();
      const results = await Promise.all(Array.from({ length: 8 }, (_, i) => mailer.send({ to: `r${i}@example.com`, subject: 'Hola', text: 'Hola' })));
      const lastDelivered = performance.now();

      expect(results.every((result) => result.status === 'delivered')).toBe(true);
      expect(smtp.state.received).toHaveLength(8);
      expect(lastDelivered - started).toBeGreaterThanOrEqual(350);
    } finally {
      mailer.close();
      await smtp.close();
    }
  });
});
