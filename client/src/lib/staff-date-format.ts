// The staff screens are Spanish (docs/product.md#languages): their dates read as in Spain.

// Made at the first use, not when a screen's code loads: a page's first Intl formatter loads
// the locale's data.
let dateTime: Intl.DateTimeFormat | undefined;

/** A moment on a staff screen: '4 mar 2025, 15:30' (an ISO string or a Date). */
export const formatStaffDateTime = (moment: string | Date) =>
  (dateTime ??= new Intl.DateTimeFormat('es-ES', { dateStyle: 'medium', timeStyle: 'short' })).format(new Date(moment));

/** A calendar day ('2025-03-30') as a short label: '30/03'. Read from the text, so no time zone moves it. */
export const formatStaffDay = (isoDate: string) => {
  const [, month, day] = isoDate.split('-');
  return `${day}/${month}`;
};

let date: Intl.DateTimeFormat | undefined;

/** A calendar day ('2025-03-30') with its year: '30 mar 2025'. Read from the text, so no time zone moves it. */
export const formatStaffDate = (isoDate: string) => {
  const [year, month, day] = isoDate.split('-').map(Number);
  return (date ??= new Intl.DateTimeFormat('es-ES', { dateStyle: 'medium' })).format(new Date(year, month - 1, day));
};

const zoned = new Map<string, Intl.DateTimeFormat>();

/** A moment on the clock of `timeZone` (the shop's, the buyers'): '1 dic 2026, 9:00'. */
export function formatStaffDateTimeIn(moment: string | Date, timeZone: string) {
  let format = zoned.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('es-ES', { dateStyle: 'medium', timeStyle: 'short', timeZone });
    zoned.set(timeZone, format);
  }
  return format.format(new Date(moment));
}
