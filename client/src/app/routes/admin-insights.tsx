import { InsightsPage } from '@/features/insights/components/insights-page';

/** /admin/insights (admins and editors): visits, sign-ups and clicks to Amazon by period. */
export default function AdminInsightsRoute() {
  return <InsightsPage />;
}
