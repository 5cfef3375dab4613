/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, or a tab/return before one) gets a
 * leading apostrophe, so it shows as text (OWASP "CSV injection"). Every CSV staff download goes
 * through it.
 */
export function neutraliseCell(value: string) {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}
