import { describe, expect, it } from 'vitest';
import { placeEditor } from './editor-placement';

const viewport = { width: 1280, height: 720 };
// Edit mode's panel, bottom left, and its Editar button under it.
const panel = { top: 330, left: 16, width: 352, height: 310 };
const toggle = { top: 656, left: 16, width: 150, height: 48 };
const size = { width: 320, height: 150 };

describe('where the inline editor opens', () => {
  it('When the text is high on the screen, then the editor opens just under it', () => {
    expect(placeEditor({ below: 120, above: 60, left: 40, ...size, viewport, avoid: [panel, toggle] })).toEqual({ top: 120, left: 40 });
  });

  it('When under the text it would cover edit mode\'s panel, then it opens over the text instead', () => {
    expect(placeEditor({ below: 300, above: 244, left: 40, ...size, viewport, avoid: [panel, toggle] })).toEqual({ top: 94, left: 40 });
  });

  it('When the text itself sits beside the panel, then the editor opens beside the panel', () => {
    expect(placeEditor({ below: 520, above: 470, left: 40, ...size, viewport, avoid: [panel, toggle] })).toEqual({ top: 520, left: 380 });
  });

  it('When neither under nor over the text is free on a phone, then it goes where it covers none of the panel', () => {
    const phone = { width: 390, height: 844 };
    const phonePanel = { top: 440, left: 16, width: 358, height: 320 };
    const spot = placeEditor({ below: 470, above: 420, left: 20, width: 366, height: 150, viewport: phone, avoid: [phonePanel] });
    expect(spot.top + 150 <= phonePanel.top || spot.top >= phonePanel.top + phonePanel.height).toBe(true);
    expect(spot.top).toBeGreaterThanOrEqual(0);
  });

  it('When the text is far to the right, then the editor stays on screen', () => {
    expect(placeEditor({ below: 120, above: 60, left: 1200, ...size, viewport, avoid: [panel] }).left).toBe(1280 - 320 - 12);
  });
});
