import { QueryClientProvider } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicSiteSettings } from '@shared/site-settings';
import { defaultPublicSiteSettings, MARKETPLACE_SEARCH_URL } from '@shared/site-settings-values';
import { LanguageProvider } from '@/i18n/language-provider';
import { PageContentProvider } from '@/lib/page-content';
import { SiteSettingsProvider } from './site-settings-provider';
import type { EmbeddedSiteSettings } from '../lib/embedded-site-settings';
import { fakeApi } from '@/test/fake-api';
import { siteConfigFixture } from '@/test/fixtures';
import { createTestQueryClient, renderScreen } from '@/test/render-screen';
import { UrgencyBar } from './urgency-bar';

const NOW = Date.parse('2030-06-01T12:00:00Z');
const joinVip = vi.fn();

const withOffer = (offer: Partial<PublicSiteSettings['offer']>, asin: string | null = null): PublicSiteSettings => ({
  ...defaultPublicSiteSettings,
  version: 2,
  products: { ...defaultPublicSiteSettings.products, partyMix: { asin, marketplaceUrl: null } },
  offer: { ...defaultPublicSiteSettings.offer, ...offer },
});

/** The bar inside the providers the app gives it, with the settings the page was rendered with. */
function bar(embedded: EmbeddedSiteSettings, queryClient = createTestQueryClient()) {
  return (
    <QueryClientProvider client={queryClient}>
      <LanguageProvider initial="es">
        <SiteSettingsProvider initial={embedded}>
          <PageContentProvider>
            <UrgencyBar onJoinVip={joinVip} />
          </PageContentProvider>
        </SiteSettingsProvider>
      </LanguageProvider>
    </QueryClientProvider>
  );
}

const renderBar = (settings: PublicSiteSettings) =>
  renderScreen(
    <SiteSettingsProvider initial={{ settings, renderedAt: NOW }}>
      <UrgencyBar onJoinVip={joinVip} />
    </SiteSettingsProvider>,
  );

describe('UrgencyBar', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(NOW);
    fakeApi({
      'GET /api/config': { status: 200, body: siteConfigFixture() },
      'GET /api/inventory/total': { status: 200, body: { totalBoxes: 31 } },
    });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('When no offer end is set, then the bar announces the discount without a countdown and opens the brand search', () => {
    renderBar(defaultPublicSiteSettings);
    expect(screen.getByTestId('urgency-offer')).toHaveTextContent('¡15% DE DESCUENTO en tu primera compra!');
    expect(screen.queryByTestId('urgency-countdown')).not.toBeInTheDocument();
    expect(screen.queryByText('La oferta termina en')).not.toBeInTheDocument();
    expect(screen.getByTestId('urgency-bar')).toHaveAttribute('href', MARKETPLACE_SEARCH_URL);
  });

  it('When staff set a discount, an end and PARTY MIX’s ASIN, then the bar counts down to that end and opens the listing', () => {
    renderBar(withOffer({ discountPercent: 20, endsAt: new Date(NOW + 3_661_000).toISOString() }, 'B0TESTPRTY'));
    expect(screen.getByTestId('urgency-offer')).toHaveTextContent('¡20% DE DESCUENTO');
    expect(screen.getByTestId('urgency-countdown')).toHaveTextContent('01:01:01');
    expect(screen.getByTestId('urgency-bar')).toHaveAttribute('href', 'https://www.amazon.com/dp/B0TESTPRTY');

    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByTestId('urgency-countdown')).toHaveTextContent('01:01:00');
  });

  it('When the end is days away, then the days come first', () => {
    renderBar(withOffer({ discountPercent: 15, endsAt: new Date(NOW + (3 * 86_400 + 5) * 1000).toISOString() }));
    expect(screen.getByTestId('urgency-countdown')).toHaveTextContent('3d 00:00:05');
  });

  it('When the end passes, then the countdown goes and the offer stays', () => {
    renderBar(withOffer({ discountPercent: 15, endsAt: new Date(NOW + 2_000).toISOString() }));
    expect(screen.getByTestId('urgency-countdown')).toHaveTextContent('00:00:02');

    act(() => vi.advanceTimersByTime(3_000));

    expect(screen.queryByTestId('urgency-countdown')).not.toBeInTheDocument();
    expect(screen.getByTestId('urgency-offer')).toHaveTextContent('15% DE DESCUENTO');
  });

  it('When the end is already past, then no countdown shows', () => {
    renderBar(withOffer({ discountPercent: 15, endsAt: new Date(NOW - 1_000).toISOString() }));
    expect(screen.queryByTestId('urgency-countdown')).not.toBeInTheDocument();
  });
});

