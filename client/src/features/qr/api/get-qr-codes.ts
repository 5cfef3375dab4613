import { queryOptions, useQuery } from '@tanstack/react-query';
import { qrCodeListSchema } from '@shared/qr';
import { apiRequest } from '@/lib/api-client';

export const getQrCodes = () => apiRequest('GET', '/api/admin/qr/codes', undefined, qrCodeListSchema);

export const qrCodesQuery = queryOptions({ queryKey: ['/api/admin/qr/codes'], queryFn: getQrCodes });

/** The QR codes staff made, newest first, with the visits and sign-ups each campaign brought. */
export const useQrCodes = () => useQuery(qrCodesQuery);

/** Where a stored code's PNG downloads from (a same-origin link: the session cookie goes with it). */
export const qrCodePngUrl = (id: number) => `/api/admin/qr/codes/${id}/png`;
