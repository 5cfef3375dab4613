import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PublicSiteSettings } from '@shared/site-settings';
import { defaultPublicSiteSettings } from '@shared/site-settings-values';
import { SiteSettingsProvider } from './site-settings-provider';
import { fakeApi } from '@/test/fake-api';
import { siteConfigFixture } from '@/test/fixtures';
import { renderScreen } from '@/test/render-screen';
import { SiteFooter } from './site-footer';

const renderFooter = (settings: PublicSiteSettings, language: 'es' | 'en' = 'es') =>
  renderScreen(
    <SiteSettingsProvider initial={{ settings, renderedAt: Date.now() }}>
      <SiteFooter />
    </SiteSettingsProvider>,
    { language },
  );

describe('SiteFooter', () => {
  beforeEach(() => {
    fakeApi({ 'GET /api/config': { status: 200, body: siteConfigFixture() } });
  });

  it('When staff set no contact and no network, then the footer shows neither (nothing made up), only the brand, the legal pages and copyright', () => {
    renderFooter(defaultPublicSiteSettings);
    const footer = screen.getByRole('contentinfo');
    const legal = within(footer).getByRole('navigation', { name: 'Páginas legales' });
    expect(within(footer).getAllByRole('link')).toEqual(within(legal).getAllByRole('link'));
    expect(within(footer).queryByRole('button')).not.toBeInTheDocument();
    expect(within(footer).queryByText('Contáctanos')).not.toBeInTheDocument();
    expect(within(footer).queryByText('Síguenos')).not.toBeInTheDocument();
    expect(footer).toHaveTextContent('© 2024 ChapinBox');
  });

  it('When staff set one phone line, the e-mail and two networks, then exactly those show, the phone as people read it', () => {
    renderFooter({
      ...defaultPublicSiteSettings,
      version: 3,
      phones: { es: null, en: '+12135550102' },
      contactEmail: 'hola@chapinbox.test',
      social: { facebook: 'https://www.facebook.com/chapinbox', instagram: null, tiktok: 'https://www.tiktok.com/@chapinbox' },
    });
    const footer = screen.getByRole('contentinfo');

    const phone = within(footer).getByRole('link', { name: 'Llamar al +1 (213) 555-0102' });
    expect(phone).toHaveAttribute('href', 'tel:+12135550102');
    expect(within(footer).getAllByRole('link', { name: /^Llamar/ })).toHaveLength(1);
    expect(within(footer).getByTestId('copy-email')).toHaveTextContent('hola@chapinbox.test');
    expect(within(footer).getByRole('link', { name: /Facebook/ })).toHaveAttribute('href', 'https://www.facebook.com/chapinbox');
    expect(within(footer).getByRole('link', { name: /TikTok/ })).toHaveAttribute('href', 'https://www.tiktok.com/@chapinbox');
    expect(within(footer).queryByRole('link', { name: /Instagram/ })).not.toBeInTheDocument();
  });

  it.each([
    ['es', [['Política de privacidad', '/privacidad'], ['Términos de uso', '/terminos'], ['Envíos y devoluciones', '/envios']]],
    ['en', [['Privacy policy', '/privacy'], ['Terms of use', '/terms'], ['Shipping and returns', '/shipping']]],
  ] as const)('When the page is in %s, then the footer links the three legal pages at their addresses in that language', (language, pages) => {
    renderFooter(defaultPublicSiteSettings, language);
    const links = within(screen.getByRole('contentinfo')).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(pages);
  });

  it.each([
    ['es', 'Hablar con una persona por WhatsApp (se abre en una pestaña nueva)', 'Hola, tengo una pregunta sobre ChapinBox.'],
    ['en', 'Talk to a person on WhatsApp (opens in a new tab)', 'Hi, I have a question about ChapinBox.'],
  ] as const)('When staff set a WhatsApp number, then the %s footer offers to talk to a person there, with the message typed in that language', (language, name, message) => {
    renderFooter({ ...defaultPublicSiteSettings, version: 4, whatsapp: '+50223456789' }, language);
    const link = within(screen.getByRole('contentinfo')).getByRole('link', { name });
    expect(link).toHaveAttribute('href', `https://wa.me/50223456789?text=${encodeURIComponent(message)}`);
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('When no WhatsApp number is set, then no WhatsApp link shows', () => {
    renderFooter({ ...defaultPublicSiteSettings, contactEmail: 'hola@chapinbox.test' });
    expect(screen.queryByRole('link', { name: /WhatsApp/ })).not.toBeInTheDocument();
  });
});
