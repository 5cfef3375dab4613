import type { Language } from './languages';
import type { ProductKey } from './site-facts';

// Where the pictures the build draws for search engines and social networks are served
// (scripts/site-images.mjs writes them; docs/architecture.md#how-the-head-is-built). The
// page heads name the share images; the landing page's structured data the logo and the boxes.

/** The share image of a language, 1200×630. */
export const shareImagePath = (language: Language) => `/og-image-${language}.png`;

/** The brand's square icon (512×512), the Organization's logo. */
export const LOGO_PATH = '/icon-512.png';

/** The name of a box's artwork: 'party-mix-box' for partyMix (client/src/features/landing/assets/party-mix-box.svg). */
export const productArtworkName = (key: ProductKey) => `${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}-box`;

/** A box's picture, 1200×1200, drawn from its artwork. */
export const productImagePath = (key: ProductKey) => `/images/${productArtworkName(key)}.png`;
