import { useSyncExternalStore } from 'react';
import { browserStorage } from '@/lib/browser-storage';

/** This browser's VIP flag (docs/product.md#vip-club): set on submit, it shows the "already a member" screen and stops the button's animations. */
export const VIP_SUBMITTED_KEY = 'vipEmailSubmitted';

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export const isVipMember = () => browserStorage.get(VIP_SUBMITTED_KEY) === 'true';

export function setVipMember(member: boolean) {
  if (member) browserStorage.set(VIP_SUBMITTED_KEY, 'true');
  else browserStorage.remove(VIP_SUBMITTED_KEY);
  notify();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab subscribing counts here too.
  const onStorage = (event: StorageEvent) => event.key === VIP_SUBMITTED_KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Whether this browser has already joined the VIP club. */
export const useVipMember = () => useSyncExternalStore(subscribe, isVipMember, () => false);

const RESET_VIP_PARAM = 'reset-vip';

/** The address carries the admin's `?reset-vip=true`. */
const resetVipRequested = () => new URLSearchParams(window.location.search).get(RESET_VIP_PARAM) === 'true';

/** The VIP modal opens by itself (docs/product.md#vip-club) for a browser that has not joined, or whose flag the admin's link resets. */
export const vipModalOpensByItself = () => resetVipRequested() || !isVipMember();

/**
 * `?reset-vip=true` (the admin's link) forgets the flag and leaves the address without the
 * parameter, so a reload does not reset again.
 */
export function consumeResetVipParam() {
  if (!resetVipRequested()) return;
  const url = new URL(window.location.href);
  setVipMember(false);
  url.searchParams.delete(RESET_VIP_PARAM);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}
