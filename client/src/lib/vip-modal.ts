import { useEffect } from 'react';

/** Where a manual opening came from (analytics label). */
export type VipModalSource = 'floating_button' | 'feature_card' | 'join_button' | 'footer' | string;

type Listener = (source: VipModalSource) => void;
const listeners = new Set<Listener>();

/**
 * Asks the VIP modal to open. The landing page's buttons call this; the VIP feature listens,
 * so neither feature imports the other.
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
