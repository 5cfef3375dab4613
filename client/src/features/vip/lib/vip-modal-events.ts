import { useEffect, useSyncExternalStore } from 'react';

/** Where a manual opening came from (analytics label). */
export type VipModalSource = 'floating_button' | 'feature_card' | 'join_button' | 'final_cta' | 'vip_modal' | string;

type Listener = (source: VipModalSource) => void;
const listeners = new Set<Listener>();

/**
 * Asks the VIP modal to open. The app hands this to the landing page's buttons; the VIP
 * widgets listen, so neither feature imports the other, and a button pressed before the
 * widgets' code has loaded asks nobody.
 */
export function openVipModal(source: VipModalSource) {
  listeners.forEach((listener) => listener(source));
}

/** Subscribes the VIP modal to open requests. */
export function useVipModalRequests(listener: Listener) {
  useEffect(() => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, [listener]);
}

/** Where the VIP modal is in this page's life: never opened yet, open, or closed after opening. */
type VipModalPhase = 'not-opened' | 'open' | 'closed';

let phase: VipModalPhase = 'not-opened';
const phaseListeners = new Set<() => void>();

/** The VIP widgets report each opening and closing of their modal. */
export function reportVipModalOpen(open: boolean) {
  const next: VipModalPhase = open ? 'open' : phase === 'not-opened' ? 'not-opened' : 'closed';
  if (next === phase) return;
  phase = next;
  phaseListeners.forEach((listener) => listener());
}

function subscribeToPhase(listener: () => void) {
  phaseListeners.add(listener);
  return () => {
    phaseListeners.delete(listener);
  };
}

/** The VIP modal's phase, for parts of the page that wait while it covers the page (the app's floating widgets). */
export const useVipModalPhase = () => useSyncExternalStore(subscribeToPhase, () => phase, () => 'not-opened' as const);
