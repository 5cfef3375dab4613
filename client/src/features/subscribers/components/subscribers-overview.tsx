import { useDailySignUps } from '../api/get-daily-signups';
import { useSubscriberCounts } from '../api/get-subscriber-counts';
import { SignUpsChart } from './signups-chart';
import { SubscriberStats } from './subscriber-stats';

/**
 * The overview of /admin for every staff member (docs/product.md#subscribers): the stat cards
 * and the sign-ups chart, numbers only; the list itself is the administrators'.
 */
export function SubscribersOverview() {
  const counts = useSubscriberCounts();
  const daily = useDailySignUps();
  return (
    <section aria-labelledby="overview-title" className="space-y-5">
      <h2 id="overview-title" className="text-2xl font-bold text-slate-900">
        Resumen
      </h2>
      <SubscriberStats total={counts.data?.total} active={counts.data?.active} approximate={counts.data?.approximate} />
      {counts.isError && (
        <p role="alert" className="text-sm text-red-700">
          No se pudieron cargar los números de suscriptores.
        </p>
      )}
      {daily.data && <SignUpsChart days={daily.data.days} />}
      {daily.isError && (
        <p role="alert" className="text-sm text-red-700">
          No se pudo cargar la gráfica de suscripciones.
        </p>
      )}
    </section>
  );
}
