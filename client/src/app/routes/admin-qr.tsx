import { QrCodesPage } from '@/features/qr/components/qr-codes-page';

/** /admin/qr. */
export default function AdminQrRoute() {
  return <QrCodesPage />;
}
