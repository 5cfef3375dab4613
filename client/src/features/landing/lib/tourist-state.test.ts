import { describe, expect, it } from 'vitest';
import { clampOffset, initialTouristState, touristReducer } from './tourist-state';

describe('tourist cards', () => {
  it('When a card is clicked, then it is enlarged; a second click shrinks it', () => {
    const enlarged = touristReducer(initialTouristState, { type: 'toggle', place: 'tikal' });
    expect(enlarged.enlarged).toBe('tikal');
    expect(touristReducer(enlarged, { type: 'toggle', place: 'tikal' }).enlarged).toBeNull();
  });

  it('When another card is clicked, then only that one is enlarged', () => {
    const state = touristReducer(touristReducer(initialTouristState, { type: 'toggle', place: 'tikal' }), { type: 'toggle', place: 'semuc' });
    expect(state.enlarged).toBe('semuc');
  });

  it('When the page is clicked elsewhere, then the enlarged card shrinks', () => {
    const state = touristReducer({ ...initialTouristState, enlarged: 'antigua' }, { type: 'shrink' });
    expect(state.enlarged).toBeNull();
  });

  it('When cards were dragged, then reset puts every card back in its place and shrinks it', () => {
    let state = touristReducer(initialTouristState, { type: 'move', place: 'atitlan', offset: { x: 40, y: -12 } });
    state = touristReducer(state, { type: 'toggle', place: 'atitlan' });
    expect(state.offsets.atitlan).toEqual({ x: 40, y: -12 });

    state = touristReducer(state, { type: 'reset' });

    expect(state).toEqual(initialTouristState);
  });

  it('When a card is dragged past the board edge, then it stops at the edge', () => {
    const home = { left: 20, top: 30, width: 100, height: 80 };
    const board = { width: 400, height: 300 };
    expect(clampOffset({ x: -500, y: 999 }, home, board)).toEqual({ x: -20, y: 190 });
    expect(clampOffset({ x: 50, y: 10 }, home, board)).toEqual({ x: 50, y: 10 });
  });
});
