import type { InsightDevice, InsightPlace } from '@shared/insights';
import { productByKey, products, type ProductKey } from '@shared/site-facts';

// The staff page names what the API sends as keys; a value it does not know yet shows as sent.

const LANGUAGE_NAMES: Record<string, string> = { es: 'Español', en: 'Inglés' };

const DEVICE_NAMES: Record<InsightDevice, string> = { phone: 'Teléfono', tablet: 'Tableta', desktop: 'Ordenador' };

const PLACE_NAMES: Record<InsightPlace, string> = {
  urgency_bar: 'Barra de urgencia',
  tab: 'Pestaña',
  featured: 'Destacados',
  promo: 'Promoción',
  why_choose_us: 'Por qué elegirnos',
  final_cta: 'Llamada final',
  chat: 'Chat',
  newsletter: 'Boletín',
  qr: 'Código QR',
  other: 'Otro',
};

const known = <T extends string>(names: Record<T, string>) => (key: string) => (Object.hasOwn(names, key) ? names[key as T] : key);

export const languageName = known(LANGUAGE_NAMES);
export const deviceName = known(DEVICE_NAMES);
export const placeName = known(PLACE_NAMES);
export const boxName = (key: string) => (products.some((product) => product.key === key) ? productByKey(key as ProductKey).name : key);
