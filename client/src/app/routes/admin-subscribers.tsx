import { SubscribersPanel } from '@/features/subscribers/components/subscribers-panel';

/** /admin/subscribers (administrators). */
export default function AdminSubscribersRoute() {
  return <SubscribersPanel />;
}
