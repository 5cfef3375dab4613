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
}

export interface FakeAnswer {
  status: number;
  body?: unknown;
}

/**
 * A local stand-in for a third party (webhook, voice platform): records every request and
 * answers `answer(call)`. It can refuse the next requests (`failNext`), answer slowly
 * (`delayMs`), or be away altogether (`down()`: nothing listens on its port until `up()`).
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
        let json: unknown;
        if (/json/.test(req.headers['content-type'] ?? '')) {
          try {
            json = JSON.parse(text);
          } catch {
            json = undefined;
          }
        }
        const call: ReceivedCall = { method: req.method ?? 'GET', path: req.url ?? '/', headers: req.headers, text, json };
        state.received.push(call);
        if (state.delayMs) await new Promise((done) => setTimeout(done, state.delayMs));
        if (res.destroyed) return;
        const failing = state.failNext > 0;
        if (failing) state.failNext--;
        const { status, body } = failing ? { status: state.failStatus, body: { message: 'failing on purpose' } } : answer(call);
        if (!failing && status < 400) state.delivered.push(call);
        res.writeHead(status, { 'Content-Type': 'application/json' }).end(body === undefined ? '' : JSON.stringify(body));
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
