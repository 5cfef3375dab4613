import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/**
 * Joins class names. When a caller's classes join a component's own, tailwind-merge lets the
 * later of two conflicting utilities win ('px-4' then 'px-8' gives 'px-8'). With a single
 * class string there is nothing to merge, and skipping it keeps tailwind-merge's first-use
 * setup (a long task on phones) out of the landing page's load.
 */
export const cn = (...inputs: ClassValue[]) => {
  const classes = clsx(inputs);
  return inputs.filter(Boolean).length > 1 ? twMerge(classes) : classes;
};
