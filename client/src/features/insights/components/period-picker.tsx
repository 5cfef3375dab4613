import { useState, type FormEvent } from 'react';
import { INSIGHTS_RANGE_MAX_DAYS, insightsSummaryQuerySchema } from '@shared/insights';
import { Button } from '@/components/ui/button';
import { filterFieldClass } from '@/components/ui/filter-field';
import { cn } from '@/lib/cn';
import { errorIdOf, useFieldErrors } from '@/lib/use-field-errors';
import type { InsightsView } from '../hooks/use-insights-view';
import { daysIn, PERIOD_NAMES, PERIODS, shopToday, type Period } from '../lib/periods';

const fieldId = (field: string) => `insights-range-${field}`;

const choiceClass = (chosen: boolean) =>
  cn(
    'h-10 rounded-full px-4 text-sm font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-gold',
    chosen ? 'bg-brand-blue text-white' : 'border border-slate-300 bg-white text-slate-700 hover:bg-slate-100',
  );

/** "Desde" and "Hasta", checked as the API checks them: real days, "Hasta" not before "Desde", a period the server covers. */
function RangeForm({ view }: { view: InsightsView }) {
  const custom = view.period === 'custom';
  const [from, setFrom] = useState(custom ? view.range.from : '');
  const [to, setTo] = useState(custom ? view.range.to : '');
  const form = useFieldErrors(fieldId);
  // No day after the shop's today to choose; read once, as the form opens.
  const [today] = useState(() => shopToday());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const ownChecks: Record<string, string> = {};
    if (!from) ownChecks.from = 'Elige el primer día';
    if (!to) ownChecks.to = 'Elige el último día';
    else if (from && from > to) ownChecks.to = 'El último día no puede ser anterior al primero';
    else if (from && daysIn({ from, to }) > INSIGHTS_RANGE_MAX_DAYS) ownChecks.to = `El periodo puede abarcar como mucho ${INSIGHTS_RANGE_MAX_DAYS} días`;
    const check = form.validate(insightsSummaryQuerySchema, { from, to }, undefined, ownChecks);
    if (check.success) view.chooseRange({ from: check.data.from, to: check.data.to });
  };

  const field = (name: 'from' | 'to', label: string, value: string, onChange: (value: string) => void) => (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={fieldId(name)} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        id={fieldId(name)}
        type="date"
        value={value}
        max={today}
        onChange={(event) => {
          onChange(event.target.value);
          form.clear(name);
        }}
        className={filterFieldClass}
        {...form.fieldProps(name)}
      />
      {form.errors[name] && (
        <p id={errorIdOf(fieldId(name))} className="text-sm text-red-700">
          {form.errors[name]}
        </p>
      )}
    </div>
  );

  return (
    <form noValidate onSubmit={submit} aria-label="Elegir fechas" className="grid grid-cols-2 items-start gap-3 sm:grid-cols-[12rem_12rem_auto]">
      {field('from', 'Desde', from, setFrom)}
      {field('to', 'Hasta', to, setTo)}
      <Button type="submit" size={null} className="col-span-2 h-10 px-4 text-sm sm:col-span-1 sm:mt-6">
        Ver estas fechas
      </Button>
    </form>
  );
}

/** Hoy, 7 días, 30 días, 12 meses, or two dates. */
export function PeriodPicker({ view }: { view: InsightsView }) {
  const [choosing, setChoosing] = useState(view.period === 'custom');
  const chosen = (period: Period) => (period === 'custom' ? choosing || view.period === 'custom' : !choosing && view.period === period);
  return (
    <div className="space-y-3">
      <div role="group" aria-label="Periodo" className="flex flex-wrap gap-2">
        {PERIODS.map((period) => (
          <button
            key={period}
            type="button"
            aria-pressed={chosen(period)}
            className={choiceClass(chosen(period))}
            onClick={() => {
              setChoosing(false);
              view.choosePeriod(period);
            }}
          >
            {PERIOD_NAMES[period]}
          </button>
        ))}
        <button type="button" aria-pressed={chosen('custom')} className={choiceClass(chosen('custom'))} onClick={() => setChoosing(true)}>
          {PERIOD_NAMES.custom}
        </button>
      </div>
      {chosen('custom') && <RangeForm view={view} />}
    </div>
  );
}
