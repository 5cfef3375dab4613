/** The round blue previous/next button of the landing page's rotator and carousels. */
export function ArrowButton({
  label,
  disabled,
  onClick,
  direction,
  size = 'md',
}: {
  label: string;
  disabled: boolean;
  onClick(): void;
  direction: 'previous' | 'next';
  size?: 'md' | 'lg';
}) {
  const sizeClasses = size === 'lg' ? 'h-12 w-12 shadow-lg disabled:shadow-none' : 'h-11 w-11 shadow';
  return (
    <button
      type="button"
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
      className={`flex ${sizeClasses} items-center justify-center rounded-full bg-brand-blue text-white transition hover:bg-brand-blue-dark disabled:bg-slate-300 disabled:text-slate-600`}
    >
      <svg viewBox="0 0 24 24" className="h-6 w-6" aria-hidden="true">
        <path d={direction === 'next' ? 'm9 5 7 7-7 7' : 'm15 5-7 7 7 7'} stroke="currentColor" strokeWidth="2.5" fill="none" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  );
}
