import { cx } from '@/lib/class-names';

/**
 * A few mutually exclusive choices as pressed/unpressed buttons in one pill (a preview's
 * language or width). `compact`: smaller text on phones, for longer labels.
 */
export function SegmentedChoice<T extends string>({
  label,
  options,
  value,
  onChange,
  compact,
}: {
  label: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange(value: NoInfer<T>): void;
  compact?: boolean;
}) {
  return (
    <div role="group" aria-label={label} className="inline-flex rounded-full bg-slate-100 p-1">
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
          className={cx(
            'h-8 rounded-full px-3 font-semibold whitespace-nowrap focus-visible:outline-3 focus-visible:outline-brand-gold',
            compact ? 'text-xs sm:text-sm' : 'text-sm',
            option.value === value ? 'bg-white text-brand-blue shadow-sm' : 'text-slate-600 hover:text-slate-900',
          )}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
