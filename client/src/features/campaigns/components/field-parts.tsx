import { errorIdOf } from '@/lib/use-field-errors';

export const fieldClass =
  'w-full rounded-xl border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 focus-visible:border-brand-blue focus-visible:outline-3 focus-visible:outline-brand-gold aria-invalid:border-red-600';

/** A field's message under it, tied to it by `aria-describedby` (see useFieldErrors). */
export function FieldMessage({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={errorIdOf(id)} className="text-sm font-medium text-red-700">
      {message}
    </p>
  ) : null;
}
