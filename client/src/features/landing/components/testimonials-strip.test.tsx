import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Language } from '@shared/languages';
import type { PublicSiteSettings } from '@shared/site-settings';
import { defaultPublicSiteSettings } from '@shared/site-settings-values';
import { SiteSettingsProvider } from './site-settings-provider';
import { fakeApi } from '@/test/fake-api';
import { siteConfigFixture } from '@/test/fixtures';
import { renderScreen } from '@/test/render-screen';
import { TestimonialsStrip } from './testimonials-strip';

const withTestimonials = (testimonials: PublicSiteSettings['testimonials']): PublicSiteSettings => ({ ...defaultPublicSiteSettings, version: 5, testimonials });

const set = withTestimonials({
  es: [
    { name: 'Ana P.', location: 'Houston, TX', text: 'Llegó en tres días.', rating: 5, verified: true },
    { name: 'Beto L.', location: null, text: 'Las canillitas, como las de mi pueblo.', rating: 3, verified: false },
  ],
  en: [{ name: 'Carla M.', location: 'Miami, FL', text: 'A lovely gift.', rating: 4, verified: true }],
});

const renderStrip = (settings: PublicSiteSettings, language: Language = 'es') =>
  renderScreen(
    <SiteSettingsProvider initial={{ settings, renderedAt: Date.now() }}>
      <TestimonialsStrip />
    </SiteSettingsProvider>,
    { language },
  );

describe('TestimonialsStrip', () => {
  beforeEach(() => {
    fakeApi({ 'GET /api/config': { status: 200, body: siteConfigFixture({ settings: set }) } });
  });

  it('When staff set testimonials, then the strip shows those of the page language, each with its stars, and the verified tick only where staff ticked it', () => {
    renderStrip(set);

    const strip = screen.getByRole('region', { name: 'Clientes felices en todo Estados Unidos' });
    const cards = within(strip).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const [first, second] = cards as [HTMLElement, HTMLElement];
    expect(first).toHaveTextContent('Llegó en tres días.');
    expect(first).toHaveTextContent('Ana P. · Houston, TX');
    expect(within(first).getByRole('img', { name: '5 de 5 estrellas' })).toBeInTheDocument();
    expect(first).toHaveTextContent('Compra verificada');
    expect(second).toHaveTextContent('Beto L.');
    expect(second).not.toHaveTextContent('·');
    expect(within(second).getByRole('img', { name: '3 de 5 estrellas' })).toBeInTheDocument();
    expect(second).not.toHaveTextContent('Compra verificada');
    expect(strip).not.toHaveTextContent('Carla M.');
  });

  it('When the page is in English, then it shows the English testimonials', () => {
    renderStrip(set, 'en');

    const strip = screen.getByRole('region', { name: 'Happy customers all over the United States' });
    expect(within(strip).getAllByRole('listitem')).toHaveLength(1);
    expect(strip).toHaveTextContent('A lovely gift.');
    expect(within(strip).getByRole('img', { name: '4 out of 5 stars' })).toBeInTheDocument();
    expect(strip).toHaveTextContent('Verified purchase');
  });

  it('When staff set none for the page language, then nothing is rendered: no heading, no empty section', () => {
    const { container } = renderStrip(withTestimonials({ es: [], en: set.testimonials.en }));

    expect(container.querySelector('[data-section="testimonials-strip"]')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Clientes felices en todo Estados Unidos' })).not.toBeInTheDocument();
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('When nothing was ever set (a fresh install), then nothing is rendered in either language', () => {
    for (const language of ['es', 'en'] as const) {
      const { container, unmount } = renderStrip(defaultPublicSiteSettings, language);
      expect(container.querySelector('[data-section="testimonials-strip"]')).toBeNull();
      expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
      unmount();
    }
  });
});
