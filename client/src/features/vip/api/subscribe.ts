import { useMutation } from '@tanstack/react-query';
import { vipSubscribeResponseSchema, type VipSubscribeRequest } from '@shared/vip';
import { trackEvent } from '@/lib/analytics';
import { ApiError, apiRequest } from '@/lib/api-client';

export type SubscribeOutcome = 'subscribed' | 'duplicate';

/**
 * POST /api/vip/subscribe. A 409 (already subscribed) is an outcome, not an error: the
 * visitor sees success either way (docs/decisions/0013-server-records-every-signup.md).
 */
export async function subscribeToVip(input: VipSubscribeRequest): Promise<SubscribeOutcome> {
  try {
    await apiRequest('POST', '/api/vip/subscribe', input, vipSubscribeResponseSchema);
    trackEvent('vip_signup', { category: 'vip', label: input.source });
    return 'subscribed';
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) {
      trackEvent('vip_signup_duplicate', { category: 'vip', label: input.source });
      return 'duplicate';
    }
    throw error;
  }
}

export const useSubscribeToVip = () =>
  useMutation({
    mutationFn: subscribeToVip,
    // Failures change nothing on screen (success shows after 2 s anyway); they are only logged.
    onError: (error) => console.error('VIP sign-up failed', error),
  });
