import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedCall {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  /** The body as text (JSON, multipart…). */
  text: string;
  /** The body parsed when it is JSON. */
  json?: unknown;
  /** The fields of a form (multipart or urlencoded) body. */
  form?: Record<string, string>;
  /** The status it was answered with. */
  answered?: number;
}

export interface FakeAnswer {
  status: number;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as is, as text/plain (instead of `body`). */
  text?: string;
}

const formOf = async (text: string, contentType: string) =>
  Object.fromEntries([...(await new Response(text, { headers: { 'Content-Type': contentType } }).formData())].map(([name, value]) => [name, String(value)]));

/**
 * A local stand-in for a third party (webhook, voice platform): records every request and
 * answers `answer(call)`. It can refuse the next requests (`failNext`), answer slowly
 * (`delayMs`), or be away altogether (`down()`: nothing listens on its port until `up()`).
 * Every server test that talks to a third party over HTTP uses this one.
 */
export async function startFakeThirdParty(answer: (call: ReceivedCall) => FakeAnswer = () => ({ status: 200, body: { ok: true } })) {
  const state = {
    received: [] as ReceivedCall[],
    /** Requests answered normally (not failed). */
    delivered: [] as ReceivedCall[],
    failNext: 0,
    failStatus: 503,
    delayMs: 0,
  };
  let server: Server | undefined;
  let port = 0;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = createServer(async (req, res) => {
        const chunks: Buffer[] = [];
        for await (const chunk of req) chunks.push(chunk as Buffer);
        const text = Buffer.concat(chunks).toString('utf8');
        const contentType = req.headers['content-type'] ?? '';
        let json: unknown;
        if (contentType.includes('json')) {
          try {
            json = JSON.parse(text);
          } catch {
            json = undefined;
          }
        }
        const isForm = contentType.startsWith('multipart/form-data') || contentType.startsWith('application/x-www-form-urlencoded');
        const form = isForm ? await formOf(text, contentType) : undefined;
        const call: ReceivedCall = { method: req.method ?? 'GET', path: req.url ?? '/', headers: req.headers, text, json, form };
        state.received.push(call);
        if (state.delayMs) await new Promise((done) => setTimeout(done, state.delayMs));
        if (res.destroyed) return;
        const failing = state.failNext > 0;
        if (failing) state.failNext--;
        const reply: FakeAnswer = failing ? { status: state.failStatus, body: { message: 'failing on purpose' } } : answer(call);
        call.answered = reply.status;
        if (!failing && reply.status < 400) state.delivered.push(call);
        if (reply.text !== undefined) res.writeHead(reply.status, { 'Content-Type': 'text/plain; charset=utf-8' }).end(reply.text);
        else res.writeHead(reply.status, { 'Content-Type': 'application/json' }).end(reply.body === undefined ? '' : JSON.stringify(reply.body));
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as AddressInfo).port;
        resolve();
      });
    });

  const stop = async () => {
    if (!server) return;
    const closing = server;
    server = undefined;
    closing.closeAllConnections();
    await new Promise<void>((done) => closing.close(() => done()));
  };

  await listen();
  return {
    state,
    get url() {
      return `http://127.0.0.1:${port}`;
    },
    /** Nothing listens any more: callers get ECONNREFUSED. */
    down: stop,
    /** Listens again on the same port. */
    up: listen,
    reset() {
      state.received = [];
      state.delivered = [];
      state.failNext = 0;
      state.delayMs = 0;
    },
    close: stop,
  };
}

export type FakeThirdParty = Awaited<ReturnType<typeof startFakeThirdParty>>;
