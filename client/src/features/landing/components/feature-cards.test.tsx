import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LanguageProvider } from '@/i18n/language-provider';
import { PageContentProvider } from '@/lib/page-content';
import { FeatureCards } from './feature-cards';

function screenWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('max-width') && width < 768, media: query, addEventListener() {}, removeEventListener() {} }));
}

function renderCards(onOpen: (source: string) => void) {
  return render(
    <LanguageProvider initial="es">
      <PageContentProvider>
        <FeatureCards onJoinVip={onOpen} />
      </PageContentProvider>
    </LanguageProvider>,
  );
}

describe('FeatureCards', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('When the ebook card is clicked on a desktop, then the VIP modal is asked to open', async () => {
    screenWidth(1280);
    const onOpen = vi.fn();
    renderCards(onOpen);

    await userEvent.click(screen.getByTestId('feature-card-0'));

    expect(onOpen).toHaveBeenCalledWith('feature_card');
  });

  it('When the ebook card is tapped under 768px, then the first tap expands it and the second opens the modal', async () => {
    screenWidth(390);
    const onOpen = vi.fn();
    renderCards(onOpen);
    const card = screen.getByTestId('feature-card-0');

    await userEvent.click(card);
    expect(card).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Toca otra vez para recibir tu ebook')).toBeInTheDocument();
    expect(onOpen).not.toHaveBeenCalled();

    await userEvent.click(card);
    expect(onOpen).toHaveBeenCalledWith('feature_card');
  });

  it('When another card is clicked, then it toggles its details and never opens the modal', async () => {
    screenWidth(1280);
    const onOpen = vi.fn();
    renderCards(onOpen);
    const card = screen.getByTestId('feature-card-2');

    await userEvent.click(card);
    expect(card).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(card);
    expect(card).toHaveAttribute('aria-expanded', 'false');
    expect(onOpen).not.toHaveBeenCalled();
  });
});
