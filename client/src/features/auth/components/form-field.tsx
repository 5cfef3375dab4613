import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

interface FormFieldProps extends ComponentProps<'input'> {
  id: string;
  label: string;
  /** Shown under the field, announced, and marks it invalid. */
  error?: string | null;
  hint?: string;
}

/** A labelled input with its hint or error tied to it for screen readers. */
export function FormField({ id, label, error, hint, className, ...input }: FormFieldProps) {
  const described = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        className={cn(
          'block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-xs placeholder:text-slate-400 read-only:bg-slate-100 read-only:text-slate-700 focus-visible:border-brand-blue aria-invalid:border-red-600',
          className,
        )}
        {...input}
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : (
        hint && (
          <p id={`${id}-hint`} className="text-xs text-slate-500">
            {hint}
          </p>
        )
      )}
    </div>
  );
}
