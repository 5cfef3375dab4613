import { useMutation } from '@tanstack/react-query';
import { qrResponseSchema, type QrRequest } from '@shared/qr';
import { apiRequest } from '@/lib/api-client';

export const generateQr = (input: QrRequest) => apiRequest('POST', '/api/admin/qr/generate', input, qrResponseSchema);

/** A QR code PNG (data URL) for an address, made by the server. */
export const useGenerateQr = () => useMutation({ mutationFn: generateQr });
