// oxlint-disable-next-line typescript/no-explicit-any -- each test asserts the body it expects; typing every one would add nothing.
type AnyBody = any;

export interface TestResponse<T = AnyBody> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

interface RequestOptions {
  headers?: Record<string, string>;
  /** A raw body sent as is (for malformed JSON, other content types…). */
  raw?: string | Uint8Array | FormData;
}

/** fetch with a cookie jar, JSON by default, answering `{ status, body, text, headers }`. */
export class TestClient {
  private cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  setCookie(name: string, value: string) {
    this.cookies.set(name, value);
  }

  get cookieHeader() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async request<T = AnyBody>(method: string, path: string, body?: unknown, options: RequestOptions = {}): Promise<TestResponse<T>> {
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    if (this.cookies.size) headers.Cookie = this.cookieHeader;
    let payload: string | Uint8Array | FormData | undefined = options.raw;
    if (payload === undefined && body !== undefined) {
      payload = JSON.stringify(body);
      headers['Content-Type'] ??= 'application/json';
    }
    const response = await fetch(this.baseUrl + path, { method, headers, body: payload as BodyInit | undefined, redirect: 'manual' });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index);
      const value = pair.slice(index + 1);
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // Not JSON (HTML, CSV): `body` keeps the text.
    }
    return { status: response.status, headers: response.headers, body: parsed as T, text };
  }

  get<T = AnyBody>(path: string, options?: RequestOptions) {
    return this.request<T>('GET', path, undefined, options);
  }
  post<T = AnyBody>(path: string, body?: unknown, options?: RequestOptions) {
    return this.request<T>('POST', path, body, options);
  }
  put<T = AnyBody>(path: string, body?: unknown, options?: RequestOptions) {
    return this.request<T>('PUT', path, body, options);
  }
  delete<T = AnyBody>(path: string, options?: RequestOptions) {
    return this.request<T>('DELETE', path, undefined, options);
  }
}

/**
 * A setup step's check (in a hook, where `expect` reports poorly): answers the response, or
 * fails the setup with what came back instead of `status`.
 */
export function setupStep<T>(response: TestResponse<T>, status: number): TestResponse<T> {
  if (response.status !== status) throw new Error(`setup step answered ${response.status} instead of ${status}: ${response.text.slice(0, 300)}`);
  return response;
}
