import { useEffect, useReducer, useRef, type CSSProperties } from 'react';
import { touristPlaces, type TouristPlace } from '@shared/site-facts';
import { EditableText } from '@/lib/editable-text';
import { LandingSection, SectionHeading } from './landing-section';
import { TouristCard } from './tourist-card';
import { initialTouristState, touristReducer } from '../lib/tourist-state';

/**
 * Where each card lies on the board (percent of the board), on phones and from 768px, and
 * which corner it grows from so the enlarged card stays on the board.
 */
const cardLayout: Record<TouristPlace, { mobile: [number, number]; desktop: [number, number]; origin: string; tilt: number }> = {
  atitlan: { mobile: [3, 2], desktop: [2, 6], origin: 'top left', tilt: -4 },
  antigua: { mobile: [52, 7], desktop: [22, 46], origin: 'bottom left', tilt: 3 },
  semuc: { mobile: [5, 37], desktop: [40, 5], origin: 'top center', tilt: 2 },
  tikal: { mobile: [51, 42], desktop: [57, 48], origin: 'bottom right', tilt: -3 },
  xetulul: { mobile: [26, 70], desktop: [76, 8], origin: 'top right', tilt: 4 },
};

/** Tourist cards (docs/product.md#landing-page): click to enlarge (x2.16), click elsewhere to shrink, drag to move, reset. */
export function TouristPlaces() {
  const [state, dispatch] = useReducer(touristReducer, initialTouristState);
  const board = useRef<HTMLDivElement>(null);

  // A click anywhere outside the enlarged card shrinks it.
  useEffect(() => {
    if (!state.enlarged) return;
    const onPointerDown = (event: PointerEvent) => {
      const card = board.current?.querySelector(`[data-place="${state.enlarged}"]`);
      if (card && !card.contains(event.target as Node)) dispatch({ type: 'shrink' });
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [state.enlarged]);

  return (
    <LandingSection sectionId="tourist-places" id="lugares-turisticos" aria-labelledby="tourism-title" className="bg-white/70">
      <SectionHeading>
        <EditableText path="cultural.tourismTitle" as="h2" id="tourism-title" className="section-title" />
        <EditableText path="cultural.tourismSubtitle" as="p" multiline id="tourism-hint" className="section-subtitle" />
      </SectionHeading>
      <div
        ref={board}
        role="group"
        aria-labelledby="tourism-title"
        data-testid="tourist-board"
        className="tourist-board relative mx-auto h-[560px] max-w-6xl overflow-hidden rounded-[2rem] shadow-inner ring-1 ring-black/10 md:h-[600px]"
      >
        {touristPlaces.map((place) => {
          const layout = cardLayout[place];
          const style = {
            '--mx': `${layout.mobile[0]}%`,
            '--my': `${layout.mobile[1]}%`,
            '--dx': `${layout.desktop[0]}%`,
            '--dy': `${layout.desktop[1]}%`,
          } as CSSProperties;
          return (
            <TouristCard
              key={place}
              place={place}
              style={style}
              origin={layout.origin}
              tilt={layout.tilt}
              enlarged={state.enlarged === place}
              offset={state.offsets[place]}
              board={board}
              dispatch={dispatch}
            />
          );
        })}
      </div>
      <div className="mt-5 text-center">
        <button
          type="button"
          onClick={() => dispatch({ type: 'reset' })}
          className="inline-flex h-11 items-center gap-2 rounded-full bg-brand-blue px-6 font-bold text-white shadow transition hover:bg-brand-blue-dark"
        >
          <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true">
            <path d="M4 4v6h6M20 20v-6h-6M5.5 15a7 7 0 0 0 12.3 2M18.5 9A7 7 0 0 0 6.2 7" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" />
          </svg>
          <EditableText path="cultural.reset" />
        </button>
      </div>
    </LandingSection>
  );
}
