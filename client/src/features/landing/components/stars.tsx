import { cx } from '@/lib/class-names';

/**
 * Five gold stars (every testimonial is rated 5, docs/product.md#landing-page) with a text for screen readers:
 * one element drawn by landing.css, not ten SVG nodes per card.
 */
export function Stars({ label, large }: { label: string; large?: boolean }) {
  return <span role="img" aria-label={label} className={cx('five-stars', large && 'five-stars-lg')} />;
}
