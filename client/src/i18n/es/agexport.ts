// Texts of the agexport area (Spanish). en/agexport.ts mirrors every key.
export const agexport = {};
