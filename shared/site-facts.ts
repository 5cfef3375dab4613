/**
 * The facts the site states, in one place (docs/product.md#what-it-sells): the landing page's
 * translations, the chat guide and the server's e-mails and pages read them from here. Where
 * the product's texts give two readings (2,500+ or 1000+ customers) the site says 2,500+
 * everywhere.
 */

export type ProductKey = 'partyMix' | 'candyMix' | 'spicyMix' | 'chocoBox';

interface ProductFact {
  key: ProductKey;
  name: string;
  asin: string;
  /** "from USD …" price as shown on the page. */
  priceUsd: number;
  analyticsKey: string;
}

const MARKETPLACE_BASE_URL = 'https://www.amazon.com/dp/';

export const products: readonly ProductFact[] = [
  { key: 'partyMix', name: 'PARTY MIX', asin: 'B0CHPARTY1', priceUsd: 21.99, analyticsKey: 'party_mix' },
  { key: 'candyMix', name: 'CANDY MIX', asin: 'B0CHCANDY2', priceUsd: 34.99, analyticsKey: 'candy_mix' },
  { key: 'spicyMix', name: 'SPICY MIX', asin: 'B0CHSPICY3', priceUsd: 29.99, analyticsKey: 'spicy_mix' },
  { key: 'chocoBox', name: 'CHOCO BOX', asin: 'B0CHCHOCO4', priceUsd: 29.99, analyticsKey: 'choco_box' },
];

/**
 * Editable content path of a box's price text (e.g. 'Desde USD 21.99'). The landing page shows
 * it and the chat guide reads the number from it, so an edited price shows in both.
 */
export const priceContentPath = (key: ProductKey) => `products.tabs.${key}.price`;

export const productByKey = (key: ProductKey) => products.find((product) => product.key === key)!;
export const marketplaceUrl = (asin: string) => `${MARKETPLACE_BASE_URL}${asin}`;
/** The listing the urgency bar and the generic "buy" buttons open. */
export const MAIN_LISTING_URL = marketplaceUrl(products[0].asin);

export const facts = {
  boxPriceUsd: 29.99,
  savingUsd: 32.51,
  snackCount: 30,
  candyPieces: 64,
  firstPurchaseDiscountPercent: 15,
  deliveryDays: '3-5',
  customers: '2,500+',
  entrepreneurs: '100+',
  ebookRecipes: 16,
  boxSizeInches: '9x9x2.5',
  copyrightYear: 2024,
  fallbackBoxesLeft: 47,
} as const;

export const contact = {
  email: 'hola@chapinbox.com',
  /** Spanish-speaking line. */
  phoneEs: { display: '+1 (213) 555-0147', tel: '+12135550147' },
  /** English-speaking line. */
  phoneEn: { display: '+1 (213) 555-0186', tel: '+12135550186' },
  social: [
    { name: 'Facebook', url: 'https://www.facebook.com/chapinbox' },
    { name: 'Instagram', url: 'https://www.instagram.com/chapinbox' },
    { name: 'TikTok', url: 'https://www.tiktok.com/@chapinbox' },
  ],
} as const;

export const touristPlaces = ['atitlan', 'antigua', 'semuc', 'tikal', 'xetulul'] as const;
export type TouristPlace = (typeof touristPlaces)[number];

export const formatUsd = (amount: number) => `$${amount.toFixed(2)}`;
