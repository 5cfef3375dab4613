/**
 * A testimonial's stars, `rating` of five gold (staff set it, docs/product.md#site-settings) over
 * five grey ones, with a text for screen readers: two elements drawn by landing.css, not ten SVG
 * nodes per card.
 */
export function Stars({ rating, label }: { rating: number; label: string }) {
  const filled = Math.min(5, Math.max(0, Math.round(rating)));
  return (
    <span role="img" aria-label={label} className="stars">
      <span className="stars-filled" style={{ width: `${filled * 1.1}rem` }} />
    </span>
  );
}
