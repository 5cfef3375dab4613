/**
 * The 10,000 most common passwords (`common-passwords.json`, with its source and license),
 * loaded on demand: the server loads them once at start, the browser as a lazy chunk when a
 * new-password form opens, so the list never reaches the landing page
 * (docs/decisions/0036-password-policy.md).
 */
let listed: ReadonlySet<string> | undefined;
let loading: Promise<void> | undefined;

export function loadCommonPasswords(): Promise<void> {
  loading ??= import('./common-passwords.json').then(
    (module) => {
      listed = new Set(module.default.passwords);
    },
    (error: unknown) => {
      // A failed chunk download in the browser is tried again by the next call.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

export const commonPasswordsLoaded = () => listed !== undefined;

/** True for a listed password in any letter case; false while the list is not loaded. */
export const isListedCommonPassword = (password: string) => listed?.has(password.toLowerCase()) ?? false;
