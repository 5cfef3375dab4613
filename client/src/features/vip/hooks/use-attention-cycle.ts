import { useEffect, useState } from 'react';
import { matchesMediaQuery, REDUCED_MOTION } from '@/lib/use-media-query';

export const ATTENTION_START_MS = 3_000;
export const ATTENTION_REPEAT_MS = 15_000;
/** How long each part of a round plays: pulse glow, notification badge, ripples, sparkles (docs/product.md#vip-club). */
export const ATTENTION_DURATIONS_MS = { glow: 1_500, badge: 2_000, ripples: 3_000, sparkles: 2_500 } as const;
const LONGEST_MS = Math.max(...Object.values(ATTENTION_DURATIONS_MS));


/**
 * The number of the attention round running now (each a fresh key for the animated parts),
 * or 0 between rounds. Rounds start after ATTENTION_START_MS and repeat every ATTENTION_REPEAT_MS; never when `enabled` is
 * false (subscribed) or the visitor asked for reduced motion.
 */
export function useAttentionCycle(enabled: boolean) {
  const [round, setRound] = useState(0);
  const [running, setRunning] = useState(false);

  useEffect(() => {
    if (!enabled || matchesMediaQuery(REDUCED_MOTION)) return;
    let repeat: ReturnType<typeof setInterval> | undefined;
    let end: ReturnType<typeof setTimeout> | undefined;
    const play = () => {
      setRound((value) => value + 1);
      setRunning(true);
      clearTimeout(end);
      end = setTimeout(() => setRunning(false), LONGEST_MS);
    };
    const start = setTimeout(() => {
      play();
      repeat = setInterval(play, ATTENTION_REPEAT_MS);
    }, ATTENTION_START_MS);
    return () => {
      clearTimeout(start);
      clearInterval(repeat);
      clearTimeout(end);
      // A round cut short (the visitor joined) is over: it does not come back if the rounds restart.
      setRunning(false);
    };
  }, [enabled]);

  return enabled && running ? round : 0;
}
