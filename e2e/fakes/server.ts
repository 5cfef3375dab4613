// Local fakes of every third party the site calls, behind one port (FAKES_PORT) that the apps'
// configurations point at (support/servers.ts). Each fake is `startFakeThirdParty`, the
// one the server tests use, answering as third-party-answers.ts says; this front passes each
// mount's requests on to its fake. Specs read what a fake received, and may make it fail or
// answer slowly, through /_control. The mail server is the server tests' SMTP sink
// (`startFakeSmtp`) on SMTP_SINK_PORT; specs read the messages it kept through /_control/mail.
import { request } from 'node:http';
import express, { type NextFunction, type Request, type Response } from 'express';
import { startFakeSmtp } from '../../server/test/fake-smtp';
import { startFakeThirdParty, type FakeAnswer, type FakeThirdParty, type ReceivedCall } from '../../server/test/fake-third-party';
import { readMail } from '../../server/test/read-mail';
import { FAKES_PORT, mainAppEnv, SMTP_SINK_PORT } from '../support/servers';
import { n8nChat, voicePlatform } from '../../server/test/third-party-answers';

/**
 * Streams a spec holds: the reply to `question` stops before chunk `at` until the spec releases
 * it, so a spec sees the reply half written however busy the machine (keyed by the question,
 * as specs at other widths stream at the same time).
 */
const heldStreams = new Map<string, { at: number; released: Promise<void>; release(): void }>();

function heldWhenAsked(answer: (call: ReceivedCall) => FakeAnswer) {
  return (call: ReceivedCall): FakeAnswer => {
    const answered = answer(call);
    const held = heldStreams.get(String((call.json as { chatInput?: unknown } | undefined)?.chatInput));
    if (!answered.stream || !held) return answered;
    return { ...answered, stream: { ...answered.stream, before: (index) => (index === held.at ? held.released : undefined) } };
  };
}

const fakes: Record<string, FakeThirdParty> = {
  voice: await startFakeThirdParty(voicePlatform({ apiKey: mainAppEnv.VOICE_API_KEY })),
  'n8n-chat': await startFakeThirdParty(n8nChat()),
  // A few words every 120 ms: a reply of a few dozen words streams for more than a second,
  // long enough for a spec to see it grow.
  'n8n-chat-stream': await startFakeThirdParty(heldWhenAsked(n8nChat({ streaming: true, gapMs: 120 }))),
  'n8n-video': await startFakeThirdParty(),
  'vip-webhook': await startFakeThirdParty(),
};

const smtp = await startFakeSmtp({ port: SMTP_SINK_PORT });

/** Passes a request on to `fake` as it came (its path below the mount) and the answer back. */
const forwardTo = (fake: FakeThirdParty) => (req: Request, res: Response) => {
  const onward = request(new URL(req.url, fake.url), { method: req.method, headers: req.headers }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(res);
  });
  onward.on('error', (error) => res.status(502).json({ message: error.message }));
  req.pipe(onward);
};

/** A received request's body as a spec reads it: the JSON, the form's fields, or the text. */
async function bodyOf(call: ReceivedCall) {
  if (call.json !== undefined) return call.json;
  const type = call.headers['content-type'] ?? '';
  if (!type.startsWith('multipart/form-data')) return call.text;
  return Object.fromEntries(await new Response(call.text, { headers: { 'content-type': type } }).formData());
}

const app = express();
app.use('/voice', forwardTo(fakes.voice));
app.use('/n8n/webhook/chat-stream', forwardTo(fakes['n8n-chat-stream']));
app.use('/n8n/webhook/chat', forwardTo(fakes['n8n-chat']));
app.use('/n8n/form/video', forwardTo(fakes['n8n-video']));
app.use('/vip-webhook', forwardTo(fakes['vip-webhook']));

/** The fakes a control request names by `fake` (every fake without one). */
function named(name: unknown): Array<[string, FakeThirdParty]> {
  if (name === undefined) return Object.entries(fakes);
  if (typeof name === 'string' && Object.hasOwn(fakes, name)) return [[name, fakes[name]]];
  throw new Error(`No fake named ${String(name)}; the fakes are ${Object.keys(fakes).join(', ')}`);
}

const control = express.Router();
control.get('/received', async (req, res) => {
  const received = named(req.query.fake).flatMap(([fake, { state }]) => state.received.map((call) => ({ fake, call })));
  res.json(await Promise.all(received.map(async ({ fake, call }) => ({ fake, method: call.method, path: call.path, headers: call.headers, body: await bodyOf(call) }))));
});
// The messages the SMTP sink kept for `to` (any letter case), oldest first, as a mail client shows them.
control.get('/mail', (req, res) => {
  const to = String(req.query.to ?? '').toLowerCase();
  const kept = smtp.state.received.filter((message) => message.to.some((address) => address.toLowerCase() === to));
  res.json(kept.map((message) => ({ to: message.to, ...readMail(message.raw) })));
});
control.post('/fail-next', (req, res) => {
  for (const [, { state }] of named(req.body?.fake)) state.failNext = Number(req.body?.count ?? 1);
  res.json({ ok: true });
});
control.post('/delay', (req, res) => {
  for (const [, { state }] of named(req.body?.fake)) state.delayMs = Number(req.body?.ms ?? 0);
  res.json({ ok: true });
});
// The n8n stream's reply to `question` stops before its chunk `at` until /release-stream.
control.post('/hold-stream', (req, res) => {
  let release = () => {};
  const released = new Promise<void>((done) => (release = done));
  heldStreams.set(String(req.body?.question), { at: Number(req.body?.at ?? 3), released, release });
  res.json({ ok: true });
});
control.post('/release-stream', (req, res) => {
  const question = String(req.body?.question);
  heldStreams.get(question)?.release();
  heldStreams.delete(question);
  res.json({ ok: true });
});
control.post('/reset', (req, res) => {
  for (const [, fake] of named(req.body?.fake)) fake.reset();
  res.json({ ok: true });
});
app.use('/_control', express.json(), control, (error: Error, _req: Request, res: Response, _next: NextFunction) => {
  res.status(404).json({ message: error.message });
});

app.get('/health', (_req, res) => {
  res.json({ ok: true });
});

app.listen(FAKES_PORT, '127.0.0.1', () => console.log(`fakes listening on ${FAKES_PORT}`));
