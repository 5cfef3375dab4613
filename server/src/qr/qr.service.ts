import QRCode from 'qrcode';
import type { QrRequest, QrResponse } from '@shared/qr';

/** A PNG large enough to print on a poster; medium error correction survives smudges. */
const QR_OPTIONS: QRCode.QRCodeToDataURLOptions = { type: 'image/png', errorCorrectionLevel: 'M', margin: 2, width: 512 };

/** The /agexport poster's QR code (docs/product.md#qr-code); it needs nothing but its input. */
export function createQrService() {
  return {
    async generate({ url, title }: QrRequest): Promise<QrResponse> {
      return { qrCode: await QRCode.toDataURL(url, QR_OPTIONS), title, url };
    },
  };
}
