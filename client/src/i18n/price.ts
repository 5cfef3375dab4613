import type { Language } from '@shared/languages';
import { productByKey, type ProductKey } from '@shared/site-facts';

/** The "from USD …" text of a box; its default at the content path priceContentPath(key). */
export const priceFrom = (language: Language, key: ProductKey) =>
  `${language === 'es' ? 'Desde' : 'From'} USD ${productByKey(key).priceUsd.toFixed(2)}`;
