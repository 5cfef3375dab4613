/**
 * Newline-delimited JSON, read as it arrives: the n8n webhook's streamed reply on the server and
 * our own streamed chat answer in the browser (docs/decisions/0050-streamed-chat-replies.md).
 */

/** One line of the stream: its JSON value, or its text when the line is not JSON. */
export type NdjsonLine = { json: unknown } | { text: string };

/** A line grew past the reader's limit before its newline came. */
export class NdjsonLineTooLong extends Error {
  constructor(limit: number) {
    super(`a line is longer than ${limit} characters`);
    this.name = 'NdjsonLineTooLong';
  }
}

function parseLine(line: string): NdjsonLine | undefined {
  const trimmed = line.trim();
  if (!trimmed) return undefined;
  try {
    return { json: JSON.parse(trimmed) as unknown };
  } catch {
    return { text: line.replace(/\r$/, '') };
  }
}

/**
 * Reads byte chunks split anywhere (inside a line, a JSON value or a UTF-8 character): `push`
 * returns the lines a chunk completed, `end` the last line when the stream did not end with a
 * newline. Blank lines are skipped. A line longer than `maxLineChars` throws NdjsonLineTooLong,
 * so a peer that never sends a newline cannot grow the buffer without end.
 */
export function createNdjsonReader({ maxLineChars = 1_000_000 }: { maxLineChars?: number } = {}) {
  const decoder = new TextDecoder();
  let pending = '';

  const take = (text: string): NdjsonLine[] => {
    if (!text.includes('\n')) {
      pending += text;
      if (pending.length > maxLineChars) throw new NdjsonLineTooLong(maxLineChars);
      return [];
    }
    const parts = (pending + text).split('\n');
    pending = parts.pop() ?? '';
    if (pending.length > maxLineChars) throw new NdjsonLineTooLong(maxLineChars);
    return parts.map(parseLine).filter((line) => line !== undefined);
  };

  return {
    push: (chunk: Uint8Array) => take(decoder.decode(chunk, { stream: true })),
    end(): NdjsonLine[] {
      const lines = take(decoder.decode());
      const last = parseLine(pending);
      pending = '';
      return last ? [...lines, last] : lines;
    },
  };
}
