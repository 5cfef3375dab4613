import type { FakeAnswer, ReceivedCall } from './fake-third-party';

/**
 * How each third party the site calls answers, for `startFakeThirdParty` (fake-third-party.ts, which also records the requests and can fail, slow down or go away).
 * The VIP webhook and the n8n video form only need a 2xx: the fake's default answer.
 */

/**
 * What the voice platform's POST /call/web answers: more than the client needs, including what
 * our server must not pass on (the organisation id, recording settings, the assistant's model).
 */
export const voiceWebCall = (id: string, assistantId?: string) => ({
  id,
  orgId: 'fake-org',
  type: 'webCall',
  status: 'queued',
  assistantId,
  webCallUrl: `https://chapinbox-fake.daily.co/${id}`,
  artifactPlan: { videoRecordingEnabled: false, recordingEnabled: true },
  assistant: { name: 'Chapincito', voice: { provider: '11labs', voiceId: 'fake-voice' }, model: { messages: [] } },
});

/**
 * The voice platform's POST /call/web as it checks a request: the bearer key, then an
 * assistant, squad or workflow. Its rooms are on Daily's hosts, which a browser in the e2e
 * specs cannot reach, so joining fails the way it does offline.
 */
export function voicePlatform({ apiKey }: { apiKey: string }) {
  let calls = 0;
  return (call: ReceivedCall): FakeAnswer => {
    if (call.method !== 'POST' || call.path !== '/call/web') return { status: 404, body: { message: `Cannot ${call.method} ${call.path}`, statusCode: 404 } };
    if (call.headers.authorization !== `Bearer ${apiKey}`) return { status: 401, body: { message: 'Invalid Key' } };
    const target = (call.json ?? {}) as { assistantId?: string; squadId?: string; workflowId?: string };
    if (!target.assistantId && !target.squadId && !target.workflowId) {
      return { status: 400, body: { message: ['Assistant or Squad or Workflow must be provided.'], statusCode: 400 } };
    }
    calls++;
    return { status: 201, body: voiceWebCall(`fake-call-${calls}`, target.assistantId) };
  };
}

/**
 * The lines n8n writes for a streamed reply (the webhook's "Streaming" response mode): `begin`,
 * one `item` per piece of text, `end`, each a JSON object on its own line with the node's
 * metadata.
 */
export function n8nStreamLines(pieces: string[]) {
  const metadata = { nodeId: 'fake-agent-node', nodeName: 'AI Agent', itemIndex: 0, runIndex: 0, timestamp: 1_767_225_600_000 };
  return [
    { type: 'begin', metadata },
    ...pieces.map((content) => ({ type: 'item', content, metadata })),
    { type: 'end', metadata },
  ].map((chunk) => `${JSON.stringify(chunk)}\n`);
}

/**
 * What the streaming fake answers: Markdown (bold, italics, a list, a link) that echoes the
 * message; a message that asks for a long answer ("larga", "long") gets twenty more lines.
 */
export function n8nMarkdownReply(chatInput: string) {
  const long = /\b(larga|long)\b/i.test(chatInput);
  const lines = [
    `**n8n** recibió: _${chatInput}_`,
    '',
    'Nuestras cajas:',
    '- **Party Mix**, para compartir',
    '- *Choco Box*, para los golosos',
    '',
    'Cómprala en [Amazon](https://www.amazon.com/dp/B0CHPARTY1).',
  ];
  if (long) for (let line = 1; line <= 20; line++) lines.push('', `Línea ${line} de una respuesta larga.`);
  return lines.join('\n');
}

/**
 * An n8n chat webhook (the n8n chat protocol): `sendMessage` answers `{output}` echoing the
 * input, or with `streaming` the Markdown of n8nMarkdownReply streamed a few words at a time
 * (`gapMs` apart), and each session is remembered so `loadPreviousSession` returns its history
 * as LangChain messages.
 */
export function n8nChat({ streaming = false, gapMs = 0 }: { streaming?: boolean; gapMs?: number } = {}) {
  const sessions = new Map<string, Array<{ human: boolean; content: string }>>();
  return (call: ReceivedCall): FakeAnswer => {
    const { action, chatInput, sessionId } = (call.json ?? {}) as { action?: string; chatInput?: string; sessionId?: string };
    const history = sessions.get(String(sessionId)) ?? [];
    if (action === 'loadPreviousSession') {
      const data = history.map((message) => ({
        lc: 1,
        type: 'constructor',
        id: ['langchain_core', 'messages', message.human ? 'HumanMessage' : 'AIMessage'],
        kwargs: { content: message.content, additional_kwargs: {} },
      }));
      return { status: 200, body: { data } };
    }
    const output = streaming ? n8nMarkdownReply(String(chatInput ?? '')) : `n8n recibió: ${chatInput ?? ''}`;
    sessions.set(String(sessionId), [...history, { human: true, content: String(chatInput ?? '') }, { human: false, content: output }]);
    if (!streaming) return { status: 200, body: { output } };
    // A few words at a time, as a language model streams (the spaces stay with the words).
    const pieces = (output.match(/(?:\S+\s*){1,3}|\s+/g) ?? []).filter(Boolean);
    return { status: 200, stream: { chunks: n8nStreamLines(pieces), gapMs } };
  };
}
