import { vipSubscribeResponseSchema, type VipSubscribeRequest } from '@shared/vip';
import { trackEvent } from '@/lib/analytics';
import { ApiError, apiFetch } from '@/lib/api-client';

export type SubscribeOutcome = 'subscribed' | 'duplicate';

/**
 * POST /api/vip/subscribe. A 409 (already subscribed) is an outcome, not an error: the
 * visitor sees success either way (docs/decisions/0013-server-records-every-signup.md).
 * Failures throw; lib/sign-up-retry.ts keeps the sign-up and sends it again.
 */
export async function subscribeToVip(input: VipSubscribeRequest, options: { signal?: AbortSignal } = {}): Promise<SubscribeOutcome> {
  try {
    // apiFetch rather than apiRequest: the request may be aborted (a timeout, lib/sign-up-retry.ts).
    const response = await apiFetch('/api/vip/subscribe', {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify(input),
      signal: options.signal,
    });
    vipSubscribeResponseSchema.parse(await response.json());
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
