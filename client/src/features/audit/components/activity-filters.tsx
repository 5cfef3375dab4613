import { AUDIT_KINDS, type AuditKind } from '@shared/audit';
import { Button } from '@/components/ui/button';
import { FilterField, FilterSelect, filterFieldClass } from '@/components/ui/filter-field';
import { useAuditActors } from '../api/get-audit-actors';
import type { AuditFilter } from '../api/get-audit-page';

const KIND_NAMES: Record<AuditKind, string> = {
  auth: 'Accesos y cuentas',
  subscribers: 'Suscriptores',
  campaigns: 'Campañas',
  inventory: 'Inventario',
  'site-content': 'Textos del sitio',
  'legal-pages': 'Páginas legales',
  faq: 'Preguntas frecuentes',
  settings: 'Ajustes del sitio',
  staff: 'Personal e invitaciones',
  ebooks: 'Ebooks',
  media: 'Fotos y videos',
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

/** Person, kind of action and dates over the activity log; each change applies at once. */
export function ActivityFilters({ values, onChange }: { values: ActivityFilterValues; onChange(values: ActivityFilterValues): void }) {
  const actors = useAuditActors();
  const set = (key: keyof ActivityFilterValues) => (value: string) => onChange({ ...values, [key]: value });
  const filtered = Object.values(values).some(Boolean);
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[1.5fr_1.2fr_1fr_1fr_auto] lg:items-end">
      <legend className="sr-only">Filtrar la actividad</legend>
      <FilterSelect label="Persona" value={values.actor} onChange={set('actor')}>
        <option value="">Todas</option>
        {(actors.data ?? []).map((email) => (
          <option key={email} value={email}>
            {email}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect label="Tipo de acción" value={values.kind} onChange={set('kind')}>
        <option value="">Todas</option>
        {AUDIT_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {KIND_NAMES[kind]}
          </option>
        ))}
      </FilterSelect>
      <FilterField label="Desde">
        {(id) => <input id={id} type="date" value={values.fromDay} max={values.toDay || undefined} onChange={(event) => set('fromDay')(event.target.value)} className={filterFieldClass} />}
      </FilterField>
      <FilterField label="Hasta">
        {(id) => <input id={id} type="date" value={values.toDay} min={values.fromDay || undefined} onChange={(event) => set('toDay')(event.target.value)} className={filterFieldClass} />}
      </FilterField>
      <Button variant="outline" size="sm" disabled={!filtered} onClick={() => onChange(NO_FILTER)}>
        Quitar filtros
      </Button>
    </fieldset>
  );
}
