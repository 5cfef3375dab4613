import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '@/test/render-screen';
import { ChatMarkdown } from './chat-markdown';

const render = (text: string) => renderScreen(<ChatMarkdown text={text} />).container;

describe('ChatMarkdown', () => {
  it('When a reply has bold, italics, a list and links, then they render as such; web links open in a new tab', () => {
    const container = render('Hola **amigo**, *bienvenido*:\n\n1. [Amazon](https://www.amazon.com/dp/B0CHPARTY1)\n2. [Escríbenos](mailto:hola@example.com)');
    expect(screen.getByText('amigo').tagName).toBe('STRONG');
    expect(screen.getByText('bienvenido').tagName).toBe('EM');
    expect(container.querySelectorAll('ol > li')).toHaveLength(2);
    const web = screen.getByRole('link', { name: /^Amazon/ });
    expect(web).toHaveTextContent('Amazon (se abre en una pestaña nueva)');
    expect(web).toHaveAttribute('href', 'https://www.amazon.com/dp/B0CHPARTY1');
    expect(web).toHaveAttribute('target', '_blank');
    expect(web).toHaveAttribute('rel', 'noopener noreferrer');
    const mail = screen.getByRole('link', { name: 'Escríbenos' });
    expect(mail).toHaveAttribute('href', 'mailto:hola@example.com');
    expect(mail).not.toHaveAttribute('target');
    expect(mail).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('When a reply carries HTML and script links, then the HTML shows as text, nothing runs and no unsafe link exists', () => {
    const hostile = [
      '<script>window.__pwned = true</script>',
      '<img src=x onerror="window.__pwned = true">',
      '**<b onmouseover=alert(1)>bold html</b>**',
      '[click](javascript:window.__pwned=true) [data](data:text/html;base64,PHNjcmlwdD4=) <javascript:alert(1)>',
      '<a href="javascript:alert(1)">a tag</a> <iframe src="https://evil.example"></iframe>',
      '```\n</code></pre><script>alert(1)</script>\n```',
    ].join('\n\n');
    const container = render(hostile);
    expect(container.querySelector('script, img, iframe, b, [onerror], [onmouseover]')).toBeNull();
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
    for (const link of container.querySelectorAll('a')) expect(link.getAttribute('href')).toMatch(/^(https?|mailto|tel):/);
    expect(container).toHaveTextContent('<script>window.__pwned = true</script>');
    expect(container).toHaveTextContent('<img src=x onerror="window.__pwned = true">');
    expect(screen.getByText('<b onmouseover=alert(1)>bold html</b>').tagName).toBe('STRONG');
    expect(container).toHaveTextContent('click data');
    expect(screen.queryByRole('link', { name: /click|data/ })).toBeNull();
  });

  it('When a reply is very long, then it renders whole', () => {
    const long = Array.from({ length: 400 }, (_, index) => `- **Punto ${index}**: ${'texto '.repeat(4)}`).join('\n');
    const container = render(long);
    expect(container.querySelectorAll('li')).toHaveLength(400);
  });
});
