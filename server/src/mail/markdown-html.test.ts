import { describe, expect, it } from 'vitest';
import { markdownToEmailHtml, markdownToText } from './markdown-html';

const strip = (html: string) => html.replace(/ style="[^"]*"/g, '');

describe('Markdown as e-mail HTML', () => {
  it('When a campaign has headings, paragraphs, emphasis, lists, code and links, then each becomes its element', () => {
    const html = strip(markdownToEmailHtml('## Novedades\nLínea uno\nlínea dos\n\n- **Party Mix**\n- *Choco* `box`\n\n3. tres\n4. cuatro\n\n```\n<b>x</b>\n```\n---\n[Tienda](https://chapinbox.com/t?a=1&b=2) o <https://chapinbox.com/x> o [correo](mailto:hola@chapinbox.com)'));
    expect(html).toBe(
      [
        '<h2>Novedades</h2>',
        '<p>Línea uno<br>línea dos</p>',
        '<ul><li><strong>Party Mix</strong></li><li><em>Choco</em> <code>box</code></li></ul>',
        '<ol start="3"><li>tres</li><li>cuatro</li></ol>',
        '<pre>&lt;b&gt;x&lt;/b&gt;</pre>',
        '<hr>',
        '<p><a href="https://chapinbox.com/t?a=1&amp;b=2">Tienda</a> o <a href="https://chapinbox.com/x">chapinbox.com/x</a> o <a href="mailto:hola@chapinbox.com">correo</a></p>',
      ].join('\n'),
    );
  });

  it('When the text holds HTML or hostile links, then they stay text: nothing runs, no attribute breaks out', () => {
    const html = markdownToEmailHtml('<img src=x onerror=alert(1)> <script>alert(1)</script> [x](javascript:alert(1)) [y](https://e.example/"onmouseover="alert(1))');
    expect(html).not.toMatch(/<img|<script|javascript:/);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('"onmouseover');
  });

  it('When the text part is written, then the marks are gone and labelled links keep their address', () => {
    expect(markdownToText('## Hola\n\n**Gran** [caja](https://chapinbox.com/caja) y https://chapinbox.com/x\n\n- uno\n- dos\n\n1. a\n2. b')).toBe(
      'Hola\n\nGran caja (https://chapinbox.com/caja) y https://chapinbox.com/x\n\n- uno\n- dos\n\n1. a\n2. b',
    );
  });

  it('When the links are rewritten (a campaign tags them), then both parts link to the new address and a bare address still reads as written', () => {
    const tag = (href: string) => (href.startsWith('https://chapinbox.com') ? `${href}?utm_source=newsletter` : href);
    const body = '[caja](https://chapinbox.com/caja), https://chapinbox.com/x y [correo](mailto:hola@chapinbox.com)\n\n- **[lista](https://chapinbox.com/l)**';

    expect(strip(markdownToEmailHtml(body, tag))).toBe(
      [
        '<p><a href="https://chapinbox.com/caja?utm_source=newsletter">caja</a>, <a href="https://chapinbox.com/x?utm_source=newsletter">chapinbox.com/x</a> y <a href="mailto:hola@chapinbox.com">correo</a></p>',
        '<ul><li><strong><a href="https://chapinbox.com/l?utm_source=newsletter">lista</a></strong></li></ul>',
      ].join('\n'),
    );
    expect(markdownToText(body, tag)).toBe(
      'caja (https://chapinbox.com/caja?utm_source=newsletter), https://chapinbox.com/x?utm_source=newsletter y correo (hola@chapinbox.com)\n\n- lista (https://chapinbox.com/l?utm_source=newsletter)',
    );
  });
});
