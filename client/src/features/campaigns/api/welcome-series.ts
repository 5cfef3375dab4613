import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { welcomeSeriesSchema, type WelcomeSeriesInput } from '@shared/welcome-series';
import { apiRequest } from '@/lib/api-client';

const PATH = '/api/admin/automations/welcome';

export const welcomeSeriesQuery = queryOptions({ queryKey: [PATH], queryFn: () => apiRequest('GET', PATH, undefined, welcomeSeriesSchema) });

/** The welcome series with, per e-mail, how many got it and how many wait for it. */
export const useWelcomeSeries = () => useQuery(welcomeSeriesQuery);

/** PUT the whole series; the answer replaces the cached one. */
export function useSaveWelcomeSeries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: WelcomeSeriesInput) => apiRequest('PUT', PATH, input, welcomeSeriesSchema),
    onSuccess: (series) => queryClient.setQueryData(welcomeSeriesQuery.queryKey, series),
  });
}
