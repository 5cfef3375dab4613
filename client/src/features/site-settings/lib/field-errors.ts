import { ApiError } from '@/lib/api-client';

/**
 * The server's refusal of a save (400 `{message, issues}`) as one message per form field,
 * keyed by the field's path in the settings document (the request's `settings.` dropped).
 */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  try {
    const { issues } = JSON.parse(error.bodyText) as { issues?: Array<{ path?: unknown[]; message?: unknown }> };
    const errors: Record<string, string> = {};
    for (const issue of issues ?? []) {
      const path = (issue.path ?? []).map(String);
      if (path[0] === 'settings') path.shift();
      const key = path.join('.');
      if (key && typeof issue.message === 'string') errors[key] ??= issue.message;
    }
    return errors;
  } catch {
    return {};
  }
}
