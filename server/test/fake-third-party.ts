import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
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
  /** For a streamed answer: how many of its chunks have been written so far. */
  chunksSent?: number;
}

/** An answer written piece by piece, as a streaming webhook does (n8n's "Streaming" response mode). */
export interface FakeStream {
  /** Written one by one, as they are: a chunk may end inside a line or a character. */
  chunks: string[];
  /** Pause before each chunk after the first. */
  gapMs?: number;
  /** Awaited before chunk `index` is written: a test holds the stream there. */
  before?: (index: number) => Promise<void> | void;
  /** After the chunks, cut the connection instead of ending the answer (a stream that breaks off). */
  breakOff?: boolean;
  /** n8n sends its stream as JSON lines. */
  contentType?: string;
}

export interface FakeAnswer {
  status: number;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as is, as text/plain (instead of `body`). */
  text?: string;
  /** Sent piece by piece (instead of `body` and `text`). */
  stream?: FakeStream;
}

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

async function writeStream(res: ServerResponse, status: number, stream: FakeStream, call: ReceivedCall) {
  res.writeHead(status, { 'Content-Type': stream.contentType ?? 'application/json; charset=utf-8', 'Transfer-Encoding': 'chunked' });
  call.chunksSent = 0;
  for (const [index, chunk] of stream.chunks.entries()) {
    if (index > 0 && stream.gapMs) await pause(stream.gapMs);
    await stream.before?.(index);
    if (res.destroyed) return;
    // Counted once the chunk has left for the network, so a test can tell what was really sent.
    await new Promise<void>((written) => res.write(chunk, () => written()));
    call.chunksSent++;
  }
  if (stream.breakOff) res.destroy();
  else res.end();
}

const formOf = async (text: string, contentType: string) =>
  Object.fromEntries([...(await new Response(text, { headers: { 'Content-Type': contentType } }).formData())].map(([name, value]) => [name, String(value)]));

/**
 * A local stand-in for a third party (webhook, voice platform): records every request and
 * answers `answer(call)`, at once or as a stream. It can refuse the next requests (`failNext`), answer slowly
 * (`delayMs`), hold every answer until a test lets it go (`hold()`), or be away altogether (`down()`:
 * nothing listens on its port until `up()`).
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
  let holding: { until: Promise<void>; release(): void } | undefined;

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
        if (state.delayMs) await pause(state.delayMs);
        if (holding) await holding.until;
        if (res.destroyed) return;
        const failing = state.failNext > 0;
        if (failing) state.failNext--;
        const reply: FakeAnswer = failing ? { status: state.failStatus, body: { message: 'failing on purpose' } } : answer(call);
        call.answered = reply.status;
        if (!failing && reply.status < 400) state.delivered.push(call);
        if (reply.stream) await writeStream(res, reply.status, reply.stream, call);
        else if (reply.text !== undefined) res.writeHead(reply.status, { 'Content-Type': 'text/plain; charset=utf-8' }).end(reply.text);
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
    /**
     * Requests wait unanswered (received, `answered` unset) until the returned function is called:
     * a test sees what happens while the third party has not answered yet.
     */
    hold() {
      let release!: () => void;
      const until = new Promise<void>((done) => (release = done));
      const hold = { until, release };
      holding = hold;
      return () => {
        if (holding === hold) holding = undefined;
        release();
      };
    },
    reset() {
      holding?.release();
      holding = undefined;
      state.received = [];
      state.delivered = [];
      state.failNext = 0;
      state.delayMs = 0;
    },
    close: stop,
  };
}

export type FakeThirdParty = Awaited<ReturnType<typeof startFakeThirdParty>>;
