/** One request of a load run: what was sent, what came back and when. */
export interface Outcome {
  /** The n-th request (0-based), e.g. to make a unique e-mail. */
  index: number;
  /** HTTP status, or 0 when the connection failed (reset, refused, timed out). */
  status: number;
  body: unknown;
  retryAfter: string | null;
  startedAt: number;
  ms: number;
  error?: string;
}

interface LoadOptions {
  clients: number;
  /** Sends request number `index`; answers the fetch Response. */
  send(index: number, signal: AbortSignal): Promise<Response>;
  /** A request still unanswered after this long is a hang (recorded with status 0). */
  timeoutMs?: number;
}

/**
 * `clients` concurrent loops, each sending one request after another until `stop()`.
 * Every request is recorded, including failures, so a test can account for each one.
 */
export function startLoad(options: LoadOptions) {
  const outcomes: Outcome[] = [];
  let next = 0;
  const stopping = new AbortController();

  async function loop() {
    while (!stopping.signal.aborted) {
      const index = next++;
      const startedAt = Date.now();
      try {
        const response = await options.send(index, AbortSignal.timeout(options.timeoutMs ?? 10_000));
        const text = await response.text();
        let body: unknown = text;
        try {
          body = JSON.parse(text);
        } catch {
          // Recorded as text: the test says what it expected.
        }
        outcomes.push({ index, status: response.status, body, retryAfter: response.headers.get('retry-after'), startedAt, ms: Date.now() - startedAt });
      } catch (error) {
        outcomes.push({ index, status: 0, body: undefined, retryAfter: null, startedAt, ms: Date.now() - startedAt, error: String(error) });
      }
    }
  }

  const loops = Array.from({ length: options.clients }, loop);
  return {
    outcomes,
    /** Stops sending and waits for the requests in flight. */
    async stop() {
      stopping.abort();
      await Promise.all(loops);
      return outcomes;
    },
  };
}

/** Polls `read` until `done` holds or the time is up; answers the last value read. */
export async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000, everyMs = 100) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
