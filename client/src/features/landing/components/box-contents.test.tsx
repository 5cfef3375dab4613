import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { BoxContents } from '@shared/box-contents';
import type { PublicSiteSettings } from '@shared/site-settings';
import { defaultPublicSiteSettings } from '@shared/site-settings-values';
import { fakeApi } from '@/test/fake-api';
import { siteConfigFixture } from '@/test/fixtures';
import { renderScreen } from '@/test/render-screen';
import { BoxContentsDetails } from './box-contents';
import { SiteSettingsProvider } from './site-settings-provider';

const candyMix: BoxContents = {
  netWeight: { value: 1.5, unit: 'oz' },
  allergens: ['milk', 'treeNuts', 'soybeans'],
  es: {
    snacks: [
      { name: 'Canillitas de leche', brand: 'Doña Mari', country: 'Guatemala', weight: { value: 250, unit: 'g' } },
      { name: 'Cocadas', brand: null, country: null, weight: null },
    ],
    dietaryNotes: 'Se elabora en una planta que también procesa maní.',
    bestBefore: 'Consumir antes de 3 meses.',
  },
  en: { snacks: [{ name: 'Milk candy sticks', brand: 'Doña Mari', country: 'Guatemala', weight: null }], dietaryNotes: null, bestBefore: null },
};

const withCandyMix = (box: BoxContents): PublicSiteSettings => ({ ...defaultPublicSiteSettings, version: 3, boxContents: { ...defaultPublicSiteSettings.boxContents, candyMix: box } });

const renderBox = (settings: PublicSiteSettings, language: 'es' | 'en' = 'es') =>
  renderScreen(
    <SiteSettingsProvider initial={{ settings, renderedAt: Date.now() }}>
      <BoxContentsDetails product="candyMix" />
    </SiteSettingsProvider>,
    { language },
  );

describe('what is inside a box, under its tab', () => {
  beforeEach(() => {
    fakeApi({ 'GET /api/config': { status: 200, body: siteConfigFixture() } });
  });

  it('When staff described the box, then it is folded behind "¿Qué trae la caja?" with its net weight, and opening it shows the snacks, allergens, notes and best-before', async () => {
    renderBox(withCandyMix(candyMix));
    const summary = screen.getByText('¿Qué trae la caja?').closest('summary')!;
    expect(summary).toHaveTextContent('1.5 oz');
    expect(screen.getByText('Canillitas de leche')).not.toBeVisible();

    await userEvent.click(summary);

    expect(screen.getByText('Canillitas de leche')).toBeVisible();
    const snacks = within(screen.getByRole('heading', { name: 'Los snacks' }).parentElement!).getAllByRole('listitem');
    expect(snacks.map((item) => item.textContent)).toEqual(['Canillitas de lecheDoña Mari · Guatemala · 250 g', 'Cocadas']);
    expect(screen.getByText('Peso neto').nextSibling).toHaveTextContent('1.5 oz');
    expect(screen.getByText('Contiene: leche, nueces de árbol y soya.')).toBeVisible();
    expect(screen.getByText('Se elabora en una planta que también procesa maní.')).toBeVisible();
    expect(screen.getByText('Consumir antes de 3 meses.')).toBeVisible();
  });

  it('When the page is in English, then it shows the English snacks and the allergens in English, and no note or best-before staff did not write in English', async () => {
    renderBox(withCandyMix(candyMix), 'en');
    await userEvent.click(screen.getByText('What’s inside'));

    expect(screen.getByText('Milk candy sticks')).toBeVisible();
    expect(screen.queryByText('Canillitas de leche')).not.toBeInTheDocument();
    expect(screen.getByText('Contains: milk, tree nuts, and soybeans.')).toBeVisible();
    expect(screen.queryByText('Dietary notes')).not.toBeInTheDocument();
    expect(screen.queryByText('Best before')).not.toBeInTheDocument();
  });

  it('When staff entered nothing for the box, then nothing is shown, not even the heading', () => {
    renderBox(defaultPublicSiteSettings);
    expect(screen.queryByText('¿Qué trae la caja?')).not.toBeInTheDocument();
    expect(screen.queryByTestId('box-contents-candyMix')).not.toBeInTheDocument();
  });

  it('When only the Spanish part is filled, then the English page shows nothing for it', () => {
    const spanishOnly: BoxContents = { ...candyMix, netWeight: null, allergens: [], en: { snacks: [], dietaryNotes: null, bestBefore: null } };
    renderBox(withCandyMix(spanishOnly), 'en');
    expect(screen.queryByText('What’s inside')).not.toBeInTheDocument();
  });
});
