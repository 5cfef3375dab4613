import { describe, expect, it } from 'vitest';
import { welcomeEmail } from './vip-mail';
import { vipPage } from './vip-pages';

describe('welcomeEmail', () => {
  it('When the subscriber signed up in Spanish, then the e-mail is Spanish with its one confirm button, the unsubscribe link and headers', () => {
    const mail = welcomeEmail({ to: 'ana@example.com', language: 'es', origin: 'https://chapinbox.com/', token: 'abc_123' });

    expect(mail.subject).toBe('¡Bienvenido al Club VIP de ChapinBox! Confirma tu email y recibe tu ebook GRATIS');
    expect(mail.text).toContain('Confirmar y recibir mi ebook: https://chapinbox.com/api/vip/confirm?token=abc_123');
    expect(mail.html).toContain('>Confirmar y recibir mi ebook</a>');
    expect(mail.html?.match(/api\/vip\/confirm/g)).toHaveLength(1);
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

  it('When a page has a button, then each language has its own, in a form that posts to the link', () => {
    const html = vipPage('unsubscribe', 'es', { action: '/api/vip/unsubscribe?token=abc_123' });

    expect(html.match(/<form method="post" action="\/api\/vip\/unsubscribe\?token=abc_123"/g)).toHaveLength(2);
    expect(html.indexOf('>Darme de baja</button>')).toBeLessThan(html.indexOf('>Unsubscribe</button>'));
  });

  it('When the English welcome e-mail is built, then it is English with its confirm button', () => {
    const mail = welcomeEmail({ to: 'amy@example.com', language: 'en', origin: 'https://chapinbox.com', token: 'xyz' });

    expect(mail.subject).toBe('Welcome to the ChapinBox VIP Club! Confirm your email and get your FREE ebook');
    expect(mail.html).toContain('>Confirm and get my ebook</a>');
    expect(mail.text).toContain('If you did not sign up, ignore this email');
  });
});
