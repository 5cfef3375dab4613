import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '@/test/render-screen';
import { SiteTextsPage } from './site-texts-page';

describe('SiteTextsPage (/admin/site-texts)', () => {
  it('When staff open Textos del sitio, then it explains the editor and opens the page in edit mode in either language', () => {
    renderScreen(<SiteTextsPage />, { path: '/admin/site-texts' });

    expect(screen.getByRole('heading', { level: 2, name: 'Textos del sitio' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Editar la página en español' })).toHaveAttribute('href', '/?edit=open');
    expect(screen.getByRole('link', { name: 'Editar la página en inglés' })).toHaveAttribute('href', '/?lang=en&edit=open');
  });
});
