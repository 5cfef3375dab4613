import { test as setup } from '@playwright/test';
import type { SiteSettings } from '../shared/site-settings';
import { changeSiteSettings } from './support/site-settings';
import { signInAsStaff } from './support/staff';

/** How long the e2e offer lasts: longer than any run, shorter than a day (the bar reads 'HH:MM:SS'). */
const OFFER_HOURS = 20;

/**
 * Four testimonials per language, as staff would take them down: more than fit in 1280 px, so
 * the strip glides at every width the specs use (and scrolls by hand with motion reduced).
 */
const testimonials: SiteSettings['testimonials'] = {
  es: [
    { name: 'Ana P.', location: 'Houston, TX', text: 'Llegó en tres días y todo venía fresco.', rating: 5, verified: true },
    { name: 'Beto L.', location: null, text: 'Las canillitas saben a las de mi pueblo.', rating: 4, verified: false },
    { name: 'Carla M.', location: 'Miami, FL', text: 'La regalé en un cumpleaños y fue un éxito.', rating: 5, verified: true },
    { name: 'Diego R.', location: 'Chicago, IL', text: 'Me contestaron en español y muy rápido.', rating: 3, verified: true },
  ],
  en: [
    { name: 'Ana P.', location: 'Houston, TX', text: 'It arrived in three days and everything was fresh.', rating: 5, verified: true },
    { name: 'Ben L.', location: null, text: 'The canillitas taste like the ones back home.', rating: 4, verified: false },
    { name: 'Carla M.', location: 'Miami, FL', text: 'I gave it as a birthday gift and it was a hit.', rating: 5, verified: true },
    { name: 'Dan R.', location: 'Chicago, IL', text: 'They answered my questions quickly.', rating: 3, verified: true },
  ],
};

/**
 * The main app as staff would have set it up: an offer with an end (so the urgency bar counts
 * down, and the specs that let the page's clock run can watch it tick), a contact e-mail (the
 * footer's copy button) and testimonials (the strip). Everything else stays unset, as on a
 * fresh install. Runs once, before every spec (the chromium project depends on it); the bare
 * app keeps the defaults (no testimonials: no strip).
 */
setup('the main app has an offer ending in 20 hours, a contact e-mail and testimonials', async ({ page }) => {
  await signInAsStaff(page);
  await changeSiteSettings(page.request, (settings) => ({
    ...settings,
    contactEmail: 'hola@chapinbox.test',
    offer: { ...settings.offer, endsAt: new Date(Date.now() + OFFER_HOURS * 3_600_000).toISOString() },
    testimonials,
  }));
});
