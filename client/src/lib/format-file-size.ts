import { formatStaffNumber } from '@/lib/staff-number-format';

const UNITS = ['Bytes', 'KB', 'MB', 'GB'] as const;

/** 1536 → '1,5 KB' (binary multiples, Spanish decimals), as the staff screens show sizes. */
export function formatFileSize(bytes: number) {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  const exponent = Math.min(UNITS.length - 1, Math.floor(Math.log(bytes) / Math.log(1024)));
  const value = bytes / 1024 ** exponent;
  return `${formatStaffNumber(value, 2)} ${UNITS[exponent]}`;
}
