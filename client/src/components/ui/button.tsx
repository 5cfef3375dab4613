import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cx } from '@/lib/class-names';

export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 rounded-full font-semibold whitespace-nowrap transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-gold disabled:pointer-events-none disabled:opacity-60',
  {
    variants: {
      variant: {
        primary: 'bg-brand-blue text-white hover:bg-brand-blue-dark',
        gold: 'bg-brand-gold text-slate-900 hover:bg-brand-gold-dark',
        outline: 'border-2 border-brand-blue bg-white text-brand-blue hover:bg-brand-sky',
        ghost: 'text-brand-blue hover:bg-brand-sky',
        danger: 'bg-red-600 text-white hover:bg-red-700',
        // A removal beside other actions: red, less weight than `danger`.
        'danger-outline': 'border-2 border-red-600 bg-white text-red-700 hover:bg-red-50',
        'danger-ghost': 'text-red-700 hover:bg-red-50',
      },
      size: {
        sm: 'h-9 px-4 text-sm',
        md: 'h-11 px-6 text-base',
        lg: 'h-14 px-8 text-lg',
        icon: 'h-11 w-11',
      },
      wide: { true: 'w-full' },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

/** Its classes join the caller's without resolving conflicts (lib/class-names): pick a variant or size instead of overriding one. */
export function Button({ className, variant, size, wide, type = 'button', ...props }: ComponentProps<'button'> & VariantProps<typeof buttonVariants>) {
  return <button data-slot="button" type={type} className={cx(buttonVariants({ variant, size, wide }), className)} {...props} />;
}
