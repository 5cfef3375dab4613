import { useId, useRef, useState, type FormEvent } from 'react';
import { CAMPAIGN_BODY_MAX, CAMPAIGN_SUBJECT_MAX } from '@shared/campaigns';
import { WELCOME_STEPS_MAX, welcomeSeriesInputSchema, type WelcomeSeries, type WelcomeSeriesInput } from '@shared/welcome-series';
import { Button } from '@/components/ui/button';
import { PlusIcon, SaveIcon, TrashIcon } from '@/components/ui/icons';
import { useNavigationGuard } from '@/lib/navigation-guard';
import { serverMessageOr } from '@/lib/server-message';
import { toast } from '@/lib/toast-queue';
import { useSaveWelcomeSeries, useWelcomeSeries } from '../api/welcome-series';
import { LANGUAGE_LABELS, people } from '../lib/campaign-labels';
import { CampaignPreview } from './campaign-preview';
import { fieldClass } from './field-parts';

type Step = WelcomeSeriesInput['steps'][number] & { sent?: number; waiting?: number; key: string };

const UNSAVED = 'Tienes cambios sin guardar en la serie de bienvenida. ¿Salir y perderlos?';
const LANGUAGES = ['es', 'en'] as const;

let nextKey = 0;
const newStep = (delayHours: number): Step => ({ key: `new-${nextKey++}`, delayHours, subject: { es: '', en: '' }, body: { es: '', en: '' } });
const stepsOf = (series: WelcomeSeries): Step[] => series.steps.map((step) => ({ ...step, key: step.id }));
const inputOf = (enabled: boolean, steps: Step[]): WelcomeSeriesInput => ({
  enabled,
  steps: steps.map(({ id, delayHours, subject, body }) => ({ ...(id ? { id } : {}), delayHours, subject, body })),
});

/** "3 días y 4 horas después de confirmar", "Al confirmar". */
function delayText(hours: number) {
  if (hours === 0) return 'Al confirmar';
  const days = Math.floor(hours / 24);
  const rest = hours % 24;
  const parts = [days ? `${days} ${days === 1 ? 'día' : 'días'}` : '', rest ? `${rest} ${rest === 1 ? 'hora' : 'horas'}` : ''].filter(Boolean);
  return `${parts.join(' y ')} después de confirmar`;
}

function StepFields({ step, index, count, onChange, onMove, onRemove }: { step: Step; index: number; count: number; onChange(step: Step): void; onMove(by: -1 | 1): void; onRemove(): void }) {
  const id = useId();
  const days = Math.floor(step.delayHours / 24);
  const hours = step.delayHours % 24;
  const setDelay = (nextDays: number, nextHours: number) => onChange({ ...step, delayHours: Math.max(0, Math.trunc(nextDays || 0)) * 24 + Math.max(0, Math.trunc(nextHours || 0)) });
  return (
    <fieldset className="space-y-3 rounded-xl border border-slate-200 p-3 sm:p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">
        Correo {index + 1} · {delayText(step.delayHours)}
      </legend>
      {step.id && (
        <p className="text-xs text-slate-600">
          Enviado a {people(step.sent ?? 0)} · {people(step.waiting ?? 0)} en espera
        </p>
      )}
      <div className="flex flex-wrap items-end gap-3">
        <div className="space-y-1">
          <label htmlFor={`${id}-days`} className="text-sm font-medium text-slate-800">
            Días después de confirmar
          </label>
          <input id={`${id}-days`} type="number" min={0} max={90} inputMode="numeric" value={days} onChange={(event) => setDelay(Number(event.target.value), hours)} className={`${fieldClass} max-w-28`} />
        </div>
        <div className="space-y-1">
          <label htmlFor={`${id}-hours`} className="text-sm font-medium text-slate-800">
            y horas
          </label>
          <input id={`${id}-hours`} type="number" min={0} max={23} inputMode="numeric" value={hours} onChange={(event) => setDelay(days, Number(event.target.value))} className={`${fieldClass} max-w-28`} />
        </div>
      </div>
      {LANGUAGES.map((language) => {
        const name = LANGUAGE_LABELS[language].toLowerCase();
        return (
          <div key={language} className="grid gap-2">
            <label htmlFor={`${id}-subject-${language}`} className="text-sm font-medium text-slate-800">
              Asunto en {name}
            </label>
            <input
              id={`${id}-subject-${language}`}
              value={step.subject[language]}
              maxLength={CAMPAIGN_SUBJECT_MAX}
              onChange={(event) => onChange({ ...step, subject: { ...step.subject, [language]: event.target.value } })}
              className={fieldClass}
            />
            <label htmlFor={`${id}-body-${language}`} className="text-sm font-medium text-slate-800">
              Texto en {name} (Markdown)
            </label>
            <textarea
              id={`${id}-body-${language}`}
              value={step.body[language]}
              maxLength={CAMPAIGN_BODY_MAX}
              rows={5}
              onChange={(event) => onChange({ ...step, body: { ...step.body, [language]: event.target.value } })}
              className={`${fieldClass} font-mono text-sm`}
            />
          </div>
        );
      })}
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="outline" disabled={index === 0} onClick={() => onMove(-1)} aria-label={`Subir el correo ${index + 1}`}>
          Subir
        </Button>
        <Button size="sm" variant="outline" disabled={index === count - 1} onClick={() => onMove(1)} aria-label={`Bajar el correo ${index + 1}`}>
          Bajar
        </Button>
        <Button size="sm" variant="danger-outline" onClick={onRemove} aria-label={`Quitar el correo ${index + 1}`}>
          <TrashIcon className="h-4 w-4" />
          Quitar
        </Button>
      </div>
    </fieldset>
  );
}

