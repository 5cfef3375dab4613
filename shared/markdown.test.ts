import { describe, expect, it } from 'vitest';
import { linkLabel, safeHref } from './markdown-links';
import { parseMarkdown } from './markdown';
import { parseInline, type InlineNode } from './markdown-inline';

const text = (value: string): InlineNode => ({ kind: 'text', text: value });

describe('parseInline', () => {
  it('When a reply has bold, italics and code, then each becomes its node', () => {
    expect(parseInline('Un **gran** día, *de verdad*, con `código` y __más__ _aún_')).toEqual([
      text('Un '),
      { kind: 'strong', children: [text('gran')] },
      text(' día, '),
      { kind: 'em', children: [text('de verdad')] },
      text(', con '),
      { kind: 'code', text: 'código' },
      text(' y '),
      { kind: 'strong', children: [text('más')] },
      text(' '),
      { kind: 'em', children: [text('aún')] },
    ]);
  });

  it('When markup is nested, then it nests; when it is unclosed or crossed, then the rest stays text', () => {
    expect(parseInline('*a **b** c*')).toEqual([{ kind: 'em', children: [text('a '), { kind: 'strong', children: [text('b')] }, text(' c')] }]);
    expect(parseInline('**sin cerrar y *tampoco')).toEqual([text('**sin cerrar y *tampoco')]);
    expect(parseInline('**bold *italic** text*')).toEqual([{ kind: 'strong', children: [text('bold *italic')] }, text(' text*')]);
    expect(parseInline('2 * 3 * 4 = 24, snake_case_name y `sin cierre')).toEqual([text('2 * 3 * 4 = 24, snake_case_name y `sin cierre')]);
    expect(parseInline('\\*literal\\* [no link]')).toEqual([text('*literal* [no link]')]);
  });

  it('When a link points at http(s), mailto or tel, then it is a link; any other address leaves only its label', () => {
    expect(parseInline('[Amazon](https://www.amazon.com/dp/B0CHPARTY1 "título") o [escríbenos](mailto:hola@example.com), [llama](tel:+50212345678)')).toEqual([
      { kind: 'link', href: 'https://www.amazon.com/dp/B0CHPARTY1', children: [text('Amazon')] },
      text(' o '),
      { kind: 'link', href: 'mailto:hola@example.com', children: [text('escríbenos')] },
      text(', '),
      { kind: 'link', href: 'tel:+50212345678', children: [text('llama')] },
    ]);
    const hostile = ['javascript:alert(1)', 'JavaScript:alert(1)', 'java\tscript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:x', '/admin', '//evil.example'];
    expect(hostile.filter((address) => parseInline(`[clic](${address})`).some((node) => node.kind === 'link'))).toEqual([]);
    expect(parseInline('[clic](javascript:alert(1))')).toEqual([text('clic')]);
  });

  it('When a reply holds bare addresses, then they link without the trailing punctuation, and the label drops https://www.', () => {
    expect(parseInline('Mira https://www.amazon.com/dp/B0CHPARTY1. ¡O <https://example.com/x>!')).toEqual([
      text('Mira '),
      { kind: 'link', href: 'https://www.amazon.com/dp/B0CHPARTY1', children: [text('amazon.com/dp/B0CHPARTY1')] },
      text('. ¡O '),
      { kind: 'link', href: 'https://example.com/x', children: [text('example.com/x')] },
      text('!'),
    ]);
  });

  it('When a link label holds another address, then there is no link inside the link', () => {
    expect(parseInline('[ver https://a.example](https://b.example/)')).toEqual([{ kind: 'link', href: 'https://b.example/', children: [text('ver https://a.example')] }]);
  });
});

describe('parseMarkdown', () => {
  it('When a reply has paragraphs, lines, a heading, lists and a code block, then each becomes its block', () => {
    const blocks = parseMarkdown('### Nuestras cajas\nTenemos dos:\n\n- **Party Mix**\n- Choco Box\n  1. grande\n  2. pequeña\n\n3. tres\n4. cuatro\n\n```\n<b>code</b>\n```\n---\nFin');
    expect(blocks).toEqual([
      { kind: 'heading', children: [text('Nuestras cajas')] },
      { kind: 'paragraph', children: [text('Tenemos dos:')] },
      {
        kind: 'list',
        ordered: false,
        start: 1,
        items: [
          [{ kind: 'paragraph', children: [{ kind: 'strong', children: [text('Party Mix')] }] }],
          [
            { kind: 'paragraph', children: [text('Choco Box')] },
            { kind: 'list', ordered: true, start: 1, items: [[{ kind: 'paragraph', children: [text('grande')] }], [{ kind: 'paragraph', children: [text('pequeña')] }]] },
          ],
        ],
      },
      { kind: 'list', ordered: true, start: 3, items: [[{ kind: 'paragraph', children: [text('tres')] }], [{ kind: 'paragraph', children: [text('cuatro')] }]] },
      { kind: 'code-block', text: '<b>code</b>' },
      { kind: 'rule' },
      { kind: 'paragraph', children: [text('Fin')] },
    ]);
  });

  it('When lines follow each other in a paragraph, then they are kept as line breaks', () => {
    expect(parseMarkdown('Hola\r\nmundo')).toEqual([{ kind: 'paragraph', children: [text('Hola'), { kind: 'break' }, text('mundo')] }]);
  });

  it('When a code fence is never closed, then the rest of the reply is code', () => {
    expect(parseMarkdown('Antes\n```js\nalert(1)')).toEqual([{ kind: 'paragraph', children: [text('Antes')] }, { kind: 'code-block', text: 'alert(1)' }]);
  });

  it('When input is very long or deeply nested, then it is read quickly and the depth is capped', () => {
    const hostile = ['*a '.repeat(20_000), '**'.repeat(20_000), '['.repeat(20_000), '`'.repeat(20_000), 'https://x.example/'.repeat(2_000), `${'- '.repeat(5_000)}x`, '> '.repeat(10_000), '\n'.repeat(20_000)].join('\n\n');
    const blocks = parseMarkdown(hostile);
    expect(blocks.length).toBeGreaterThan(0);
    // Lists nest 4 deep at most; deeper markers stay text.
    const nested = parseMarkdown(`${'- '.repeat(10)}x`);
    let depth = 0;
    let level: typeof nested = nested;
    while (level[0]?.kind === 'list') {
      depth++;
      level = level[0].items[0];
    }
    expect(depth).toBe(4);
    expect(level).toEqual([{ kind: 'paragraph', children: [text('- - - - - - x')] }]);
  });
});

describe('safeHref', () => {
  it('When an address is web, mail or phone, then it is normalised; anything else is refused', () => {
    expect(safeHref('HTTPS://Example.com')).toBe('https://example.com/');
    expect(safeHref('mailto:hola@example.com')).toBe('mailto:hola@example.com');
    expect(safeHref('javascript:alert(1)')).toBeUndefined();
    expect(safeHref(' https://example.com')).toBeUndefined();
    expect(safeHref('https://exa\u0000mple.com')).toBeUndefined();
  });
});

describe('linkLabel', () => {
  it('When an address is shown, then it reads without the protocol and www', () => {
    expect(linkLabel('https://www.amazon.com/dp/B0CHPARTY1')).toBe('amazon.com/dp/B0CHPARTY1');
  });
});
