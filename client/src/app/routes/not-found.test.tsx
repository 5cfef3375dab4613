import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dictionaries } from '@/i18n/all-dictionaries';
import { fakeApi } from '@/test/fake-api';
import { siteConfigFixture } from '@/test/fixtures';
import { renderScreen } from '@/test/render-screen';
import NotFoundRoute from './not-found';

describe('the not-found page', () => {
  afterEach(() => vi.restoreAllMocks());

  it('When a Spanish visitor opens an unknown address, then it says so kindly and leads to the boxes and the club', () => {
    fakeApi({ 'GET /api/config': { status: 200, body: siteConfigFixture() } });
    renderScreen(<NotFoundRoute />, { path: '/cajas-viejas' });
    expect(screen.getByRole('heading', { level: 1, name: 'No encontramos esta página' })).toBeInTheDocument();
    expect(screen.queryByText(/router/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver las cajas de snacks' })).toHaveAttribute('href', '/?lang=es#productos-chapinbox');
    expect(screen.getByRole('link', { name: 'Unirme al Club VIP' })).toHaveAttribute('href', '/?lang=es#antes-despues');
  });

  it('When an English visitor opens it, then it is in English', () => {
    fakeApi({ 'GET /api/config': { status: 200, body: siteConfigFixture() } });
    renderScreen(<NotFoundRoute />, { path: '/old-boxes', language: 'en' });
    expect(screen.getByRole('heading', { level: 1, name: 'We could not find this page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the snack boxes' })).toHaveAttribute('href', '/?lang=en#productos-chapinbox');
    expect(screen.getByRole('link', { name: 'Join the VIP Club' })).toHaveAttribute('href', '/?lang=en#antes-despues');
  });

  it('When the translation is missing, then the original fallback texts show', () => {
    fakeApi({ 'GET /api/config': { status: 200, body: siteConfigFixture() } });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const texts = dictionaries.en.notFound as Partial<typeof dictionaries.en.notFound>;
    const saved = { ...texts };
    delete texts.title;
    delete texts.message;
    try {
      renderScreen(<NotFoundRoute />, { language: 'en' });
      expect(screen.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeInTheDocument();
      expect(screen.getByText('Did you forget to add the page to the router?')).toBeInTheDocument();
    } finally {
      Object.assign(texts, saved);
    }
  });
});
