import { useEffect, useState } from 'react';
import { vipModalOpensByItself } from '@/features/vip/lib/vip-member-flag';
import { afterLoad } from '@/lib/after-load';
import { useVipModalPhase } from '@/lib/vip-events';

/** How long the chat and call buttons wait for a VIP modal that was due to open by itself and did not. */
export const VIP_MODAL_WAIT_LIMIT_MS = 5000;

/**
 * When the chat and call buttons come: in the first idle moment after the load. For a visitor
 * the VIP modal opens for by itself (100 ms after the load, docs/product.md#vip-club), when that modal
 * closes: until then it covers the page, buttons behind it could not be pressed, and their code
 * and animations would compete with the modal's while the page is still loading.
 */
export function useFloatingWidgetsReady() {
  const vip = useVipModalPhase();
  // Decided once, in the idle moment (the browser's storage is slow to read the first time).
  const [waitsForVip, setWaitsForVip] = useState<boolean>();
  const [gaveUp, setGaveUp] = useState(false);

  useEffect(() => afterLoad(() => setWaitsForVip(vipModalOpensByItself())), []);

  // A modal that never opens (its code failed to load) does not hide the buttons for good.
  useEffect(() => {
    if (!waitsForVip || vip !== 'not-opened') return;
    const timer = window.setTimeout(() => setGaveUp(true), VIP_MODAL_WAIT_LIMIT_MS);
    return () => window.clearTimeout(timer);
  }, [waitsForVip, vip]);

  if (waitsForVip === undefined || vip === 'open') return false;
  return !waitsForVip || vip === 'closed' || gaveUp;
}
