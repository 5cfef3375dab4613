import QRCode from 'qrcode';
import type { QrRequest, QrResponse } from '@shared/qr';

/** A PNG large enough to print on a poster; medium error correction survives smudges. */
const QR_OPTIONS: QRCode.QRCodeToDataURLOptions = { type: 'image/png', errorCorrectionLevel: 'M', margin: 2, width: 512 };

export async function generateQrCode({ url, title }: QrRequest): Promise<QrResponse> {
  return { qrCode: await QRCode.toDataURL(url, QR_OPTIONS), title, url };
}
