import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { INSIGHTS_TIME_ZONE } from '@shared/insights';
import type { Db } from '../db/client';
import { insightSalts } from '../db/schema';
import { createCache } from '../lib/cache';

/** Bytes of the hash kept: a whole number a JS number holds exactly, and a bigint column stores. */
const VISITOR_BYTES = 6;

/**
 * The visitor of a request for one day: a hash of the day's secret salt, the site, the address
 * and the user agent, of which nothing is kept. The same browser is one visitor all day, and
 * another the next day (a new salt), so no visit can be followed across days.
 */
export function visitorHash(salt: string, site: string, address: string, userAgent: string): number {
  return createHash('sha256').update([salt, site, address, userAgent].join('\n')).digest().readUIntBE(0, VISITOR_BYTES);
}

const dayParts = new Intl.DateTimeFormat('en-US', { timeZone: INSIGHTS_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

const MINUTE_MS = 60_000;
/** The last minute asked for and its day: days change on a whole minute in every time zone. */
let known = { minute: Number.NaN, day: '' };

/** The shop's day of `at` (YYYY-MM-DD in INSIGHTS_TIME_ZONE), the day a visitor is counted on. */
export function shopDay(at: Date): string {
  const minute = Math.floor(at.getTime() / MINUTE_MS);
  if (minute !== known.minute) {
    const part = Object.fromEntries(dayParts.formatToParts(at).map((entry) => [entry.type, entry.value]));
    known = { minute, day: `${part.year}-${part.month}-${part.day}` };
  }
  return known.day;
}

/** Each instance keeps today's salt once read; yesterday's may still be asked for around midnight. */
const SALT_KEEP_MS = 60 * 60 * 1000;

/**
 * The day's salt, shared by every instance: the first to need it stores a random one, and a race
 * between instances keeps the first stored (insert … on conflict do nothing, then read).
 */
export function createSalts(db: Db) {
  const kept = createCache<string>({ maxAgeMs: SALT_KEEP_MS, maxEntries: 2 });
  return {
    forDay: (day: string) =>
      kept.get(day, async () => {
        await db.insert(insightSalts).values({ day, salt: randomBytes(32).toString('base64url') }).onConflictDoNothing();
        const [row] = await db.select({ salt: insightSalts.salt }).from(insightSalts).where(eq(insightSalts.day, day));
        return row.salt;
      }),
  };
}
