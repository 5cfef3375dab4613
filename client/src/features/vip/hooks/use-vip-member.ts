import { useSyncExternalStore } from 'react';
import { browserStorage } from '@/lib/browser-storage';
import { isVipMember, RESET_VIP_PARAM, resetVipRequested, VIP_SUBMITTED_KEY } from '../lib/vip-member-flag';

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

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
