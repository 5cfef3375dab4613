/**
 * Spaces e-mails evenly at `ratePerSecond` (MAIL_RATE_PER_SECOND), so a provider's sending
 * limit is respected by every e-mail this instance sends, campaigns and welcome e-mails alike
 * (docs/decisions/0058-mail-rate-in-the-mailer.md). Each caller reserves the next free slot
 * and waits for it; without a rate it never waits. Not nodemailer's `rateLimit`/`rateDelta`:
 * its pool lets each pooled connection and each new one past them, and the log has none (0058).
 */
export interface PaceClock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

export function createSendPace(ratePerSecond: number | undefined, clock: PaceClock = realClock) {
  if (!ratePerSecond) return async () => {};
  const intervalMs = 1000 / ratePerSecond;
  let nextSlot = Number.NEGATIVE_INFINITY;
  return async () => {
    const now = clock.now();
    const slot = Math.max(now, nextSlot);
    nextSlot = slot + intervalMs;
    if (slot > now) await clock.sleep(slot - now);
  };
}

const realClock: PaceClock = {
  now: () => performance.now(),
  sleep: (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
};
