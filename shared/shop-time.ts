/**
 * The shop's clock: the times staff type (a campaign's send) are in the shop's time zone, a
 * site setting (Guatemala's by default; El Salvador shares it); most buyers read US Eastern
 * time, shown beside it where a moment matters to them. The statistics' days stay on
 * Guatemala's clock: days already counted cannot move to another zone.
 */
export const SHOP_TIME_ZONE = 'America/Guatemala';
export const BUYERS_TIME_ZONE = 'America/New_York';

/** The zones staff may choose: the name the settings list and the clock the admin writes beside a time. */
export const SHOP_TIME_ZONES = [
  { id: 'America/Guatemala', name: 'Guatemala', clock: 'hora de Guatemala' },
  { id: 'America/El_Salvador', name: 'El Salvador', clock: 'hora de El Salvador' },
  { id: 'America/Tegucigalpa', name: 'Honduras', clock: 'hora de Honduras' },
  { id: 'America/Mexico_City', name: 'Ciudad de México', clock: 'hora de Ciudad de México' },
  { id: 'America/New_York', name: 'Este de EE. UU.', clock: 'Este de EE. UU.' },
  { id: 'America/Chicago', name: 'Centro de EE. UU.', clock: 'Centro de EE. UU.' },
  { id: 'America/Denver', name: 'Montaña de EE. UU.', clock: 'Montaña de EE. UU.' },
  { id: 'America/Los_Angeles', name: 'Pacífico de EE. UU.', clock: 'Pacífico de EE. UU.' },
] as const;
export type ShopTimeZone = (typeof SHOP_TIME_ZONES)[number]['id'];
export const SHOP_TIME_ZONE_IDS = SHOP_TIME_ZONES.map((zone) => zone.id) as [ShopTimeZone, ...ShopTimeZone[]];

/** How the admin names the zone's clock beside a time ('hora de Guatemala'); an unknown id reads as itself. */
export const shopClockName = (id: string) => SHOP_TIME_ZONES.find((zone) => zone.id === id)?.clock ?? id;

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** How far `timeZone`'s wall clock is ahead of UTC at `instant`, in milliseconds. */
function zoneOffset(instant: number, timeZone: string) {
  let format = offsetFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' });
    offsetFormats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, Number(part.value)]));
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second) - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant a wall-clock date and time ('2026-12-01', '09:30') mean in `timeZone`. A time
 * skipped by a daylight-saving change reads as the hour after; Guatemala has none.
 */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const first = wall - zoneOffset(wall, timeZone);
  const second = wall - zoneOffset(first, timeZone);
  // Inside a skipped hour the second guess lands before the change: the first is after it.
  return new Date(second + zoneOffset(second, timeZone) === wall ? second : first);
}

/** The wall-clock date and time ('2026-12-01', '09:30') of `instant` in `timeZone`: the inverse of zonedInstant. */
export function zonedWallClock(instant: Date, timeZone: string) {
  const shifted = new Date(instant.getTime() + zoneOffset(instant.getTime(), timeZone));
  const iso = shifted.toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}
