import { useRef, type CSSProperties, type Dispatch, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';
import type { TouristPlace } from '@shared/site-facts';
import { usePageContent } from '@/lib/page-content';
import { cx } from '@/lib/class-names';
import { placePictures } from '../lib/images';
import { PlacedMedia } from './placed-media';
import { usePlacedMedia } from './site-settings-provider';
import { clampOffset, TOURIST_ENLARGED_SCALE, type Offset, type TouristAction } from '../lib/tourist-state';

const DRAG_THRESHOLD_PX = 5;
const KEY_STEP_PX = 12;

interface TouristCardProps {
  place: TouristPlace;
  style: CSSProperties;
  origin: string;
  tilt: number;
  enlarged: boolean;
  offset: Offset;
  board: RefObject<HTMLDivElement | null>;
  dispatch: Dispatch<TouristAction>;
}

/** One polaroid on the board: a button (Enter toggles, arrows move, Esc shrinks) that can be dragged. */
export function TouristCard({ place, style, origin, tilt, enlarged, offset, board, dispatch }: TouristCardProps) {
  const { text } = usePageContent();
  const card = useRef<HTMLButtonElement>(null);
  const drag = useRef<{ x: number; y: number; start: Offset; moved: boolean } | null>(null);
  // A drag ends with a click event too; that click must not toggle the card.
  const dragged = useRef(false);
  const picture = placePictures[place];
  // A photo only: a video's controls cannot sit inside the card's button.
  const placed = usePlacedMedia(`place-${place}`).find((item) => item.kind === 'image');
  const name = text(`cultural.places.${place}.name`);

  const moveTo = (next: Offset) => {
    const element = card.current;
    const area = board.current;
    if (!element || !area) return;
    const home = { left: element.offsetLeft, top: element.offsetTop, width: element.offsetWidth, height: element.offsetHeight };
    dispatch({ type: 'move', place, offset: clampOffset(next, home, { width: area.clientWidth, height: area.clientHeight }) });
  };

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    if (event.button !== 0) return;
    drag.current = { x: event.clientX, y: event.clientY, start: offset, moved: false };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    const current = drag.current;
    if (!current) return;
    const dx = event.clientX - current.x;
    const dy = event.clientY - current.y;
    if (!current.moved && Math.hypot(dx, dy) < DRAG_THRESHOLD_PX) return;
    current.moved = true;
    moveTo({ x: current.start.x + dx, y: current.start.y + dy });
  };
  const onPointerUp = () => {
    dragged.current = Boolean(drag.current?.moved);
    drag.current = null;
  };
  const onClick = () => {
    if (dragged.current) dragged.current = false;
    else dispatch({ type: 'toggle', place });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const step = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] }[event.key];
    if (step) {
      event.preventDefault();
      moveTo({ x: offset.x + step[0] * KEY_STEP_PX, y: offset.y + step[1] * KEY_STEP_PX });
    } else if (event.key === 'Escape' && enlarged) {
      dispatch({ type: 'shrink' });
    }
  };

  return (
    <button
      ref={card}
      type="button"
      data-place={place}
      data-enlarged={enlarged}
      aria-pressed={enlarged}
      aria-describedby="tourism-hint"
      onClick={onClick}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => (drag.current = null)}
      onKeyDown={onKeyDown}
      style={{
        ...style,
        transformOrigin: origin,
        transform: `translate(${offset.x}px, ${offset.y}px) rotate(${enlarged ? 0 : tilt}deg) scale(${enlarged ? TOURIST_ENLARGED_SCALE : 1})`,
      }}
      className={cx(
        'tourist-card absolute w-[42%] cursor-grab touch-none rounded-md bg-white p-1.5 pb-2 text-left shadow-lg transition-[transform,box-shadow] duration-300 select-none active:cursor-grabbing md:w-[21%] md:p-2',
        enlarged ? 'z-20 shadow-2xl' : 'z-10 hover:shadow-xl',
      )}
    >
      {placed ? (
        // The card's name labels the button; the photo, like the illustration, adds no words to it.
        <PlacedMedia item={placed} alt="" sizes="(min-width: 768px) 240px, 42vw" className="pointer-events-none aspect-[4/3] w-full rounded-sm object-cover" />
      ) : (
        <img
          src={picture.src}
          width={picture.width}
          height={picture.height}
          alt=""
          loading="lazy"
          decoding="async"
          draggable={false}
          className="pointer-events-none h-auto w-full rounded-sm"
        />
      )}
      <span className="mt-1 block truncate text-[13px] leading-tight font-black text-slate-900 md:text-sm">{name}</span>
      <span className="block text-[11px] leading-tight text-slate-600 md:text-xs">{text(`cultural.places.${place}.region`)}</span>
      {enlarged && <span className="mt-0.5 block text-[7px] leading-snug text-slate-700 md:text-[8px]">{text(`cultural.places.${place}.description`)}</span>}
    </button>
  );
}
