import type { ComponentProps } from 'react';
import { WEIGHT_UNITS } from '@shared/box-contents-values';
import { TextField as SharedTextField } from '@/components/ui/text-field';
import type { WeightFields } from '../lib/box-contents-form';

const fieldLook =
  'mt-1 h-11 min-w-0 rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-brand-gold aria-[invalid=true]:border-red-600';

/** A field's element id from its path as the schema names it without `boxContents` ('partyMix.es.snacks.0.name' → 'box-contents-partyMix-es-snacks-0-name'). */
export const boxFieldId = (path: string) => `box-contents-${path.replace(/\./g, '-')}`;

function FieldMessage({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-700">
      {error}
    </p>
  ) : null;
}

/** One labelled text of the form, its id from its path; `multiline`: a three-row text area. */
export function TextField({ path, multiline, ...field }: Omit<ComponentProps<typeof SharedTextField>, 'id' | 'rows'> & { path: string; multiline?: boolean }) {
  return <SharedTextField id={boxFieldId(path)} rows={multiline ? 3 : undefined} {...field} />;
}

/** A weight: the number (decimals with a point) and its unit; empty is no weight. */
export function WeightField({
  path,
  label,
  unitLabel,
  value,
  error,
  onChange,
}: {
  path: string;
  label: string;
  unitLabel: string;
  value: WeightFields;
  error?: string;
  onChange(value: WeightFields): void;
}) {
  const id = boxFieldId(`${path}.value`);
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={value.value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange({ ...value, value: event.target.value })}
          className={`${fieldLook} flex-1`}
        />
        <select
          aria-label={unitLabel}
          value={value.unit}
          onChange={(event) => onChange({ ...value, unit: event.target.value as WeightFields['unit'] })}
          className={`${fieldLook} w-20 shrink-0`}
        >
          {WEIGHT_UNITS.map((unit) => (
            <option key={unit} value={unit}>
              {unit}
            </option>
          ))}
        </select>
      </div>
      <FieldMessage id={id} error={error} />
    </div>
  );
}
