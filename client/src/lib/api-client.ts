/** A non-OK answer. `message` reads 'status: body text or status text' (docs/product.md#messages). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
    /** The answer itself, for its headers (e.g. Retry-After on 429 and 503). */
    readonly response?: Response,
  ) {
    super(`${status}: ${bodyText}`);
    this.name = 'ApiError';
  }

  /** The `message` of the server's `{ message }` body, when there is one. */
  get serverMessage(): string | undefined {
    try {
      const parsed = JSON.parse(this.bodyText) as { message?: unknown };
      return typeof parsed.message === 'string' ? parsed.message : undefined;
    } catch {
      return undefined;
    }
  }
}

async function throwIfNotOk(response: Response) {
  if (response.ok) return;
  const text = (await response.text().catch(() => '')) || response.statusText;
  throw new ApiError(response.status, text, response);
}

async function readJson(response: Response) {
  if (response.status === 204) return undefined;
  const text = await response.text();
  return text ? (JSON.parse(text) as unknown) : undefined;
}

/**
 * The one way the client talks to the API: JSON in, JSON out, cookies included, the answer
 * parsed with the shared zod schema when one is given.
 */
export async function apiRequest<T = unknown>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  body?: unknown,
  schema?: { parse(data: unknown): T },
): Promise<T> {
  const response = await apiFetch(url, {
    method,
    headers: body === undefined ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const data = await readJson(response);
  return schema ? schema.parse(data) : (data as T);
}

/** A raw request for non-JSON answers (CSV downloads); same credentials and error rule. */
export async function apiFetch(url: string, init: RequestInit = {}) {
  const response = await fetch(url, { credentials: 'include', ...init });
  await throwIfNotOk(response);
  return response;
}
