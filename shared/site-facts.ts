/**
 * The facts the site states, in one place (docs/product.md#what-it-sells): the landing page's
 * translations, the chat guide and the server's e-mails and pages read them from here. Where
 * the product's texts give two readings (2,500+ or 1000+ customers) the site says 2,500+
 * everywhere. Where each box is sold, the phone lines, the e-mail, the networks, the videos
 * and the offer are staff settings (site-settings.ts), not facts.
 */

export type ProductKey = 'partyMix' | 'candyMix' | 'spicyMix' | 'chocoBox';

interface ProductFact {
  key: ProductKey;
  name: string;
  /** "from USD …" price as shown on the page. */
  priceUsd: number;
  analyticsKey: string;
}

export const products: readonly ProductFact[] = [
  { key: 'partyMix', name: 'PARTY MIX', priceUsd: 21.99, analyticsKey: 'party_mix' },
  { key: 'candyMix', name: 'CANDY MIX', priceUsd: 34.99, analyticsKey: 'candy_mix' },
  { key: 'spicyMix', name: 'SPICY MIX', priceUsd: 29.99, analyticsKey: 'spicy_mix' },
  { key: 'chocoBox', name: 'CHOCO BOX', priceUsd: 29.99, analyticsKey: 'choco_box' },
];

/**
 * Editable content path of a box's price text (e.g. 'Desde USD 21.99'). The landing page shows
 * it and the chat guide reads the number from it, so an edited price shows in both.
 */
export const priceContentPath = (key: ProductKey) => `products.tabs.${key}.price`;

export const productByKey = (key: ProductKey) => products.find((product) => product.key === key)!;

export const facts = {
  boxPriceUsd: 29.99,
  savingUsd: 32.51,
  snackCount: 30,
  candyPieces: 64,
  /** The offer's discount until staff set another (site settings). */
  firstPurchaseDiscountPercent: 15,
  deliveryDays: '3-5',
  customers: '2,500+',
  entrepreneurs: '100+',
  ebookRecipes: 16,
  boxSizeInches: '9x9x2.5',
  copyrightYear: 2024,
  fallbackBoxesLeft: 47,
} as const;

export const touristPlaces = ['atitlan', 'antigua', 'semuc', 'tikal', 'xetulul'] as const;
export type TouristPlace = (typeof touristPlaces)[number];

export const formatUsd = (amount: number) => `$${amount.toFixed(2)}`;