function SeriesForm({ series }: { series: WelcomeSeries }) {
  const [saved, setSaved] = useState(() => JSON.stringify(inputOf(series.enabled, stepsOf(series))));
  const [enabled, setEnabled] = useState(series.enabled);
  const [steps, setSteps] = useState<Step[]>(() => stepsOf(series));
  const [problems, setProblems] = useState<string[]>([]);
  // Which e-mail the preview shows (the last one when that one was removed).
  const [previewed, setPreviewed] = useState(0);
  const previewStep = steps[Math.min(previewed, steps.length - 1)];
  const previewId = useId();
  const problemsRef = useRef<HTMLDivElement>(null);
  const save = useSaveWelcomeSeries();
  const dirty = JSON.stringify(inputOf(enabled, steps)) !== saved;
  useNavigationGuard(dirty, UNSAVED);

  const update = (index: number, step: Step) => setSteps(steps.map((item, i) => (i === index ? step : item)));
  const move = (index: number, by: -1 | 1) => {
    const next = [...steps];
    [next[index], next[index + by]] = [next[index + by], next[index]];
    setSteps(next);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input = inputOf(enabled, steps);
    const check = welcomeSeriesInputSchema.safeParse(input);
    if (!check.success) {
      setProblems([...new Set(check.error.issues.map((issue) => issue.message))]);
      requestAnimationFrame(() => problemsRef.current?.focus());
      return;
    }
    setProblems([]);
    save.mutate(check.data, {
      onSuccess: (result) => {
        setSteps(stepsOf(result));
        setSaved(JSON.stringify(inputOf(result.enabled, stepsOf(result))));
        toast({ title: 'Serie de bienvenida guardada', description: result.enabled ? 'Está activa.' : 'Está desactivada.' });
      },
      onError: (error) => toast({ variant: 'destructive', title: 'No se pudo guardar la serie', description: serverMessageOr(error, 'Inténtalo de nuevo.') }),
    });
  };

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <form noValidate onSubmit={onSubmit} className="min-w-0 space-y-4" aria-label="Serie de bienvenida">
        <label className="inline-flex min-h-9 items-center gap-2 text-sm font-semibold text-slate-900">
          <input type="checkbox" checked={enabled} onChange={(event) => setEnabled(event.target.checked)} className="h-4 w-4 accent-brand-blue" />
          Serie activa
        </label>
        {series.enabledAt && enabled && <p className="text-xs text-slate-600">Llega a quienes confirman desde que se activó.</p>}
        {steps.map((step, index) => (
          <StepFields
            key={step.key}
            step={step}
            index={index}
            count={steps.length}
            onChange={(next) => update(index, next)}
            onMove={(by) => move(index, by)}
            onRemove={() => setSteps(steps.filter((_, i) => i !== index))}
          />
        ))}
        <Button variant="outline" disabled={steps.length >= WELCOME_STEPS_MAX} onClick={() => setSteps([...steps, newStep(steps.length ? steps[steps.length - 1].delayHours + 72 : 0)])}>
          <PlusIcon className="h-4 w-4" />
          Añadir correo
        </Button>
        {problems.length > 0 && (
          <div ref={problemsRef} tabIndex={-1} role="alert" className="rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-800 outline-none">
            <p className="font-semibold">Falta antes de guardar:</p>
            <ul className="list-disc pl-5">
              {problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </div>
        )}
        <div className="flex flex-wrap items-center gap-2">
          <Button type="submit" disabled={save.isPending || !dirty}>
            <SaveIcon className="h-4 w-4" />
            {save.isPending ? 'Guardando...' : 'Guardar la serie'}
          </Button>
          {dirty && <span className="text-sm text-amber-800">Cambios sin guardar</span>}
        </div>
      </form>
      {previewStep && (
        <div className="min-w-0 space-y-2">
          <label htmlFor={previewId} className="block text-sm font-semibold text-slate-800">
            Correo en la vista previa
          </label>
          <select id={previewId} value={Math.min(previewed, steps.length - 1)} onChange={(event) => setPreviewed(Number(event.target.value))} className={fieldClass}>
            {steps.map((step, index) => (
              <option key={step.key} value={index}>
                Correo {index + 1}: {delayText(step.delayHours).toLowerCase()}
              </option>
            ))}
          </select>
          <CampaignPreview subject={previewStep.subject} body={previewStep.body} languages={[...LANGUAGES]} />
        </div>
      )}
    </div>
  );
}

/**
 * The welcome series (docs/product.md#welcome-series): the e-mails each new member gets after
 * confirming, each after its delay and in their language; an edited e-mail reaches only those
 * who have not had it.
 */
export function WelcomeSeriesEditor() {
  const series = useWelcomeSeries();
  return (
    <section aria-labelledby="welcome-series-title" className="space-y-4">
      <div className="space-y-1">
        <h3 id="welcome-series-title" className="text-lg font-bold text-slate-900">
          Serie de bienvenida
        </h3>
        <p className="text-sm text-slate-600">
          Los correos que recibe cada persona después de confirmar su suscripción, en su idioma y a su tiempo (además del correo de bienvenida con el ebook). Un correo
          cuyo momento pasó hace más de una semana ya no se envía.
        </p>
      </div>
      {series.isPending ? (
        <p role="status" className="text-sm text-slate-600">
          Cargando la serie...
        </p>
      ) : series.isError ? (
        <p role="alert" className="text-sm text-red-700">
          No se pudo cargar la serie de bienvenida.
        </p>
      ) : (
        <SeriesForm series={series.data} />
      )}
    </section>
  );
}
