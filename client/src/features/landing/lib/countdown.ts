const DAY_SECONDS = 86_400;
const pad = (value: number) => String(value).padStart(2, '0');

/** 'HH:MM:SS' of a duration (never negative); a day or more reads '3d 04:05:06'. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const days = Math.floor(total / DAY_SECONDS);
  const rest = total % DAY_SECONDS;
  const clock = [Math.floor(rest / 3600), Math.floor((rest % 3600) / 60), rest % 60].map(pad).join(':');
  return days > 0 ? `${days}d ${clock}` : clock;
}

/** The width a countdown text takes (every digit a 0: the figures are tabular), so its slot never changes size as it ticks. */
export const countdownWidth = (text: string) => text.replace(/\d/g, '0');
