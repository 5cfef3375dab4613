import { sql } from 'drizzle-orm';
import { SIGNUPS_CHART_DAYS, type DailySignUpsResponse } from '@shared/subscribers';
import type { Db } from '../db/client';
import { vipSubscribers } from '../db/schema';
import { createCache } from '../lib/cache';

const t = vipSubscribers;

type Day = DailySignUpsResponse['days'][number];

/** How long the days before today are kept: only a deletion changes them (at once when made here: `clear`). */
export const PAST_DAYS_KEPT_MS = 60_000;

/**
 * Sign-ups per calendar day in `timeZone` from `daysBefore` days before today to today, zeros
 * too: one count per day over the date index's range for that day, so no row's time is converted.
 */
async function countDays(db: Db, timeZone: string, daysBefore: number): Promise<Day[]> {
  const today = sql`(now() at time zone ${timeZone})::date`;
  const result = await db.execute<{ date: string; count: number }>(sql`
    select to_char(day, 'YYYY-MM-DD') as date,
      (select count(*) from ${t}
       where ${t.subscribedAt} >= (day::timestamp at time zone ${timeZone})
         and ${t.subscribedAt} < ((day + interval '1 day')::timestamp at time zone ${timeZone}))::int as count
    from generate_series(${today} - ${daysBefore}::int, ${today}, interval '1 day') as day
    order by day`);
  return result.rows.map((row) => ({ date: row.date, count: Number(row.count) }));
}

/**
 * The sign-ups chart: the last SIGNUPS_CHART_DAYS days (today included) in the staff member's
 * time zone. Today is counted on every request; the days before it, which only a deletion
 * changes, are kept PAST_DAYS_KEPT_MS per time zone, so a large list's chart counts one day's
 * rows instead of a month's.
 */
export function createDailySignUps(db: Db, options: { now?: () => number } = {}) {
  const kept = createCache<{ today: string; pastDays: Day[] }>({ maxAgeMs: PAST_DAYS_KEPT_MS, maxEntries: 64, now: options.now });
  return {
    async get(timeZone: string): Promise<DailySignUpsResponse> {
      const entry = await kept.peek(timeZone);
      if (entry) {
        const [today] = await countDays(db, timeZone, 0);
        // Past midnight the kept days are a day off: counted again below.
        if (today.date === entry.today) return { days: [...entry.pastDays, today] };
      }
      const since = kept.changes();
      const days = await countDays(db, timeZone, SIGNUPS_CHART_DAYS - 1);
      kept.set(timeZone, { today: days[days.length - 1].date, pastDays: days.slice(0, -1) }, since);
      return { days };
    },
    /** A deletion made on this instance: the kept days are counted again on the next read. */
    clear: () => kept.clear(),
  };
}
