import { useMutation, useQueryClient } from '@tanstack/react-query';
import { subscriberImportResponseSchema } from '@shared/subscribers';
import { apiFetch } from '@/lib/api-client';
import { SUBSCRIBERS_KEY } from './get-subscribers';

export interface ImportRequest {
  file: Blob;
  /** The staff member's word that these people agreed to the e-mails (the server refuses without it). */
  consent: boolean;
  /** They already confirmed their address elsewhere: no confirmation e-mail. */
  confirmed: boolean;
}

/** POST /api/vip/subscribers/import?consent=&confirmed=, the file itself as the text/csv body. */
export async function importSubscribers({ file, consent, confirmed }: ImportRequest) {
  const params = new URLSearchParams({ consent: String(consent), confirmed: String(confirmed) });
  const response = await apiFetch(`${SUBSCRIBERS_KEY}/import?${params}`, {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'text/csv' },
    body: file,
  });
  return subscriberImportResponseSchema.parse(await response.json());
}

export function useImportSubscribers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importSubscribers,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [SUBSCRIBERS_KEY] }),
  });
}
