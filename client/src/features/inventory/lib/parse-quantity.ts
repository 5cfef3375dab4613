import { INVENTORY_MAX_QUANTITY } from '@shared/inventory';

/** What a quantity input holds as a whole number: empty or non-numeric counts as 0, never below 0. */
export function parseQuantity(raw: string) {
  const value = Math.trunc(Number(raw));
  if (raw.trim() === '' || !Number.isFinite(value)) return 0;
  return Math.min(INVENTORY_MAX_QUANTITY, Math.max(0, value));
}

/** What the field shows while typing: as typed, without leading zeros ('025' → '25'; '0' and '' stay). */
export const typedQuantity = (raw: string) => raw.replace(/^0+(?=\d)/, '');
