import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** The mute button sits 60px below the call button (the cancel button too; docs/product.md#voice-call). */
export const SIDE_BUTTON_OFFSET_PX = 60;

/** A small round button under the call button: mute/unmute in a call, cancel while connecting. */
export function CallSideButton({ className, ...props }: ComponentProps<'button'>) {
  return (
    <button
      type="button"
      className={cn(
        'absolute left-2 flex size-10 items-center justify-center rounded-full border-2 border-white bg-slate-800 text-white shadow-md hover:bg-slate-700',
        'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-gold',
        className,
      )}
      style={{ top: SIDE_BUTTON_OFFSET_PX }}
      {...props}
    />
  );
}
