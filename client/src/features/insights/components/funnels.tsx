import type { InsightsSummary } from '@shared/insights';
import { formatStaffNumber, formatStaffPercent } from '@/lib/staff-number-format';

type Step = InsightsSummary['funnel'][number]['step'];

/** Each step's name and how its rate reads against the step before ('38 % vio la oferta VIP'). */
const STEPS: Record<Step, { label: string; rate: (percent: string) => string }> = {
  visitors: { label: 'Visitantes', rate: () => '' },
  vip_shown: { label: 'Vieron la oferta VIP', rate: (percent) => `${percent} vio la oferta VIP` },
  sign_up: { label: 'Se suscribieron', rate: (percent) => `${percent} de quienes la vieron se suscribió` },
  confirmed: { label: 'Confirmaron su correo', rate: (percent) => `${percent} de los suscritos confirmó` },
  marketplace_click: { label: 'Hicieron clic hacia Amazon', rate: (percent) => `${percent} de los visitantes hizo clic hacia Amazon` },
};

const VIP_STEPS: Step[] = ['visitors', 'vip_shown', 'sign_up', 'confirmed'];
const MARKETPLACE_STEPS: Step[] = ['visitors', 'marketplace_click'];

function Funnel({ title, steps, counts }: { title: string; steps: Step[]; counts: Map<Step, number> }) {
  const top = Math.max(1, counts.get(steps[0]) ?? 0);
  return (
    <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
      <h4 className="font-semibold text-slate-900">{title}</h4>
      <ol className="mt-3 space-y-3">
        {steps.map((step, index) => {
          const count = counts.get(step) ?? 0;
          const before = index > 0 ? (counts.get(steps[index - 1]) ?? 0) : 0;
          return (
            <li key={step} className="space-y-1 text-sm">
              <div className="flex items-baseline justify-between gap-3">
                <span className="text-slate-700">{STEPS[step].label}</span>
                <span className="font-bold text-slate-900 tabular-nums">{formatStaffNumber(count)}</span>
              </div>
              <div className="h-2 rounded-full bg-slate-100" aria-hidden="true">
                <div className="h-2 rounded-full bg-brand-blue" style={{ width: `${Math.min(100, (count / top) * 100)}%` }} />
              </div>
              {/* A rate needs someone at the step before. */}
              {index > 0 && before > 0 && <p className="text-xs text-slate-600">{STEPS[step].rate(formatStaffPercent(count / before))}</p>}
            </li>
          );
        })}
      </ol>
    </div>
  );
}

/** Visitors → saw the VIP offer → signed up → confirmed, and visitors → clicked to Amazon, with each step's rate. */
export function Funnels({ funnel }: { funnel: InsightsSummary['funnel'] }) {
  const counts = new Map(funnel.map((entry) => [entry.step, entry.count]));
  return (
    <section aria-labelledby="insights-funnels-title" className="space-y-3">
      <h3 id="insights-funnels-title" className="text-lg font-bold text-slate-900">
        Embudos
      </h3>
      <div className="grid gap-3 md:grid-cols-2">
        <Funnel title="Club VIP" steps={VIP_STEPS} counts={counts} />
        <Funnel title="Hacia Amazon" steps={MARKETPLACE_STEPS} counts={counts} />
      </div>
    </section>
  );
}
