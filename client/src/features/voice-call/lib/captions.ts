/**
 * Live captions of a call (docs/product.md#voice-call): the voice platform sends what the
 * assistant and the visitor say as app messages `{type: 'transcript', role, transcriptType,
 * transcript}` — 'partial' while a sentence is being said (each repeats the sentence so far),
 * 'final' once it is said. A speaker's partial line is rewritten in place until its final
 * line replaces it; final lines are kept, the newest MAX_CAPTION_LINES of them.
 */

export type CaptionRole = 'assistant' | 'user';

export interface CaptionLine {
  id: number;
  role: CaptionRole;
  text: string;
  /** False while the speaker is still saying it. */
  final: boolean;
}

export interface CaptionsState {
  lines: CaptionLine[];
  nextId: number;
}

export type CaptionsAction = { type: 'transcript'; role: CaptionRole; final: boolean; text: string } | { type: 'call-ended' };

export const MAX_CAPTION_LINES = 50;
/** A caption longer than this is cut: a runaway message must not fill the page. */
const MAX_CAPTION_CHARS = 1_000;

export const initialCaptions: CaptionsState = { lines: [], nextId: 1 };

/**
 * The caption an app message carries, if it is a transcript. The platform names the message
 * 'transcript', or 'transcript[transcriptType="final"]' when only final ones were asked for.
 */
export function transcriptAction(message: object): CaptionsAction | undefined {
  const { type, role, transcriptType, transcript } = message as Record<string, unknown>;
  if (typeof type !== 'string' || !(type === 'transcript' || type.startsWith('transcript['))) return undefined;
  if (role !== 'assistant' && role !== 'user') return undefined;
  if (typeof transcript !== 'string' || !transcript.trim()) return undefined;
  const final = transcriptType === 'final' || (transcriptType === undefined && type.includes('final'));
  if (!final && transcriptType !== 'partial') return undefined;
  return { type: 'transcript', role, final, text: transcript.trim().slice(0, MAX_CAPTION_CHARS) };
}

export function captionsReducer(state: CaptionsState, action: CaptionsAction): CaptionsState {
  if (action.type === 'call-ended') return initialCaptions;
  const open = state.lines.findIndex((line) => line.role === action.role && !line.final);
  if (open !== -1) {
    const lines = state.lines.map((line, index) => (index === open ? { ...line, text: action.text, final: action.final } : line));
    return { ...state, lines };
  }
  const line: CaptionLine = { id: state.nextId, role: action.role, text: action.text, final: action.final };
  return { lines: [...state.lines, line].slice(-MAX_CAPTION_LINES), nextId: state.nextId + 1 };
}
