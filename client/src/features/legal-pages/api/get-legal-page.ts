import { queryOptions, useQuery } from '@tanstack/react-query';
import { type LegalPageSlug } from '@shared/legal-page-paths';
import { legalPageSchema } from '@shared/legal-pages';
import { apiRequest } from '@/lib/api-client';

export const getLegalPage = (slug: LegalPageSlug) => apiRequest('GET', `/api/pages/${slug}`, undefined, legalPageSchema);

export const legalPageQuery = (slug: LegalPageSlug) => queryOptions({ queryKey: ['/api/pages', slug], queryFn: () => getLegalPage(slug) });

/** A legal page as staff saved it, or its starting text (`draft`). */
export const useLegalPage = (slug: LegalPageSlug) => useQuery(legalPageQuery(slug));
