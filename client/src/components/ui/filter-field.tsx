import { useId, type ReactNode } from 'react';

/** The staff lists' filter fields (selects, dates): one look for every list. */
export const filterFieldClass =
  'h-10 w-full rounded-full border border-slate-300 bg-white px-4 text-sm focus-visible:border-brand-blue focus-visible:outline-3 focus-visible:outline-brand-gold';

/** A labelled field of a staff list's filters; `children` renders the control with the id it is given. */
export function FilterField({ label, children }: { label: string; children(id: string): ReactNode }) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

/** A labelled select of a staff list's filters. */
export function FilterSelect({ label, value, onChange, children }: { label: string; value: string; onChange(value: string): void; children: ReactNode }) {
  return (
    <FilterField label={label}>
      {(id) => (
        <select id={id} value={value} onChange={(event) => onChange(event.target.value)} className={filterFieldClass}>
          {children}
        </select>
      )}
    </FilterField>
  );
}