describe('UrgencyBar stock and offer', () => {
  /** The bar once the inventory answered `totalBoxes`, in `language`. */
  async function barWith(totalBoxes: number, { language = 'es', settings = defaultPublicSiteSettings }: { language?: 'es' | 'en'; settings?: PublicSiteSettings } = {}) {
    fakeApi({ 'GET /api/config': { status: 200, body: siteConfigFixture() }, 'GET /api/inventory/total': { status: 200, body: { totalBoxes } } });
    const view = renderScreen(
      <SiteSettingsProvider initial={{ settings, renderedAt: Date.now() }}>
        <UrgencyBar onJoinVip={joinVip} />
      </SiteSettingsProvider>,
      { language },
    );
    // The site facts' count shows until the inventory answers.
    await waitFor(() => expect(fetch).toHaveBeenCalledWith(expect.stringContaining('/api/inventory/total'), expect.anything()));
    return view;
  }

  it.each([
    ['es', 1, 'Solo queda 1 caja'],
    ['es', 2, 'Solo quedan 2 cajas'],
    ['en', 1, 'Only 1 box left'],
    ['en', 2, 'Only 2 boxes left'],
  ] as const)('When the page is in %s and the inventory says %i, then the count reads "%s"', async (language, count, text) => {
    await barWith(count, { language });
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('When no box is left, then the bar says it is sold out and offers the VIP club instead of the purchase', async () => {
    joinVip.mockClear();
    await barWith(0);
    expect(await screen.findByTestId('urgency-sold-out')).toHaveTextContent('¡La caja está agotada!');
    expect(screen.queryByText('¡Compra ahora!')).not.toBeInTheDocument();
    expect(screen.queryByText(/quedan 0/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /Únete al Club VIP y te avisamos cuando vuelva/ }));
    expect(joinVip).toHaveBeenCalledWith('sold_out_bar');
  });

  it('When no box is left and the page is in English, then it says so in English', async () => {
    await barWith(0, { language: 'en' });
    expect(await screen.findByRole('button', { name: 'The box is sold out! Join the VIP Club to hear when it is back' })).toBeInTheDocument();
  });

  it('When staff set no code, then the bar promises none', async () => {
    await barWith(5);
    await screen.findByText('Solo quedan 5 cajas');
    expect(screen.getByTestId('urgency-offer')).toHaveTextContent(/^¡15% DE DESCUENTO en tu primera compra!$/);
    expect(screen.getByTestId('urgency-bar')).not.toHaveTextContent(/código|cupón/);
  });

  it('When staff set a code, then it shows with the discount in the visitor\'s language', async () => {
    await barWith(5, { language: 'en', settings: withOffer({ code: 'CHAPIN15' }) });
    expect(screen.getByTestId('urgency-offer')).toHaveTextContent('15% OFF your first purchase! with code CHAPIN15');
  });

  it('When staff set an Amazon coupon, then the bar opens the coupon and says so', async () => {
    const couponUrl = 'https://www.amazon.com/promocode/A1B2C3';
    await barWith(5, { settings: withOffer({ couponUrl }) });
    expect(screen.getByTestId('urgency-bar')).toHaveAttribute('href', couponUrl);
    expect(screen.getByTestId('urgency-offer')).toHaveTextContent('¡15% DE DESCUENTO en tu primera compra! con el cupón de Amazon');
    expect(screen.getByText('¡Activa el cupón!')).toBeInTheDocument();
  });
});

describe('UrgencyBar hydration', () => {
  let container: HTMLDivElement;
  let root: Root | undefined;
  beforeEach(() => {
    fakeApi({ 'GET /api/config': { status: 200, body: siteConfigFixture() }, 'GET /api/inventory/total': { status: 200, body: { totalBoxes: 47 } } });
    container = document.createElement('div');
    document.body.append(container);
  });
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    container.remove();
    vi.useRealTimers();
  });

  /** Renders `ui` on the "server" at `renderedAt`, then hydrates it in a browser whose clock reads `clientNow`. */
  async function hydrate(ui: (embedded: EmbeddedSiteSettings) => ReactNode, settings: PublicSiteSettings, renderedAt: number, clientNow: number) {
    const embedded = { settings, renderedAt };
    container.innerHTML = renderToString(ui(embedded));
    const serverHtml = container.innerHTML;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(clientNow);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      root = hydrateRoot(container, ui(embedded), { onRecoverableError: (error) => console.error(error) });
    });
    return { serverHtml, errors };
  }

  it('When the page was rendered before the end and reaches a browser after it, then the hydration matches and then the countdown goes', async () => {
    const end = NOW + 10_000;
    const { serverHtml, errors } = await hydrate((embedded) => bar(embedded), withOffer({ discountPercent: 15, endsAt: new Date(end).toISOString() }), NOW, end + 5_000);
    expect(serverHtml).toContain('--:--:--');
    expect(errors).not.toHaveBeenCalled();
    expect(container.querySelector('[data-testid="urgency-countdown"]')).toBeNull();
  });

  it('When the page was rendered without an end, then the hydration matches and shows no countdown', async () => {
    const { serverHtml, errors } = await hydrate((embedded) => bar(embedded), defaultPublicSiteSettings, NOW, NOW + 60_000);
    expect(serverHtml).not.toContain('urgency-countdown');
    expect(errors).not.toHaveBeenCalled();
  });
});
