import { useMutation, useQueryClient } from '@tanstack/react-query';
import { qrResponseSchema, type QrRequest } from '@shared/qr';
import { apiRequest } from '@/lib/api-client';
import { qrCodesQuery } from './get-qr-codes';

export const generateQr = (input: QrRequest) => apiRequest('POST', '/api/admin/qr/generate', input, qrResponseSchema);

/** A QR code PNG (data URL) for an address, made and kept by the server: the list shows it next. */
export function useGenerateQr() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateQr,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: qrCodesQuery.queryKey }),
  });
}
