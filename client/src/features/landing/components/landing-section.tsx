import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { useSectionView } from '../hooks/use-section-view';

/** A landing section: its anchor, its `section_view` report, and the common spacing. */
export function LandingSection({ sectionId, className, ...props }: ComponentProps<'section'> & { sectionId: string }) {
  const ref = useSectionView<HTMLElement>(sectionId);
  return <section ref={ref} data-section={sectionId} className={cn('scroll-mt-32 px-4 py-16 md:py-24', className)} {...props} />;
}

/** Section heading block: title and subtitle from the content paths given. */
export function SectionHeading({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn('mx-auto mb-10 max-w-3xl text-center md:mb-14', className)}>{children}</div>;
}
