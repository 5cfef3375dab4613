import { queryOptions, useQuery } from '@tanstack/react-query';
import { launchChecklistSchema } from '@shared/launch-checklist';
import { apiRequest } from '@/lib/api-client';

export const getLaunchChecklist = () => apiRequest('GET', '/api/admin/launch-checklist', undefined, launchChecklistSchema);

export const launchChecklistQuery = queryOptions({ queryKey: ['/api/admin/launch-checklist'], queryFn: getLaunchChecklist });

/** What is left before launch, read again each time the overview opens. */
export const useLaunchChecklist = () => useQuery({ ...launchChecklistQuery, staleTime: 0 });
