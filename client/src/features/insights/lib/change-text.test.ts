import { describe, expect, it } from 'vitest';
import { changeOf } from './change-text';

describe('changeOf', () => {
  it('When a figure grew or fell, then the change reads with its sign, a real minus and a no-break space', () => {
    expect(changeOf(112, 100)).toEqual({ text: '+12\u00a0%', trend: 'up' });
    expect(changeOf(95, 100)).toEqual({ text: '\u22125\u00a0%', trend: 'down' });
    expect(changeOf(1001, 1000)).toEqual({ text: '+0,1\u00a0%', trend: 'up' });
    expect(changeOf(300, 100)).toEqual({ text: '+200\u00a0%', trend: 'up' });
  });

  it('When nothing moved or there was nothing before, then it says so in words', () => {
    expect(changeOf(80, 80)).toEqual({ text: 'sin cambios', trend: 'same' });
    expect(changeOf(5, 0)).toEqual({ text: 'sin datos antes', trend: 'unknown' });
    expect(changeOf(0, 0)).toEqual({ text: 'sin datos antes', trend: 'unknown' });
  });
});
