import type { CurrentUser } from '@shared/auth';
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
