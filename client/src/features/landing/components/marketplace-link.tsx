import type { ComponentProps } from 'react';
import type { InsightBox, InsightPlace } from '@shared/insights';
import { productByKey } from '@shared/site-facts';
import { trackEvent } from '@/lib/analytics';

/** The label Google Analytics reports already use for the link (e.g. 'party_mix_featured', 'final_cta'). */
function googleLabel(box: InsightBox, place: InsightPlace) {
  const key = productByKey(box).analyticsKey;
  if (place === 'tab') return key;
  return place === 'featured' || place === 'promo' ? `${key}_${place}` : place;
}

/**
 * A link to the marketplace listing of `box`, opened in a new tab and counted as a
 * marketplace click from `place`.
 */
export function MarketplaceLink({ href, box, place, onClick, ...props }: ComponentProps<'a'> & { href: string; box: InsightBox; place: InsightPlace }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      onClick={(event) => {
        trackEvent('amazon_click', { category: 'ecommerce', label: googleLabel(box, place), box, place });
        onClick?.(event);
      }}
      {...props}
    />
  );
}
