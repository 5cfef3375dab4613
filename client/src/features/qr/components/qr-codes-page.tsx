import { QrCodeList } from './qr-code-list';
import { QrGenerator } from './qr-generator';

/** /admin/qr: the generator, and the codes made with it and what each brought. */
export function QrCodesPage() {
  return (
    <div className="space-y-6">
      <QrGenerator />
      <QrCodeList />
    </div>
  );
}
