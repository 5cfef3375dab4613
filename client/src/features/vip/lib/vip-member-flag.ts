import { browserStorage } from '@/lib/browser-storage';

/**
 * This browser's VIP flag (docs/product.md#vip-club): set on submit, it shows the "already a
 * member" screen and stops the button's animations. The reactive side (hooks/use-vip-member.ts)
 * stays out of the landing page's first load, which only reads the flag.
 */
export const VIP_SUBMITTED_KEY = 'vipEmailSubmitted';

export const isVipMember = () => browserStorage.get(VIP_SUBMITTED_KEY) === 'true';

export const RESET_VIP_PARAM = 'reset-vip';

/** The address carries the admin's `?reset-vip=true`. */
export const resetVipRequested = () => new URLSearchParams(window.location.search).get(RESET_VIP_PARAM) === 'true';

/** The VIP modal opens by itself (docs/product.md#vip-club) for a browser that has not joined, or whose flag the admin's link resets. */
export const vipModalOpensByItself = () => resetVipRequested() || !isVipMember();
