import { LaunchChecklist } from '@/features/launch-checklist/components/launch-checklist';
import { WeekHeadline } from '@/features/insights/components/week-headline';
import { SubscribersOverview } from '@/features/subscribers/components/subscribers-overview';

/** /admin: the overview every staff member lands on: what is left before launch, the week's visits, the club's numbers. */
export default function AdminOverviewRoute() {
  return (
    <section aria-labelledby="overview-title" className="space-y-6">
      <h2 id="overview-title" className="text-2xl font-bold text-slate-900">
        Resumen
      </h2>
      <LaunchChecklist />
      <WeekHeadline />
      <SubscribersOverview />
    </section>
  );
}
