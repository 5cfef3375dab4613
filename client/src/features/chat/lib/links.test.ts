import { describe, expect, it } from 'vitest';
import { splitLinks } from './links';

describe('splitLinks', () => {
  it('When a sentence ends right after an address, then the punctuation stays text', () => {
    expect(splitLinks('Compra aquí: https://www.amazon.com/dp/B0CHPARTY1. ¡Gracias!')).toEqual([
      { kind: 'text', value: 'Compra aquí: ' },
      { kind: 'link', value: 'https://www.amazon.com/dp/B0CHPARTY1' },
      { kind: 'text', value: '. ¡Gracias!' },
    ]);
  });

  it('When a reply names other schemes, then they stay plain text', () => {
    expect(splitLinks('javascript:alert(1) data:text/html,x')).toEqual([{ kind: 'text', value: 'javascript:alert(1) data:text/html,x' }]);
  });
});
