import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { PublicSiteSettings } from '@shared/site-settings';
import { defaultPublicSiteSettings } from '@shared/site-settings-values';
import { fakeApi } from '@/test/fake-api';
import { siteConfigFixture } from '@/test/fixtures';
import { createTestQueryClient } from '@/test/render-screen';
import { embeddedSiteSettingsBlock, readEmbeddedSiteSettings, type EmbeddedSiteSettings } from '../lib/embedded-site-settings';
import { SiteSettingsProvider, useSiteSettings } from './site-settings-provider';

const version = (number: number, asin: string): PublicSiteSettings => ({
  ...defaultPublicSiteSettings,
  version: number,
  products: { ...defaultPublicSiteSettings.products, partyMix: { asin, marketplaceUrl: null } },
});

function renderSettings(initial: EmbeddedSiteSettings | undefined, fromConfig: PublicSiteSettings) {
  const api = fakeApi({ 'GET /api/config': { status: 200, body: siteConfigFixture({ settings: fromConfig }) } });
  const queryClient = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <SiteSettingsProvider initial={initial}>{children}</SiteSettingsProvider>
    </QueryClientProvider>
  );
  return { api, ...renderHook(() => useSiteSettings(), { wrapper }) };
}

describe('site settings on the page', () => {
  it('When the page carries the settings it was rendered with, then those are used first, with the render time', async () => {
    const { result, api } = renderSettings({ settings: version(3, 'B0EMBEDDED'), renderedAt: 1234 }, version(3, 'B0EMBEDDED'));
    const first = result.current.settings;
    expect(first.products.partyMix.asin).toBe('B0EMBEDDED');
    expect(result.current.renderedAt).toBe(1234);
    // The same version from the config changes nothing (the page does not render again).
    await waitFor(() => expect(api.callsTo('GET /api/config')).toHaveLength(1));
    expect(result.current.settings).toBe(first);
  });

  it('When the config brings newer settings (saved since), then they replace the embedded ones', async () => {
    const { result, api } = renderSettings({ settings: version(3, 'B0EMBEDDED'), renderedAt: 1 }, version(4, 'B0NEWERONE'));
    await waitFor(() => expect(result.current.settings.products.partyMix.asin).toBe('B0NEWERONE'));
    expect(api.callsTo('GET /api/config')).toHaveLength(1);
  });

  it('When the config brings older settings (a cached copy), then the embedded ones stay', async () => {
    const { result, api } = renderSettings({ settings: version(5, 'B0EMBEDDED'), renderedAt: 1 }, version(4, 'B0OLDERONE'));
    await waitFor(() => expect(api.callsTo('GET /api/config')).toHaveLength(1));
    expect(result.current.settings.products.partyMix.asin).toBe('B0EMBEDDED');
  });

  it('When a page was not prerendered (another route first), then the config’s settings are used once they arrive', async () => {
    const { result } = renderSettings(undefined, version(2, 'B0FROMCONF'));
    expect(result.current.settings).toEqual(defaultPublicSiteSettings);
    await waitFor(() => expect(result.current.settings.products.partyMix.asin).toBe('B0FROMCONF'));
    expect(result.current.renderedAt).toBeNull();
  });
});

describe('the settings data block', () => {
  it('When a value holds markup, then the block cannot be closed by it and reads back the same', () => {
    const settings = { ...version(1, 'B0BLOCK001'), contactEmail: '</script><script>alert(1)</script>' };
    const block = embeddedSiteSettingsBlock({ settings, renderedAt: 42 });
    expect(block.match(/<\/script>/g)).toHaveLength(1);
    document.head.innerHTML = block;
    expect(readEmbeddedSiteSettings()).toEqual({ settings, renderedAt: 42 });
    document.head.innerHTML = '<script type="application/json" id="site-settings">{broken</script>';
    expect(readEmbeddedSiteSettings()).toBeUndefined();
    document.head.innerHTML = '';
    expect(readEmbeddedSiteSettings()).toBeUndefined();
  });
});
