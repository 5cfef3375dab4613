import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { initAnalytics, resetAnalyticsForTests } from '@/lib/analytics';
import { watchInsights } from '@/test/insights';
import { MarketplaceLink } from './marketplace-link';

describe('MarketplaceLink', () => {
  afterEach(() => {
    resetAnalyticsForTests();
    delete window.gtag;
    delete window.dataLayer;
    document.head.querySelectorAll('script').forEach((script) => script.remove());
  });

  it('When a link is clicked, then the click is counted with its box and place, and Google Analytics keeps its old label', () => {
    const { sent } = watchInsights();
    initAnalytics('G-TEST1234');
    render(
      <>
        <MarketplaceLink href="https://www.amazon.com/dp/B0CANDY001" box="candyMix" place="featured" onClick={(event) => event.preventDefault()}>
          Candy
        </MarketplaceLink>
        <MarketplaceLink href="https://www.amazon.com/dp/B0PARTY001" box="partyMix" place="urgency_bar" onClick={(event) => event.preventDefault()}>
          Bar
        </MarketplaceLink>
      </>,
    );

    fireEvent.click(screen.getByRole('link', { name: 'Candy' }));
    fireEvent.click(screen.getByRole('link', { name: 'Bar' }));

    expect(screen.getByRole('link', { name: 'Candy' })).toHaveAttribute('target', '_blank');
    expect(sent()).toMatchObject([
      { type: 'event', name: 'marketplace_click', props: { box: 'candyMix', place: 'featured' } },
      { type: 'event', name: 'marketplace_click', props: { box: 'partyMix', place: 'urgency_bar' } },
    ]);
    const labels = window.dataLayer!.map((args) => Array.from(args as ArrayLike<unknown>)).filter((call) => call[1] === 'amazon_click');
    expect(labels.map((call) => (call[2] as { event_label: string }).event_label)).toEqual(['candy_mix_featured', 'urgency_bar']);
  });
});
