import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import type { MediaItem, PublicMedia } from '@shared/media';
import { defaultPublicSiteSettings } from '@shared/site-settings-values';
import { fakeApi } from '@/test/fake-api';
import { siteConfigFixture } from '@/test/fixtures';
import { renderScreen } from '@/test/render-screen';
import { HeroSection } from './hero-section';
import { ProductGallery } from './product-gallery';
import { SiteSettingsProvider } from './site-settings-provider';

const photo = (id: string, es: string, en: string): MediaItem => ({
  id,
  kind: 'image',
  width: 1200,
  height: 900,
  alt: { es, en },
  placeholder: 'data:image/webp;base64,AAAA',
  variants: [480, 960, 1200].flatMap((width) => [
    { format: 'avif' as const, width, url: `/media/${id}/${width}.avif` },
    { format: 'webp' as const, width, url: `/media/${id}/${width}.webp` },
  ]),
});

const media: PublicMedia = {
  version: 7,
  slots: {
    'box-partyMix': [photo('a1', 'La caja PARTY MIX abierta', 'The open PARTY MIX box'), photo('b2', 'Los dulces', 'The sweets')],
    hero: [photo('c3', 'La caja en la mesa', 'The box on the table')],
  },
};

function renderWithMedia(ui: ReactElement, language: 'es' | 'en' = 'es') {
  fakeApi({ 'GET /api/config': { status: 200, body: siteConfigFixture({ media }) } });
  return renderScreen(<SiteSettingsProvider initial={{ settings: defaultPublicSiteSettings, renderedAt: 1, media }}>{ui}</SiteSettingsProvider>, { language });
}

describe('photos staff placed on the landing page', () => {
  it('When a box gallery has photos, then they replace the illustrations with AVIF and WebP srcsets, their size, lazy loading and the English alt', () => {
    renderWithMedia(<ProductGallery product="partyMix" active={false} />, 'en');

    const first = screen.getByRole('img', { name: 'The open PARTY MIX box' });
    expect(first).toHaveAttribute('width', '1200');
    expect(first).toHaveAttribute('height', '900');
    expect(first).toHaveAttribute('loading', 'lazy');
    const sources = first.parentElement!.querySelectorAll('source');
    expect([...sources].map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]).toHaveAttribute('srcset', '/media/a1/480.avif 480w, /media/a1/960.avif 960w, /media/a1/1200.avif 1200w');
    expect(sources[1].getAttribute('sizes')).toMatch(/vw/);
    expect(screen.getByRole('img', { name: 'The sweets' })).toBeInTheDocument();
    // The illustrations are gone from this gallery.
    expect(screen.getAllByRole('img')).toHaveLength(2);
  });

  it('When the hero has a photo, then it loads at once with high priority, its alt in Spanish', () => {
    renderWithMedia(<HeroSection />);
    const hero = screen.getByRole('img', { name: 'La caja en la mesa' });
    expect(hero).toHaveAttribute('loading', 'eager');
    expect(hero).toHaveAttribute('fetchpriority', 'high');
  });

  it('When nothing is placed, then the box gallery keeps its illustrations', () => {
    fakeApi({ 'GET /api/config': { status: 200, body: siteConfigFixture() } });
    renderScreen(<ProductGallery product="candyMix" active={false} />);
    expect(screen.getAllByRole('img').every((image) => !image.closest('picture'))).toBe(true);
  });
});
