import { describe, expect, it } from 'vitest';
import { welcomeEmail } from './vip-mail';
import { vipPage } from './vip-pages';

describe('welcomeEmail', () => {
  it('When the subscriber signed up in Spanish, then the e-mail is Spanish with both links and the unsubscribe headers', () => {
    const mail = welcomeEmail({ to: 'ana@example.com', language: 'es', origin: 'https://chapinbox.com/', token: 'abc_123' });

    expect(mail.subject).toBe('¡Bienvenido al Club VIP de ChapinBox! Aquí está tu ebook GRATIS');
    expect(mail.text).toContain('Descargar mi ebook: https://chapinbox.com/api/vip/confirm?token=abc_123');
    expect(mail.text).toContain('date de baja aquí: https://chapinbox.com/api/vip/unsubscribe?token=abc_123');
    expect(mail.text).toContain('16 recetas');
    expect(mail.html).toContain('<html lang="es">');
    expect(mail.headers).toEqual({
      'List-Unsubscribe': '<https://chapinbox.com/api/vip/unsubscribe?token=abc_123>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('When the origin holds markup, then the HTML part escapes it', () => {
    const mail = welcomeEmail({ to: 'a@example.com', language: 'en', origin: 'https://x.test/"><script>', token: 't' });

    expect(mail.html).not.toContain('"><script>');
    expect(mail.html).toContain('&quot;&gt;&lt;script&gt;');
  });
});

describe('vipPage', () => {
  it('When shown to an English subscriber, then English comes first and Spanish follows, each linking home in its language', () => {
    const html = vipPage('unsubscribed', 'en');

    expect(html.indexOf('You have been unsubscribed')).toBeLessThan(html.indexOf('Te has dado de baja'));
    expect(html).toContain('href="/?lang=en"');
    expect(html).toContain('href="/?lang=es"');
    expect(html).toContain('<html lang="en">');
  });
});
