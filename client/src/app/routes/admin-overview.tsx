import { SubscribersOverview } from '@/features/subscribers/components/subscribers-overview';

/** /admin: the overview every staff member lands on. */
export default function AdminOverviewRoute() {
  return <SubscribersOverview />;
}
