import type { ProductKey } from '@shared/site-facts';

/** Tab order; partyMix is the default tab (docs/product.md#landing-page). */
export const productOrder: readonly ProductKey[] = ['partyMix', 'candyMix', 'spicyMix', 'chocoBox'];
export const DEFAULT_PRODUCT: ProductKey = 'partyMix';

/** Each box's gradient (docs/product.md#what-it-sells) and the text colour that reads on its light tint. */
export const productTheme: Record<ProductKey, { gradient: string; tint: string; ink: string }> = {
  partyMix: { gradient: 'from-[#C2185B] to-[#E8590C]', tint: 'bg-[#FFF0F6]', ink: 'text-[#A61E4D]' },
  candyMix: { gradient: 'from-[#0B7285] to-[#6741D9]', tint: 'bg-[#E3FAFC]', ink: 'text-[#0B7285]' },
  spicyMix: { gradient: 'from-[#C1121F] to-[#D9480F]', tint: 'bg-[#FFF4E6]', ink: 'text-[#C1121F]' },
  chocoBox: { gradient: 'from-[#4A2617] to-[#9C6644]', tint: 'bg-[#F8EDE3]', ink: 'text-[#6B3E26]' },
};

/** The DOM id of the product tabs section, where the calls to action lead. */
export const PRODUCTS_ANCHOR = 'productos-chapinbox';
