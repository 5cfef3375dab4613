import { useId } from 'react';
import { AUDIT_KINDS, type AuditKind } from '@shared/audit';
import { Button } from '@/components/ui/button';
import { useAuditActors } from '../api/get-audit-actors';
import type { AuditFilter } from '../api/get-audit-page';

const KIND_NAMES: Record<AuditKind, string> = {
  auth: 'Accesos y cuentas',
  subscribers: 'Suscriptores',
  campaigns: 'Campañas',
  inventory: 'Inventario',
  'site-content': 'Textos del sitio',
  settings: 'Ajustes del sitio',
  staff: 'Personal e invitaciones',
  ebooks: 'Ebooks',
};

/** The form's values: the dates as the date fields hold them (YYYY-MM-DD, this browser's days). */
export interface ActivityFilterValues {
  actor: string;
  kind: string;
  fromDay: string;
  toDay: string;
}

export const NO_FILTER: ActivityFilterValues = { actor: '', kind: '', fromDay: '', toDay: '' };

/** A day of this browser's calendar as the instant it begins (the server compares instants). */
const startOfDay = (day: string, plusDays = 0) => {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year, month - 1, date + plusDays).toISOString();
};

/** The API's filter for the form's values: "hasta" includes its whole day. */
export const toAuditFilter = (values: ActivityFilterValues): AuditFilter => ({
  actor: values.actor || undefined,
  kind: (values.kind || undefined) as AuditKind | undefined,
  from: values.fromDay ? startOfDay(values.fromDay) : undefined,
  to: values.toDay ? startOfDay(values.toDay, 1) : undefined,
});

const fieldClass =
  'h-10 w-full rounded-full border border-slate-300 bg-white px-4 text-sm focus-visible:border-brand-blue focus-visible:outline-3 focus-visible:outline-brand-gold';

/** Person, kind of action and dates over the activity log; each change applies at once. */
export function ActivityFilters({ values, onChange }: { values: ActivityFilterValues; onChange(values: ActivityFilterValues): void }) {
  const id = useId();
  const actors = useAuditActors();
  const set = (key: keyof ActivityFilterValues) => (event: { target: { value: string } }) => onChange({ ...values, [key]: event.target.value });
  const filtered = Object.values(values).some(Boolean);
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[1.5fr_1.2fr_1fr_1fr_auto] lg:items-end">
      <legend className="sr-only">Filtrar la actividad</legend>
      <div className="space-y-1">
        <label htmlFor={`${id}-actor`} className="text-sm font-medium text-slate-700">
          Persona
        </label>
        <select id={`${id}-actor`} value={values.actor} onChange={set('actor')} className={fieldClass}>
          <option value="">Todas</option>
          {(actors.data ?? []).map((email) => (
            <option key={email} value={email}>
              {email}
            </option>
          ))}
        </select>
      </div>
      <div className="space-y-1">
        <label htmlFor={`${id}-kind`} className="text-sm font-medium text-slate-700">
          Tipo de acción
        </label>
        <select id={`${id}-kind`} value={values.kind} onChange={set('kind')} className={fieldClass}>
          <option value="">Todas</option>
          {AUDIT_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {KIND_NAMES[kind]}
            </option>
          ))}
        </select>
      </div>
      <div className="space-y-1">
        <label htmlFor={`${id}-from`} className="text-sm font-medium text-slate-700">
          Desde
        </label>
        <input id={`${id}-from`} type="date" value={values.fromDay} max={values.toDay || undefined} onChange={set('fromDay')} className={fieldClass} />
      </div>
      <div className="space-y-1">
        <label htmlFor={`${id}-to`} className="text-sm font-medium text-slate-700">
          Hasta
        </label>
        <input id={`${id}-to`} type="date" value={values.toDay} min={values.fromDay || undefined} onChange={set('toDay')} className={fieldClass} />
      </div>
      <Button variant="outline" size="sm" disabled={!filtered} onClick={() => onChange(NO_FILTER)}>
        Quitar filtros
      </Button>
    </fieldset>
  );
}
