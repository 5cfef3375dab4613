import type { SettingsField } from '../lib/settings-fields';

export const inputClass =
  'mt-1 h-11 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-brand-gold disabled:bg-slate-100 disabled:text-slate-600 aria-[invalid=true]:border-red-600';

/** A field id from its path ('products.partyMix.asin' → 'setting-products-partyMix-asin'). */
export const fieldId = (path: string) => `setting-${path.replace(/\./g, '-')}`;

/** One labelled setting with its help and, after a refused save, its message. */
export function SettingsFieldInput({ field, value, error, onChange }: { field: SettingsField; value: string; error?: string; onChange: (value: string) => void }) {
  const id = fieldId(field.path);
  const helpId = field.help ? `${id}-help` : undefined;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : undefined, helpId].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {field.label}
        {field.labelContext && <span className="sr-only"> {field.labelContext}</span>}
      </label>
      <div className="flex items-center gap-2">
        {field.type === 'select' ? (
          <select
            id={id}
            name={field.path}
            value={value}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => onChange(event.target.value)}
            className={inputClass}
          >
            {field.options?.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        ) : (
          <input
            id={id}
            name={field.path}
            type={field.type}
            value={value}
            placeholder={field.placeholder}
            inputMode={field.type === 'number' ? 'numeric' : undefined}
            step={field.type === 'number' ? 1 : undefined}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => onChange(event.target.value)}
            className={inputClass}
          />
        )}
        {field.type === 'datetime-local' && value !== '' && (
          <button
            type="button"
            onClick={() => onChange('')}
            className="mt-1 h-11 shrink-0 rounded-lg px-3 text-sm font-semibold text-brand-blue ring-1 ring-slate-300 hover:bg-brand-sky disabled:hidden"
          >
            Quitar fecha
          </button>
        )}
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
      {field.help && (
        <p id={helpId} className="mt-1 text-sm text-slate-500">
          {field.help}
        </p>
      )}
    </div>
  );
}
