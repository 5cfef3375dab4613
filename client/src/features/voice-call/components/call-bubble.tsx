import type { ComponentProps } from 'react';
import { cx } from '@/lib/class-names';

/** A short text beside the call button (the FREE CALL tooltip, the drag hint). */
export function CallBubble({ className, ...props }: ComponentProps<'span'>) {
  return (
    <span
      className={cx(
        'pointer-events-none absolute top-1/2 left-[68px] w-max max-w-[240px] -translate-y-1/2 rounded-md px-3 py-1.5 text-xs font-bold shadow-md',
        "before:absolute before:top-1/2 before:-left-1 before:size-2 before:-translate-y-1/2 before:rotate-45 before:bg-inherit before:content-['']",
        className,
      )}
      {...props}
    />
  );
}
