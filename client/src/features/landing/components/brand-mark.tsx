/** The ChapinBox mark: a woven-band box with a gold lid (decorative; the name is text beside it). */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" className={className} aria-hidden="true" focusable="false">
      <path d="M20 4 36 11v18L20 36 4 29V11Z" fill="#004AAD" />
      <path d="M20 4 36 11 20 18 4 11Z" fill="#F5B700" />
      <path d="M4 17l16 7 16-7v4l-16 7-16-7Z" fill="#D7263D" />
      <path d="M20 18v18" stroke="#00337a" strokeWidth="1.5" />
      <circle cx="20" cy="11" r="3.2" fill="#004AAD" />
    </svg>
  );
}
