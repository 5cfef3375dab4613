import { useEffect, useState } from 'react';
import { offerEndAfter } from '@shared/site-settings-values';
import { useSiteSettings } from '../components/site-settings-provider';
import { useHydrated } from '@/lib/use-hydrated';
import { countdownWidth, formatCountdown } from '../lib/countdown';

const TICK_MS = 1000;

interface Countdown {
  /** The time left ('HH:MM:SS', '3d 04:05:06'), '--:--:--' until the clock starts. */
  text: string;
  /** What the slot is sized to (see countdownWidth), so the bar never rewraps as it starts or ticks. */
  width: string;
}

/**
 * The offer's time left, ticking every second, or null when there is nothing to count down
 * to: no end set, or the end has passed (docs/product.md#site-settings). The HTML shows
 * '--:--:--' until the clock starts; the hydration decides with the time the server rendered
 * the page, so both show the same thing (docs/decisions/0004-prerendered-landing.md).
 */
export function useOfferCountdown(): Countdown | null {
  const { settings, renderedAt } = useSiteSettings();
  const hydrated = useHydrated();
  // A page rendered here (not hydrated) starts from the clock; a hydration waits for its effect.
  const [now, setNow] = useState<number | null>(() => (hydrated ? Date.now() : null));
  const endsAt = settings.offer.endsAt;

  useEffect(() => {
    if (!endsAt) return;
    const end = Date.parse(endsAt);
    const tick = () => {
      const time = Date.now();
      setNow(time);
      if (time >= end) window.clearInterval(timer);
    };
    const timer = window.setInterval(tick, TICK_MS);
    tick();
    return () => window.clearInterval(timer);
  }, [endsAt]);

  // Until the clock starts (server render, hydration): the time the server rendered the page.
  const reference = now ?? renderedAt ?? Number.POSITIVE_INFINITY;
  const end = offerEndAfter(settings, reference);
  if (end === null) return null;
  const left = formatCountdown(end - reference);
  return { text: now === null ? '--:--:--' : left, width: countdownWidth(left) };
}
