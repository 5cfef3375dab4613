import { useEffect, useState } from 'react';
import { vipModalOpensByItself } from '@/features/vip/lib/vip-member-flag';
import { useVipModalPhase } from '@/features/vip/lib/vip-modal-events';
import { afterLoad } from '@/lib/after-load';
import { matchesMediaQuery, SMALL_SCREEN } from '@/lib/use-media-query';

/** How long the chat and call buttons wait for a VIP modal that was due to open by itself and did not. */
export const VIP_MODAL_WAIT_LIMIT_MS = 5000;

/**
 * How far a phone's visitor scrolls (percent of the page) before the chat and call buttons
 * come: the VIP button's label goes at the same point (docs/product.md#landing-page).
 */
export const SMALL_SCREEN_SCROLL_PERCENT = 5;

/** Whether the first screen is left to the hero: larger screens have room beside it; a phone's visitor must have scrolled. */
const pastFirstScreen = () => {
  const root = document.documentElement;
  return !matchesMediaQuery(SMALL_SCREEN) || window.scrollY * 100 >= SMALL_SCREEN_SCROLL_PERCENT * (root.scrollHeight - window.innerHeight);
};

/**
 * When the chat and call buttons come: in the first idle moment after the load. For a visitor
 * the VIP modal opens for by itself (right after the load, docs/product.md#vip-club), when that modal
 * closes: until then it covers the page, buttons behind it could not be pressed, and their code
 * and animations would compete with the modal's while the page is still loading. On a phone,
 * not before the page is scrolled SMALL_SCREEN_SCROLL_PERCENT.
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

  // On a phone the hero's title, button and stats fill the first screen and a floating button
  // would cover them: wait for a little scrolling, then stay (read from the idle moment on only).
  const [past, setPast] = useState(false);
  useEffect(() => {
    if (!due || past) return;
    const check = () => pastFirstScreen() && setPast(true);
    check();
    window.addEventListener('scroll', check, { passive: true });
    return () => window.removeEventListener('scroll', check);
  }, [due, past]);

  return due && past;
}
