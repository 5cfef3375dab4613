import { describe, expect, it } from 'vitest';
import { answerScrollTop } from './answer-scroll';

describe('answerScrollTop', () => {
  it('When the question is short, then it sits at the top of the list with the answer right under it', () => {
    expect(answerScrollTop({ questionTop: 400, answerTop: 460, viewHeight: 300, padding: 16 })).toBe(384);
  });

  it('When the question is taller than the list, then the answer starts a third of the way down', () => {
    expect(answerScrollTop({ questionTop: 400, answerTop: 1_000, viewHeight: 300, padding: 16 })).toBe(900);
  });
});
