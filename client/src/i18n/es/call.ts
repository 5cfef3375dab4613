// Texts of the call area (Spanish). en/call.ts mirrors every key.
export const call = {};
