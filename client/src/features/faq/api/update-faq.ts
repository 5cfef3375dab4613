import { useMutation, useQueryClient } from '@tanstack/react-query';
import { faqListSchema, type FaqUpdate } from '@shared/faq';
import { apiRequest } from '@/lib/api-client';
import { faqQuery } from '@/lib/faq';
import { faqForStaffQuery } from './get-faq-for-staff';

export const updateFaq = (input: FaqUpdate) => apiRequest('PUT', '/api/admin/faq', input, faqListSchema);

/** Replaces the whole FAQ; the editor then shows the list as saved. */
export function useUpdateFaq() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFaq,
    onSuccess: (saved) => {
      queryClient.setQueryData(faqForStaffQuery.queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: faqQuery.queryKey });
    },
  });
}
