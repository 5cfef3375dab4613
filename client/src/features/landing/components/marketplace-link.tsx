import type { ComponentProps } from 'react';
import { trackEvent } from '@/lib/analytics';

/** A link to the marketplace listing, opened in a new tab and reported as `amazon_click`. */
export function MarketplaceLink({ href, label, onClick, ...props }: ComponentProps<'a'> & { href: string; label: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      onClick={(event) => {
        trackEvent('amazon_click', { category: 'ecommerce', label });
        onClick?.(event);
      }}
      {...props}
    />
  );
}
