import { INSIGHTS_TIME_ZONE } from '@shared/insights';

/** The periods one button away; any other range is chosen with two dates ('custom'). */
export const PERIODS = ['today', '7d', '30d', '12m'] as const;
export type Period = (typeof PERIODS)[number] | 'custom';

export const PERIOD_NAMES: Record<Period, string> = { today: 'Hoy', '7d': '7 días', '30d': '30 días', '12m': '12 meses', custom: 'Elegir fechas' };

/** What /admin/insights and the overview's week show unless told otherwise. */
export const DEFAULT_PERIOD = '7d' satisfies Period;

/** Days inclusive, as the API takes them (YYYY-MM-DD). */
export interface DayRange {
  from: string;
  to: string;
}

// Made at the first use, not when the page's code loads (a first Intl formatter loads locale data).
let shopCalendar: Intl.DateTimeFormat | undefined;

/** Today in the shop's calendar (YYYY-MM-DD): the server's days begin and end at its midnight, wherever staff are. */
export function shopToday(now = new Date()) {
  // en-CA writes a date as YYYY-MM-DD.
  return (shopCalendar ??= new Intl.DateTimeFormat('en-CA', { timeZone: INSIGHTS_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' })).format(now);
}

/** `day` moved by whole days, months or years, on the calendar alone (no time zone can shift it). */
function shift(day: string, { days = 0, years = 0 }: { days?: number; years?: number }) {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year + years, month - 1, date + days)).toISOString().slice(0, 10);
}

/** The days of a period that ends today: 7 days are today and the six before; 12 months start the day after this date a year ago. */
export function rangeOf(period: Exclude<Period, 'custom'>, now = new Date()): DayRange {
  const to = shopToday(now);
  const from = { today: to, '7d': shift(to, { days: -6 }), '30d': shift(to, { days: -29 }), '12m': shift(to, { years: -1, days: 1 }) }[period];
  return { from, to };
}

/** How many days a range covers, both ends included. */
export const daysIn = ({ from, to }: DayRange) => (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;
