import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { fillPlaceholders } from '@/lib/editable-text';
import { cx } from '@/lib/class-names';
import { matchesMediaQuery, REDUCED_MOTION } from '@/lib/use-media-query';
import { carouselControls, indexForKey, nearestIndex } from '../lib/carousel-math';
import { ArrowButton } from './arrow-button';

interface SnapCarouselProps {
  count: number;
  label: string;
  previousLabel: string;
  nextLabel: string;
  /** 'Image {index} of {total}'. */
  positionLabel: string;
  /** 'Go to image {index}'. */
  goToLabel: string;
  renderItem(index: number, centred: boolean): ReactNode;
  testId: string;
  /**
   * 'center' (default): each item snaps to the middle and the first starts centred.
   * 'start': the first item starts at the edge of the page's content column and items snap
   * there (the last ones may never reach it: previous and next still step one item).
   */
  align?: 'center' | 'start';
}

/** Where each item's anchor (its centre, or its start) sits along the strip. */
const itemAnchors = (strip: HTMLElement, align: 'center' | 'start') =>
  Array.from(strip.children, (child) => {
    const item = child as HTMLElement;
    return item.offsetLeft + (align === 'center' ? item.offsetWidth / 2 : 0);
  });

/** The point of the visible strip the anchors are measured against. */
const viewAnchor = (strip: HTMLElement, align: 'center' | 'start') =>
  strip.scrollLeft + (align === 'center' ? strip.clientWidth / 2 : Number.parseFloat(getComputedStyle(strip).paddingLeft) || 0);

/**
 * The product carousels (docs/product.md#landing-page): a strip that snaps each item to the
 * centre (or to the content column's start), tracks that item, swipes natively, answers the
 * arrow keys, and disables previous/next at the ends.
 */
export function SnapCarousel({ count, label, previousLabel, nextLabel, positionLabel, goToLabel, renderItem, testId, align = 'center' }: SnapCarouselProps) {
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const { canPrevious, canNext } = carouselControls(index, count);

  const goTo = useCallback(
    (target: number) => {
      const element = track.current;
      const item = element?.children[target] as HTMLElement | undefined;
      if (!element || !item) return;
      const smooth = !matchesMediaQuery(REDUCED_MOTION);
      element.scrollTo({ left: element.scrollLeft + itemAnchors(element, align)[target] - viewAnchor(element, align), behavior: smooth ? 'smooth' : 'auto' });
      setIndex(target);
    },
    [align],
  );

  useEffect(() => {
    const element = track.current;
    if (!element) return;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setIndex(nearestIndex(itemAnchors(element, align), viewAnchor(element, align))));
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      element.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [align]);

  const onKeyDown = (event: KeyboardEvent) => {
    const target = indexForKey(event.key, index, count);
    if (target === null) return;
    event.preventDefault();
    goTo(target);
  };

  return (
    <div role="region" aria-roledescription="carousel" aria-label={label} data-testid={testId} className="relative">
      <div
        ref={track}
        role="group"
        tabIndex={0}
        onKeyDown={onKeyDown}
        aria-label={fillPlaceholders(positionLabel, { index: index + 1, total: count })}
        className={cx('flex snap-x snap-mandatory gap-4 overflow-x-auto overscroll-x-contain py-6', align === 'center' ? 'snap-track' : 'snap-track-start')}
      >
        {Array.from({ length: count }, (_, item) => (
          <div
            key={item}
            aria-current={item === index ? 'true' : undefined}
            className={cx(
              'w-64 shrink-0 transition duration-300 md:w-80',
              align === 'center' ? 'snap-center' : 'snap-start',
              align === 'center' && item !== index && 'scale-[0.92]',
            )}
          >
            {renderItem(item, item === index)}
          </div>
        ))}
      </div>
      <div className="mt-2 flex items-center justify-center gap-4">
        <ArrowButton size="lg" label={previousLabel} disabled={!canPrevious} onClick={() => goTo(index - 1)} direction="previous" />
        <div className="flex gap-1">
          {Array.from({ length: count }, (_, item) => (
            <button
              key={item}
              type="button"
              aria-label={fillPlaceholders(goToLabel, { index: item + 1 })}
              aria-current={item === index}
              onClick={() => goTo(item)}
              className="flex h-6 w-6 items-center justify-center rounded-full"
            >
              <span className={cx('block h-2.5 rounded-full transition-all', item === index ? 'w-6 bg-brand-blue' : 'w-2.5 bg-slate-400')} />
            </button>
          ))}
        </div>
        <ArrowButton size="lg" label={nextLabel} disabled={!canNext} onClick={() => goTo(index + 1)} direction="next" />
      </div>
    </div>
  );
}
