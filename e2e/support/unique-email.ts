/** An address no other run or spec has signed up with: `name-<time>-<random>@example.com`. */
export const uniqueEmail = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
