import { touristPlaces, type TouristPlace } from '@shared/site-facts';

/** An enlarged tourist card is 2.16 times its size (docs/product.md#constants). */
export const TOURIST_ENLARGED_SCALE = 2.16;

export interface Offset {
  x: number;
  y: number;
}

interface TouristState {
  enlarged: TouristPlace | null;
  /** How far each card was dragged from its place. */
  offsets: Record<TouristPlace, Offset>;
}

export type TouristAction =
  | { type: 'toggle'; place: TouristPlace }
  | { type: 'shrink' }
  | { type: 'move'; place: TouristPlace; offset: Offset }
  | { type: 'reset' };

const homePositions = () => Object.fromEntries(touristPlaces.map((place) => [place, { x: 0, y: 0 }])) as Record<TouristPlace, Offset>;

export const initialTouristState: TouristState = { enlarged: null, offsets: homePositions() };

/** A click toggles one card's enlargement (only one is enlarged); a click elsewhere shrinks it; reset puts every card back. */
export function touristReducer(state: TouristState, action: TouristAction): TouristState {
  switch (action.type) {
    case 'toggle':
      return { ...state, enlarged: state.enlarged === action.place ? null : action.place };
    case 'shrink':
      return state.enlarged === null ? state : { ...state, enlarged: null };
    case 'move':
      return { ...state, offsets: { ...state.offsets, [action.place]: action.offset } };
    case 'reset':
      return { enlarged: null, offsets: homePositions() };
  }
}

/** Keeps a dragged card's offset inside the board (its home box moved by the offset stays within bounds). */
export function clampOffset(offset: Offset, home: { left: number; top: number; width: number; height: number }, board: { width: number; height: number }): Offset {
  return {
    x: Math.min(Math.max(offset.x, -home.left), board.width - home.left - home.width),
    y: Math.min(Math.max(offset.y, -home.top), board.height - home.top - home.height),
  };
}
