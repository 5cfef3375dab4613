import { useMutation } from '@tanstack/react-query';
import { subscribersExportFileName, type SubscriberFilterInput, type SubscribersQueryInput } from '@shared/subscribers';
import { apiFetch } from '@/lib/api-client';
import { filterParams } from './get-subscribers';

export type ExportQuery = SubscriberFilterInput & Pick<SubscribersQueryInput, 'sort' | 'order'>;

/** The server's file name (Content-Disposition), else today's. */
function fileNameOf(response: Response) {
  const header = response.headers.get('Content-Disposition') ?? '';
  return /filename="?([^";]+)"?/.exec(header)?.[1] ?? subscribersExportFileName(new Date());
}

/** GET /api/vip/subscribers/export with the list's filters and order: downloads the CSV and saves it; answers the file name. */
export async function exportSubscribers(query: ExportQuery = {}) {
  const params = filterParams(query).toString();
  const response = await apiFetch(`/api/vip/subscribers/export${params ? `?${params}` : ''}`);
  const fileName = fileNameOf(response);
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.appendChild(link);
    link.click();
    link.remove();
  } finally {
    // Revoked after the click has handed the file to the browser's download.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
  return fileName;
}

export const useExportSubscribers = () => useMutation({ mutationFn: exportSubscribers });
