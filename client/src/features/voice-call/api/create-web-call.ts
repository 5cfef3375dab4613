import { webCallSchema, type WebCall, type WebCallRequest } from '@shared/voice-call';
import { apiRequest } from '@/lib/api-client';

/** POST /api/voice/call/web: our server creates the web call with the platform's key. */
export const createWebCall = (request: WebCallRequest): Promise<WebCall> =>
  apiRequest('POST', '/api/voice/call/web', request, webCallSchema);
