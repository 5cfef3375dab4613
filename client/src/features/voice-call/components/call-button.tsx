import type { ComponentProps } from 'react';
import { cx } from '@/lib/class-names';
import type { CallPhase } from '../hooks/use-voice-call';
import { PhoneIcon, PhoneOffIcon } from './call-icons';

interface CallButtonProps extends ComponentProps<'button'> {
  phase: CallPhase;
  /** The assistant's loudness (0–1): the ring around the red button follows it. */
  volume: number;
  dragging: boolean;
}

/** The round call button: blue when idle, dimmed while connecting, red and bouncing in a call. */
export function CallButton({ phase, volume, dragging, className, ...props }: CallButtonProps) {
  const inCall = phase === 'in-call';
  return (
    <button
      type="button"
      data-slot="call-button"
      data-phase={phase}
      disabled={phase === 'connecting'}
      className={cx(
        'relative flex size-14 touch-none items-center justify-center rounded-full text-white shadow-lg shadow-slate-900/25 transition-[background-color,opacity,transform] select-none',
        'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-gold',
        inCall ? 'bg-red-600 hover:bg-red-700 motion-safe:animate-bounce' : 'bg-brand-blue hover:bg-brand-blue-dark',
        phase === 'connecting' && 'cursor-wait opacity-50',
        dragging ? 'scale-110 cursor-grabbing' : 'cursor-pointer',
        className,
      )}
      {...props}
    >
      {inCall && (
        <span
          aria-hidden="true"
          data-slot="volume-ring"
          className="pointer-events-none absolute inset-0 rounded-full border-4 border-red-400 transition-transform duration-100"
          style={{ transform: `scale(${1 + volume * 0.4})`, opacity: 0.4 + volume * 0.6 }}
        />
      )}
      {phase === 'connecting' && (
        <span aria-hidden="true" className="absolute inset-0 rounded-full border-4 border-white/70 border-t-transparent motion-safe:animate-spin" />
      )}
      {inCall ? <PhoneOffIcon className="size-7" /> : <PhoneIcon className="size-7" />}
    </button>
  );
}
