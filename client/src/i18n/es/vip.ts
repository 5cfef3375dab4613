// Texts of the vip area (Spanish). en/vip.ts mirrors every key.
export const vip = {};
