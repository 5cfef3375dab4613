import type { CurrentUser } from '@shared/auth';
import type { InsightsSummary } from '@shared/insights';
import { emptyPublicMedia } from '@shared/placed-media';
import type { SiteConfig } from '@shared/site-config';
import { defaultPublicSiteSettings } from '@shared/site-settings-values';

/**
 * GET /api/config as a test server answers it. Typed, so a change of the shape breaks the
 * build here instead of the tests.
 */
export const siteConfigFixture = (overrides: Partial<SiteConfig> = {}): SiteConfig => ({
  environment: 'test',
  voice: { available: false, assistantId: null, squadId: null, workflowId: null },
  chat: { mode: 'builtin' },
  analytics: { gaMeasurementId: null },
  marketplace: { sellerId: 'A2SELLER', marketplaceId: 'ATVPDKIKX0DER' },
  ebook: { maxBytes: 1000 },
  mail: { mode: 'log' },
  settings: defaultPublicSiteSettings,
  media: emptyPublicMedia,
  ...overrides,
});

/** The signed-in staff member as GET /api/auth/me answers `{ user }`: Ana, an admin without two-step sign-in, unless told. */
export const currentUserFixture = (overrides: Partial<CurrentUser> = {}): CurrentUser => ({
  id: 1,
  email: 'ana@chapinbox.test',
  firstName: 'Ana',
  lastName: 'Admin',
  role: 'admin',
  twoFactorEnabled: false,
  twoFactorRequired: false,
  ...overrides,
});

/**
 * GET /api/admin/insights/summary as a test server answers it: a week of visits (9–15 March
 * 2025) against the week before, each table with a few rows.
 */
export const insightsSummaryFixture = (overrides: Partial<InsightsSummary> = {}): InsightsSummary => ({
  visitors: 12_345,
  pageviews: 34_567,
  vipShown: 4691,
  signUps: 950,
  confirmed: 800,
  marketplaceClicks: 620,
  previous: { visitors: 11_000, pageviews: 0, vipShown: 4000, signUps: 1000, confirmed: 800, marketplaceClicks: 500 },
  byDay: Array.from({ length: 7 }, (_, i) => ({ date: `2025-03-${String(9 + i).padStart(2, '0')}`, visitors: 150 + i * 10, pageviews: 400 + i, signUps: 13, marketplaceClicks: 8 })),
  funnel: [
    { step: 'visitors', count: 12_345 },
    { step: 'vip_shown', count: 4691 },
    { step: 'sign_up', count: 950 },
    { step: 'confirmed', count: 800 },
    { step: 'marketplace_click', count: 620 },
  ],
  sources: [
    { source: 'Directo', visitors: 700, signUps: 50, marketplaceClicks: 30 },
    { source: 'qr', visitors: 334, signUps: 30, marketplaceClicks: 20 },
    { source: 'facebook.com', visitors: 200, signUps: 15, marketplaceClicks: 12 },
  ],
  campaigns: [
    { campaign: '', visitors: 1000, signUps: 70, marketplaceClicks: 50 },
    { campaign: 'agexport-2025', visitors: 234, signUps: 25, marketplaceClicks: 12 },
  ],
  pages: [
    { page: '/', visitors: 1100, signUps: 90, marketplaceClicks: 60 },
    { page: '/agexport', visitors: 134, signUps: 5, marketplaceClicks: 2 },
  ],
  languages: [
    { language: 'es', visitors: 900, signUps: 70, marketplaceClicks: 40 },
    { language: 'en', visitors: 334, signUps: 25, marketplaceClicks: 22 },
  ],
  devices: [
    { device: 'phone', visitors: 800, signUps: 60, marketplaceClicks: 40 },
    { device: 'tablet', visitors: 34, signUps: 5, marketplaceClicks: 2 },
    { device: 'desktop', visitors: 400, signUps: 30, marketplaceClicks: 20 },
  ],
  clicksByBox: [
    { box: 'partyMix', clicks: 30 },
    { box: 'chocoBox', clicks: 12 },
  ],
  clicksByPlace: [
    { place: 'urgency_bar', clicks: 20 },
    { place: 'why_choose_us', clicks: 10 },
    { place: 'qr', clicks: 2 },
  ],
  ...overrides,
});
