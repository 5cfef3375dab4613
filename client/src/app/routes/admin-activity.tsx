import { ActivityLog } from '@/features/audit/components/activity-log';

/** /admin/activity (administrators). */
export default function AdminActivityRoute() {
  return <ActivityLog />;
}
