import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type LegalPageSlug } from '@shared/legal-page-paths';
import { legalPageSchema, type LegalPageUpdate } from '@shared/legal-pages';
import { apiRequest } from '@/lib/api-client';
import { legalPageQuery } from './get-legal-page';

export const saveLegalPage = ({ slug, page }: { slug: LegalPageSlug; page: LegalPageUpdate }) =>
  apiRequest('PUT', `/api/admin/pages/${slug}`, page, legalPageSchema);

/** PUT /api/admin/pages/:slug: the page as saved replaces the one read. */
export function useSaveLegalPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLegalPage,
    onSuccess: (saved) => queryClient.setQueryData(legalPageQuery(saved.slug).queryKey, saved),
  });
}
