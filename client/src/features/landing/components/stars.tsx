import { cn } from '@/lib/cn';

/** Five gold stars (every testimonial is rated 5, seed 000 §3) with a text for screen readers. */
export function Stars({ label, className }: { label: string; className?: string }) {
  return (
    <span role="img" aria-label={label} className="flex gap-0.5 text-brand-gold">
      {[0, 1, 2, 3, 4].map((index) => (
        <svg key={index} viewBox="0 0 20 20" className={cn('h-4 w-4', className)} aria-hidden="true">
          <path d="m10 1.5 2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9Z" fill="currentColor" />
        </svg>
      ))}
    </span>
  );
}
