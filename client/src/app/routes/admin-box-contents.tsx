import { BoxContentsPage } from '@/features/box-contents/components/box-contents-page';

/** /admin/box-contents. */
export default function AdminBoxContentsRoute() {
  return <BoxContentsPage />;
}
