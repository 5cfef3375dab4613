import { useRef, useState } from 'react';
import { EditableText } from '@/lib/editable-text';
import { trackEvent } from '@/lib/analytics';
import { cx } from '@/lib/class-names';
import { matchesMediaQuery, SMALL_SCREEN } from '@/lib/use-media-query';
import type { JoinVip } from '../lib/join-vip';
import { Icon, type IconName } from './feature-icons';

// `accent` colours the icon; `overlay` sits under white text, so it stays dark enough to read.
const cards: { icon: IconName; accent: string; overlay: string }[] = [
  { icon: 'book', accent: 'from-[#F5B700] to-[#E8590C]', overlay: 'from-[#9C2E00] to-[#B0125B]' },
  { icon: 'truck', accent: 'from-[#004AAD] to-[#0B7285]', overlay: 'from-[#00337a] to-[#0B6375]' },
  { icon: 'doll', accent: 'from-[#C2185B] to-[#6741D9]', overlay: 'from-[#8E1149] to-[#5F3DC4]' },
  { icon: 'heart', accent: 'from-[#2B8A3E] to-[#0B7285]', overlay: 'from-[#1E6B30] to-[#0B6375]' },
];

/** Under 768px the first tap on the ebook card expands it (docs/product.md#landing-page). */
const isSmallScreen = () => matchesMediaQuery(SMALL_SCREEN);

/** Four cards with hover content (docs/product.md#landing-page); card 0 (the FREE ebook) opens the VIP club (`onJoinVip`). */
export function FeatureCards({ onJoinVip }: { onJoinVip: JoinVip }) {
  const [expanded, setExpanded] = useState<number | null>(null);
  const hovered = useRef(new Set<number>());

  const reportHover = (index: number) => {
    if (hovered.current.has(index)) return;
    hovered.current.add(index);
    trackEvent('card_hover', { category: 'features', label: `feature_${index}` });
  };

  const onClick = (index: number) => {
    if (index === 0 && (expanded === 0 || !isSmallScreen())) {
      onJoinVip('feature_card');
      return;
    }
    setExpanded((current) => (current === index ? null : index));
  };

  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {cards.map(({ icon, accent, overlay }, index) => {
        const open = expanded === index;
        return (
          <li key={icon}>
            <button
              type="button"
              aria-expanded={open}
              data-testid={`feature-card-${index}`}
              onClick={() => onClick(index)}
              onMouseEnter={() => reportHover(index)}
              onFocus={() => reportHover(index)}
              className="group relative flex h-full min-h-60 w-full flex-col overflow-hidden rounded-3xl bg-white p-6 text-left shadow-md ring-1 ring-slate-200 transition hover:-translate-y-1 hover:shadow-xl"
            >
              {index === 0 && (
                <EditableText
                  path="whyDifferent.freeBadge"
                  className="absolute top-4 right-4 rounded-full bg-brand-red px-3 py-1 text-xs font-black tracking-wider text-white"
                />
              )}
              <span className={cx('flex h-14 w-14 items-center justify-center rounded-2xl bg-gradient-to-br text-white shadow', accent)}>
                <Icon name={icon} className="h-8 w-8" />
              </span>
              <EditableText path={`whyDifferent.features.${index}.title`} as="h3" className="mt-5 text-xl font-black text-slate-900" />
              <EditableText path={`whyDifferent.features.${index}.description`} as="p" multiline className="mt-2 text-slate-700" />
              <span
                className={cx(
                  'absolute inset-0 flex flex-col justify-end bg-gradient-to-br p-6 text-white transition-opacity duration-300',
                  overlay,
                  open ? 'opacity-100' : 'pointer-events-none opacity-0 md:group-hover:opacity-100 md:group-focus-visible:opacity-100',
                )}
              >
                <EditableText path={`whyDifferent.features.${index}.hoverContent`} className="text-xl font-black drop-shadow-sm" />
                <EditableText path={`whyDifferent.features.${index}.hoverDetail`} multiline className="mt-2 text-base font-medium" />
                {index === 0 && open && (
                  <EditableText path="whyDifferent.tapAgain" className="mt-4 inline-block rounded-full bg-white px-3 py-1 text-sm font-bold text-slate-900" />
                )}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
