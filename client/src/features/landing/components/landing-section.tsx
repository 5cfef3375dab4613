import type { ComponentProps, ReactNode } from 'react';
import { cx } from '@/lib/class-names';
import { useSectionView } from '../hooks/use-section-view';

/** A landing section: its anchor, its `section_view` report, and the common spacing. */
export function LandingSection({
  sectionId,
  className,
  flush,
  compact,
  ...props
}: ComponentProps<'section'> & { sectionId: string; /** Full width: no side padding. */ flush?: boolean; /** Less space above and below. */ compact?: boolean }) {
  const ref = useSectionView<HTMLElement>(sectionId);
  return (
    <section
      ref={ref}
      data-section={sectionId}
      className={cx('scroll-mt-32', flush ? 'px-0' : 'px-4', compact ? 'py-12 md:py-16' : 'py-16 md:py-24', className)}
      {...props}
    />
  );
}

/** Section heading block: title and subtitle from the content paths given. */
export function SectionHeading({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cx('mx-auto mb-10 max-w-3xl text-center md:mb-14', className)}>{children}</div>;
}
