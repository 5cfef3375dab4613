import { describe, expect, it } from 'vitest';
import { createNdjsonReader, NdjsonLineTooLong, type NdjsonLine } from './ndjson';

const bytes = (text: string) => new TextEncoder().encode(text);

/** Everything a reader yields for `chunks`, pushed in order, then ended. */
function readAll(chunks: Uint8Array[], options?: Parameters<typeof createNdjsonReader>[0]) {
  const reader = createNdjsonReader(options);
  const lines: NdjsonLine[] = [];
  for (const chunk of chunks) lines.push(...reader.push(chunk));
  lines.push(...reader.end());
  return lines;
}

/** The stream cut in two at every byte boundary, and also one byte per chunk. */
function everySplit(text: string) {
  const all = bytes(text);
  const splits: Uint8Array[][] = [];
  for (let at = 0; at <= all.length; at++) splits.push([all.slice(0, at), all.slice(at)]);
  splits.push(Array.from(all, (byte) => Uint8Array.of(byte)));
  return splits;
}

// The n8n streaming answer (docs/decisions/0050-streamed-chat-replies.md), with accents and an emoji
// whose UTF-8 bytes a split can cut.
const N8N_STREAM = [
  '{"type":"begin","metadata":{"nodeId":"agent","nodeName":"AI Agent","itemIndex":0,"runIndex":0,"timestamp":1}}',
  '{"type":"item","content":"¡Hola! Soy **Chapincito** 🇬🇹","metadata":{"nodeId":"agent"}}',
  '{"type":"item","content":" ¿Qué caja te gusta?","metadata":{"nodeId":"agent"}}',
  '{"type":"end","metadata":{"nodeId":"agent"}}',
].join('\n');

describe('createNdjsonReader', () => {
  it('When a stream is cut at any byte boundary, then the same lines come out, a JSON line split across chunks included', () => {
    const whole = readAll([bytes(`${N8N_STREAM}\n`)]);
    expect(whole.map((line) => ('json' in line ? (line.json as { type: string }).type : 'text'))).toEqual(['begin', 'item', 'item', 'end']);
    expect(whole[1]).toEqual({ json: { type: 'item', content: '¡Hola! Soy **Chapincito** 🇬🇹', metadata: { nodeId: 'agent' } } });
    for (const chunks of everySplit(`${N8N_STREAM}\n`)) expect(readAll(chunks)).toEqual(whole);
  });

  it('When several lines come in one chunk, then each is returned by that push', () => {
    const reader = createNdjsonReader();
    expect(reader.push(bytes('{"a":1}\n{"b":2}\n{"c":'))).toEqual([{ json: { a: 1 } }, { json: { b: 2 } }]);
    expect(reader.push(bytes('3}\n'))).toEqual([{ json: { c: 3 } }]);
    expect(reader.end()).toEqual([]);
  });

  it('When the last line has no newline, then end returns it, at every split too', () => {
    const expected = readAll([bytes(N8N_STREAM)]);
    expect(expected).toHaveLength(4);
    for (const chunks of everySplit(N8N_STREAM)) expect(readAll(chunks)).toEqual(expected);
  });

  it('When lines are blank, CRLF-ended or not JSON, then blanks are skipped and garbage comes back as text', () => {
    const lines = readAll([bytes('\n  \n{"type":"item","content":"a"}\r\n<html>oops</html>\r\n{"broken":\n\n{"type":"end"}')]);
    expect(lines).toEqual([
      { json: { type: 'item', content: 'a' } },
      { text: '<html>oops</html>' },
      { text: '{"broken":' },
      { json: { type: 'end' } },
    ]);
  });

  it('When a line grows past the limit without a newline, then the reader refuses it', () => {
    const reader = createNdjsonReader({ maxLineChars: 10 });
    expect(reader.push(bytes('{"a":"12345"}\n'))).toEqual([{ json: { a: '12345' } }]);
    expect(() => reader.push(bytes('x'.repeat(11)))).toThrow(NdjsonLineTooLong);
  });

  it('When a long stream arrives in small chunks, then reading it stays linear', () => {
    const line = JSON.stringify({ type: 'item', content: 'palabra ' });
    const text = `${line}\n`.repeat(20_000);
    const all = bytes(text);
    const chunks: Uint8Array[] = [];
    for (let at = 0; at < all.length; at += 7) chunks.push(all.slice(at, at + 7));
    expect(readAll(chunks)).toHaveLength(20_000);
  });
});
