import { useEffect, useState, useSyncExternalStore } from 'react';
import { vipModalOpensByItself } from '@/features/vip/hooks/use-vip-member';
import { afterLoad } from '@/lib/after-load';
import { matchesMediaQuery, SMALL_SCREEN } from '@/lib/use-media-query';
import { useVipModalPhase } from '@/lib/vip-events';

/** How long the chat and call buttons wait for a VIP modal that was due to open by itself and did not. */
export const VIP_MODAL_WAIT_LIMIT_MS = 5000;

/**
 * How far a phone's visitor scrolls (percent of the page) before the chat and call buttons
 * come: the VIP button's label goes at the same point (docs/product.md#landing-page).
 */
export const SMALL_SCREEN_SCROLL_PERCENT = 5;

// Once past, for the rest of the page's life: a button does not vanish when scrolling back up.
let pastFirstScreen = false;

function readPastFirstScreen() {
  if (!pastFirstScreen) {
    const scrollable = document.documentElement.scrollHeight - window.innerHeight;
    pastFirstScreen = !matchesMediaQuery(SMALL_SCREEN) || (scrollable > 0 && (window.scrollY / scrollable) * 100 >= SMALL_SCREEN_SCROLL_PERCENT);
  }
  return pastFirstScreen;
}

function watchScroll(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true });
  window.addEventListener('resize', onChange);
  return () => {
    window.removeEventListener('scroll', onChange);
    window.removeEventListener('resize', onChange);
  };
}

const watchNothing = () => () => {};

/**
 * Whether the first screen is left to the hero: on a phone, the hero's title, button and
 * stats fill it and a floating button would cover them, so the chat and call buttons wait
 * until the page is scrolled a little; larger screens have room beside the hero. Read only
 * while `watching` (from the idle moment on), so the page's load never measures it.
 */
function usePastFirstScreen(watching: boolean) {
  return useSyncExternalStore(watching ? watchScroll : watchNothing, () => watching && readPastFirstScreen(), () => false);
}

/**
 * When the chat and call buttons may come: in the first idle moment after the load. For a visitor
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

  const due = waitsForVip !== undefined && vip !== 'open' && (!waitsForVip || vip === 'closed' || gaveUp);
  return usePastFirstScreen(due) && due;
}
