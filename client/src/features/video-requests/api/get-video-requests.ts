import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { videoRequestListSchema } from '@shared/video-requests';
import { apiRequest } from '@/lib/api-client';

export const VIDEO_REQUESTS_PAGE_SIZE = 25;

/** GET /api/admin/video-requests (staff): newest first, with their forwarding status. */
export const getVideoRequests = (page: number) =>
  apiRequest('GET', `/api/admin/video-requests?page=${page}&pageSize=${VIDEO_REQUESTS_PAGE_SIZE}`, undefined, videoRequestListSchema);

export const videoRequestsQuery = (page: number) =>
  queryOptions({
    queryKey: ['/api/admin/video-requests', { page }],
    queryFn: () => getVideoRequests(page),
    // Statuses change in the background as the webhook is retried.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const useVideoRequests = (page: number) => useQuery(videoRequestsQuery(page));
