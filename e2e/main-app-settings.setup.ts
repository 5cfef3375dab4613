import { test as setup } from '@playwright/test';
import { changeSiteSettings } from './support/site-settings';
import { signInAsStaff } from './support/staff';

/** How long the e2e offer lasts: longer than any run, shorter than a day (the bar reads 'HH:MM:SS'). */
const OFFER_HOURS = 20;

/**
 * The main app as staff would have set it up: an offer with an end (so the urgency bar counts
 * down, and the specs that let the page's clock run can watch it tick) and a contact e-mail
 * (the footer's copy button). Everything else stays unset, as on a fresh install. Runs once,
 * before every spec (the chromium project depends on it); the bare app keeps the defaults.
 */
setup('the main app has an offer ending in 20 hours and a contact e-mail', async ({ page }) => {
  await signInAsStaff(page);
  await changeSiteSettings(page.request, (settings) => ({
    ...settings,
    contactEmail: 'hola@chapinbox.test',
    offer: { ...settings.offer, endsAt: new Date(Date.now() + OFFER_HOURS * 3_600_000).toISOString() },
  }));
});
