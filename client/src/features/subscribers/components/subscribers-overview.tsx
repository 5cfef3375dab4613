import { useDailySignUps } from '../api/get-daily-signups';
import { useSubscriberCounts } from '../api/get-subscriber-counts';
import { SignUpsChart } from './signups-chart';
import { SubscriberStats } from './subscriber-stats';

/**
 * The club's part of /admin for every staff member (docs/product.md#subscribers): the stat
 * cards and the sign-ups chart, numbers only; the list itself is the administrators'.
 */
export function SubscribersOverview() {
  const counts = useSubscriberCounts();
  const daily = useDailySignUps();
  return (
    <section aria-labelledby="club-overview-title" className="space-y-3">
      <h3 id="club-overview-title" className="text-lg font-bold text-slate-900">
        Club VIP
      </h3>
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
