import { DIRECT_SOURCE, INSIGHTS_TIME_ZONE } from '@shared/insights';
import type { TestContext } from '../../test/test-context';
import { addDays } from './insight-rollup';
import { shopDay } from './insight-visitor';

export const PHONE_AGENT = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
export const DESKTOP_AGENT = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
export const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** The shop's day `days` from today (negative: before). */
export const shopDayFromToday = (days: number) => addDays(shopDay(new Date()), days);

export interface EventSeed {
  /** A shop day (YYYY-MM-DD); absent: now. */
  day?: string;
  /** The hour of that day in the shop's time zone. */
  hour?: number;
  visitor: number;
  name?: string;
  path?: string;
  language?: string;
  source?: string;
  campaign?: string;
  device?: string;
  box?: string;
  place?: string;
  detail?: string;
}

/** Writes events straight into insight_events, at a chosen shop day and hour (the API stamps them now). */
export async function seedEvents(ctx: TestContext, events: EventSeed[]) {
  for (const event of events) {
    await ctx.database.pool.query(
      `insert into insight_events (at, visitor, name, path, language, source, campaign, device, box, place, detail)
       values (coalesce(($1::date + make_interval(hours => $2::int))::timestamp at time zone '${INSIGHTS_TIME_ZONE}', now()),
         $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
      [
        event.day ?? null,
        event.hour ?? 12,
        event.visitor,
        event.name ?? 'pageview',
        event.path ?? '/',
        event.language ?? 'es',
        event.source ?? DIRECT_SOURCE,
        event.campaign ?? null,
        event.device ?? 'phone',
        event.box ?? null,
        event.place ?? null,
        event.detail ?? null,
      ],
    );
  }
}
