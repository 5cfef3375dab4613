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
