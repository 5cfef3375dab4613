import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { legalPagePreviewResponseSchema, type LegalPagePreviewRequest } from '@shared/legal-pages';
import { apiRequest } from '@/lib/api-client';

/**
 * POST /api/admin/pages/preview: the page as the server makes it for visitors, so the preview
 * is the page itself. A read with no effect, hence a query keyed by what it renders.
 */
export const getLegalPagePreview = async (input: LegalPagePreviewRequest) =>
  (await apiRequest('POST', '/api/admin/pages/preview', input, legalPagePreviewResponseSchema)).html;

export const legalPagePreviewQuery = (input: LegalPagePreviewRequest) =>
  queryOptions({
    queryKey: ['/api/admin/pages/preview', input],
    queryFn: () => getLegalPagePreview(input),
    // The last preview stays on screen while the next one renders.
    placeholderData: keepPreviousData,
  });

export const useLegalPagePreview = (input: LegalPagePreviewRequest) => useQuery(legalPagePreviewQuery(input));
