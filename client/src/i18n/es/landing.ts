// Texts of the landing area (Spanish). en/landing.ts mirrors every key.
export const landing = {};
