// The staff screens are Spanish (docs/product.md#languages): their numbers read as in Spain
// ('12.345', '1,5'), beside their dates (staff-date-format.ts).

// Made at the first use, one per number of decimals, not when a screen's code loads: a page's
// first Intl formatter loads the locale's data.
const formats = new Map<number, Intl.NumberFormat>();

/** A number on a staff screen: 12345 → '12.345', 1.5 → '1,5' (up to three decimals unless told). */
export function formatStaffNumber(value: number, maximumFractionDigits = 3) {
  let format = formats.get(maximumFractionDigits);
  if (!format) {
    format = new Intl.NumberFormat('es-ES', { maximumFractionDigits });
    formats.set(maximumFractionDigits, format);
  }
  return format.format(value);
}

const percents = new Map<number, Intl.NumberFormat>();

/**
 * A share on a staff screen, as Spanish writes it with a no-break space: 0.384 → '38 %'.
 * Under 10 % it keeps one decimal (0.004 → '0,4 %'), so a small share never reads as nothing.
 */
export function formatStaffPercent(ratio: number) {
  const digits = Math.abs(ratio) < 0.1 ? 1 : 0;
  let format = percents.get(digits);
  if (!format) {
    format = new Intl.NumberFormat('es-ES', { style: 'percent', maximumFractionDigits: digits });
    percents.set(digits, format);
  }
  return format.format(ratio);
}
