import { queryOptions, useQuery } from '@tanstack/react-query';
import { faqListSchema } from '@shared/faq';
import { apiRequest } from '@/lib/api-client';

export const getFaqForStaff = () => apiRequest('GET', '/api/admin/faq', undefined, faqListSchema);

export const faqForStaffQuery = queryOptions({ queryKey: ['/api/admin/faq'], queryFn: getFaqForStaff });

/** The FAQ as it is stored now (not a cached copy of the visitors' read), for the editor. */
export const useFaqForStaff = () => useQuery(faqForStaffQuery);
