import * as ToastPrimitive from '@radix-ui/react-toast';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cx } from '@/lib/class-names';

export const ToastProvider = ToastPrimitive.Provider;

const viewportClasses = {
  // Phones at the top, wider screens at the bottom right.
  default: 'fixed top-0 z-[100] flex max-h-screen w-full flex-col-reverse gap-2 p-4 sm:top-auto sm:right-0 sm:bottom-0 sm:flex-col md:max-w-[420px]',
  top: 'fixed top-0 z-[100] flex max-h-screen w-full flex-col-reverse gap-2 p-4 sm:right-0 md:max-w-[420px]',
  bottom: 'fixed bottom-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 sm:right-0 md:max-w-[420px]',
};

export function ToastViewport({
  className,
  placement,
  ...props
}: ComponentProps<typeof ToastPrimitive.Viewport> & { placement?: 'top' | 'bottom' }) {
  const classes = viewportClasses[placement ?? 'default'];
  return <ToastPrimitive.Viewport data-slot="toast-viewport" data-placement={placement} className={cx(classes, className)} {...props} />;
}

const toastVariants = cva(
  'group pointer-events-auto relative flex w-full items-center justify-between gap-3 overflow-hidden rounded-xl border p-4 pr-8 shadow-lg transition-all data-[state=closed]:opacity-0 data-[state=open]:opacity-100 motion-safe:data-[state=open]:animate-[toast-in_200ms_ease-out]',
  {
    variants: {
      variant: {
        default: 'border-slate-200 bg-white text-slate-900',
        destructive: 'border-red-700 bg-red-600 text-white',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export function Toast({ className, variant, ...props }: ComponentProps<typeof ToastPrimitive.Root> & VariantProps<typeof toastVariants>) {
  return <ToastPrimitive.Root data-slot="toast" className={cx(toastVariants({ variant }), className)} {...props} />;
}

export function ToastTitle({ className, ...props }: ComponentProps<typeof ToastPrimitive.Title>) {
  return <ToastPrimitive.Title data-slot="toast-title" className={cx('text-sm font-semibold', className)} {...props} />;
}

export function ToastDescription({ className, ...props }: ComponentProps<typeof ToastPrimitive.Description>) {
  return <ToastPrimitive.Description data-slot="toast-description" className={cx('text-sm opacity-90', className)} {...props} />;
}

export function ToastClose({ className, label, ...props }: ComponentProps<typeof ToastPrimitive.Close> & { label: string }) {
  return (
    <ToastPrimitive.Close
      data-slot="toast-close"
      aria-label={label}
      className={cx(
        'absolute top-2 right-2 rounded-md p-1 opacity-70 hover:opacity-100 focus-visible:opacity-100 focus-visible:outline-2 focus-visible:outline-offset-2',
        className,
      )}
      {...props}
    >
      <span aria-hidden="true">×</span>
    </ToastPrimitive.Close>
  );
}
