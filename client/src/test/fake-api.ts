import { vi } from 'vitest';

/** One request the screen made, as the fake server saw it. */
export interface ApiCall {
  method: string;
  /** The address as the client asked for it, query string included. */
  url: string;
  /** The address without its query string: what routes are keyed by. */
  path: string;
  /** A JSON body parsed, any other body as it was sent. */
  body: unknown;
}

/** What a route answers: a status and a JSON body, or a ready-made Response (CSV, empty, status text). */
export type FakeReply = { status: number; body?: unknown } | Response;

/** A fixed answer, or a handler that may keep state, wait, or reject (the network is down). */
export type FakeRoute = FakeReply | ((call: ApiCall) => FakeReply | Promise<FakeReply>);

const toResponse = (reply: FakeReply) =>
  reply instanceof Response
    ? // A fixed Response answers more than once: each call reads its own copy.
      reply.clone()
    : new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
        status: reply.status,
        headers: reply.body === undefined ? {} : { 'Content-Type': 'application/json' },
      });

function parseBody(body: BodyInit | null | undefined): unknown {
  if (typeof body !== 'string') return body ?? undefined;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
}

function whenNotAborted<T>(reply: Promise<T>, signal: AbortSignal | null | undefined): Promise<T> {
  if (!signal) return reply;
  return new Promise<T>((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    reply.then(resolve, reject);
  });
}

/**
 * The client tests' one stand-in for the server: answers the browser's `fetch` by
 * `METHOD path` (path without the query string) and records every call in order. A call no
 * route expects gets a 500 `{ message: 'unexpected …' }`, so a test notices a request it did
 * not plan. `routes` may be changed during a test (a server that starts failing).
 */
export function fakeApi(routes: Record<string, FakeRoute> = {}) {
  const calls: ApiCall[] = [];
  const answer = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = String(input);
    const call: ApiCall = { method: init?.method ?? 'GET', url, path: url.split('?')[0], body: parseBody(init?.body) };
    calls.push(call);
    const route = routes[`${call.method} ${call.path}`];
    if (route === undefined) return toResponse({ status: 500, body: { message: `unexpected ${call.method} ${url}` } });
    if (typeof route !== 'function') return toResponse(route);
    // As a real fetch does, a request whose signal aborts (a timeout) rejects even when its route never answers.
    return toResponse(await whenNotAborted(Promise.resolve(route(call)), init?.signal));
  };
  return {
    routes,
    calls,
    /** The calls to one `METHOD path`. */
    callsTo: (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key),
    fetchMock: vi.spyOn(globalThis, 'fetch').mockImplementation(answer),
  };
}

export type FakeApi = ReturnType<typeof fakeApi>;
