import { Link } from 'wouter';
import type { LaunchChecklistItem } from '@shared/launch-checklist';
import { buttonVariants } from '@/components/ui/button';
import { CheckCircleIcon, MinusCircleIcon, WarningIcon } from '@/components/ui/icons';
import { useLaunchChecklist } from '../api/get-launch-checklist';
import { launchLine } from './launch-checklist-lines';

const stateLabels: Record<LaunchChecklistItem['state'], string> = { done: 'Listo', todo: 'Pendiente', off: 'Apagado' };

const stateIcons = {
  done: <CheckCircleIcon className="text-emerald-600" />,
  todo: <WarningIcon className="text-amber-600" />,
  off: <MinusCircleIcon className="text-slate-500" />,
};

const pendingPlural = new Intl.PluralRules('es');

/**
 * The overview's launch checklist: shown while anything a visitor would miss is left, each line
 * with its state and a link to where it is fixed; one line once every check is done or deliberately off.
 */
export function LaunchChecklist() {
  const checklist = useLaunchChecklist();
  if (checklist.isError) {
    return (
      <p role="alert" className="text-sm text-red-700">
        No se pudo comprobar qué falta para el lanzamiento.
      </p>
    );
  }
  const items = checklist.data?.items;
  const pending = items?.filter((item) => item.state === 'todo').length ?? 0;
  if (!items) return null;
  if (pending === 0) return <p className="text-sm text-emerald-800">Todo listo para el lanzamiento.</p>;

  return (
    <section aria-labelledby="launch-checklist-title" className="space-y-3 rounded-lg border border-amber-200 bg-amber-50/60 p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="launch-checklist-title" className="text-lg font-bold text-slate-900">
          Antes del lanzamiento
        </h3>
        <p className="text-sm text-slate-700">{pendingPlural.select(pending) === 'one' ? 'Queda 1 cosa pendiente' : `Quedan ${pending} cosas pendientes`}</p>
      </div>
      <ul className="divide-y divide-amber-100">
        {items.map((item) => {
          const line = launchLine(item);
          return (
            <li key={item.check} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between" data-testid={`launch-${item.check}`}>
              <div className="flex gap-3">
                {stateIcons[item.state]}
                <div>
                  <p className="font-semibold text-slate-900">
                    {line.title} <span className="text-sm font-normal text-slate-600">· {stateLabels[item.state]}</span>
                  </p>
                  <p className="text-sm text-slate-700">{line.detail}</p>
                </div>
              </div>
              {line.fix ? (
                <Link href={line.fix.href} className={buttonVariants({ variant: 'outline', size: 'sm', className: 'ml-8 self-start sm:ml-0 sm:self-center' })}>
                  {line.fix.label}
                </Link>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
