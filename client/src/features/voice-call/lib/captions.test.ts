import { describe, expect, it } from 'vitest';
import { captionsReducer, initialCaptions, MAX_CAPTION_LINES, transcriptAction, type CaptionsAction, type CaptionsState } from './captions';

const said = (role: 'assistant' | 'user', transcriptType: 'partial' | 'final', transcript: string) => ({ type: 'transcript', role, transcriptType, transcript });

/** The captions after the platform's messages, in order. */
function captionsAfter(messages: Array<Record<string, unknown>>, start: CaptionsState = initialCaptions) {
  return messages.reduce<CaptionsState>((state, message) => {
    const action = transcriptAction(message);
    return action ? captionsReducer(state, action) : state;
  }, start);
}

const view = (state: CaptionsState) => state.lines.map(({ role, text, final }) => `${role}${final ? '' : '…'}: ${text}`);

describe('transcriptAction', () => {
  it('When a message is a transcript, then it becomes a caption action; anything else is ignored', () => {
    expect(transcriptAction(said('assistant', 'partial', ' Hola '))).toEqual({ type: 'transcript', role: 'assistant', final: false, text: 'Hola' });
    expect(transcriptAction({ type: 'transcript[transcriptType="final"]', role: 'user', transcript: 'Sí' })).toEqual({ type: 'transcript', role: 'user', final: true, text: 'Sí' });
    const ignored: Array<Record<string, unknown>> = [
      { type: 'status-update', status: 'ended' },
      { type: 'transcript', role: 'system', transcriptType: 'final', transcript: 'x' },
      { type: 'transcript', role: 'user', transcriptType: 'final', transcript: '   ' },
      { type: 'transcript', role: 'user', transcriptType: 'draft', transcript: 'x' },
      { type: 'transcript', role: 'user', transcriptType: 'final', transcript: 42 },
      { type: 'speech-update', role: 'assistant', status: 'started' },
    ];
    expect(ignored.map(transcriptAction)).toEqual(ignored.map(() => undefined));
    expect((transcriptAction(said('user', 'final', 'a'.repeat(5_000))) as Extract<CaptionsAction, { type: 'transcript' }>).text).toHaveLength(1_000);
  });
});

describe('captionsReducer', () => {
  it('When partial lines come, then the speaker’s line is rewritten in place until the final one keeps it', () => {
    const state = captionsAfter([said('assistant', 'partial', 'Hola'), said('assistant', 'partial', 'Hola, soy'), said('assistant', 'final', 'Hola, soy Chapincito.')]);
    expect(view(state)).toEqual(['assistant: Hola, soy Chapincito.']);
    expect(state.lines[0].id).toBe(1);
  });

  it('When the speakers take turns, then each final line is kept in order and a new partial starts a new line', () => {
    const state = captionsAfter([
      said('assistant', 'final', '¿En qué te ayudo?'),
      said('user', 'partial', 'Quiero'),
      said('user', 'final', 'Quiero una caja.'),
      said('assistant', 'partial', 'Claro'),
    ]);
    expect(view(state)).toEqual(['assistant: ¿En qué te ayudo?', 'user: Quiero una caja.', 'assistant…: Claro']);
  });

  it('When the visitor speaks over the assistant, then both partial lines grow side by side and each ends on its own', () => {
    const state = captionsAfter([
      said('assistant', 'partial', 'Tenemos cuatro'),
      said('user', 'partial', 'Perdón'),
      said('assistant', 'partial', 'Tenemos cuatro cajas'),
      said('user', 'final', 'Perdón, ¿cuánto cuesta?'),
      said('assistant', 'final', 'Tenemos cuatro cajas.'),
    ]);
    expect(view(state)).toEqual(['assistant: Tenemos cuatro cajas.', 'user: Perdón, ¿cuánto cuesta?']);
  });

  it('When the call ends, then the captions are cleared for the next call', () => {
    const state = captionsAfter([said('assistant', 'final', 'Adiós.'), said('user', 'partial', 'Chao')]);
    expect(captionsReducer(state, { type: 'call-ended' })).toEqual(initialCaptions);
  });

  it('When a long call goes on, then only the newest lines are kept', () => {
    const state = captionsAfter(Array.from({ length: MAX_CAPTION_LINES + 10 }, (_, index) => said(index % 2 ? 'user' : 'assistant', 'final', `Línea ${index}`)));
    expect(state.lines).toHaveLength(MAX_CAPTION_LINES);
    expect(state.lines[0].text).toBe('Línea 10');
    expect(state.lines.at(-1)!.id).toBe(MAX_CAPTION_LINES + 10);
  });
});
