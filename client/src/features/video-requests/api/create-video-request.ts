import { useMutation } from '@tanstack/react-query';
import { videoRequestCreatedSchema, type VideoRequestInput } from '@shared/video-requests';
import { apiRequest } from '@/lib/api-client';

/** POST /api/video-requests → 202 {id}: stored by the server, which forwards it to the video workflow. */
export const createVideoRequest = (input: VideoRequestInput) => apiRequest('POST', '/api/video-requests', input, videoRequestCreatedSchema);

export const useCreateVideoRequest = () => useMutation({ mutationFn: createVideoRequest });
