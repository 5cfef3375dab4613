import { QrGenerator } from '@/features/qr/components/qr-generator';

/** /admin/qr. */
export default function AdminQrRoute() {
  return <QrGenerator />;
}
