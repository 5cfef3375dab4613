import { queryOptions, useQuery } from '@tanstack/react-query';
import { ebookDownloadResponseSchema } from '@shared/ebooks';
import { ApiError, apiRequest } from '@/lib/api-client';

/** Presigned links live 5 minutes on the server; reuse one for 4 at most. */
const FRESH_MS = 4 * 60 * 1000;

/** GET /api/vip/ebook/download: a short-lived link to the newest ebook, or null when there is none (404). */
export async function getEbookDownload(): Promise<string | null> {
  try {
    return (await apiRequest('GET', '/api/vip/ebook/download', undefined, ebookDownloadResponseSchema)).downloadURL;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const ebookDownloadQuery = queryOptions({
  queryKey: ['/api/vip/ebook/download'],
  queryFn: getEbookDownload,
  staleTime: FRESH_MS,
  gcTime: FRESH_MS,
});

export const useEbookDownload = () => useQuery(ebookDownloadQuery);
