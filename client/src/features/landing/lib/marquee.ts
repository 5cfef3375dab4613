/** The testimonials strip moves 0.4px per frame; cards 320px wide with a 20px gap (docs/product.md#constants). */
const MARQUEE_PX_PER_FRAME = 0.4;
export const MARQUEE_CARD_WIDTH = 320;
export const MARQUEE_GAP = 20;

/** One set of `cardCount` cards as the strip lays it out: the cards, the gaps between them and a gap at each end. */
export const marqueeSetWidth = (cardCount: number) => cardCount * (MARQUEE_CARD_WIDTH + MARQUEE_GAP) + MARQUEE_GAP;

/** The strip's offset after one frame; it wraps after one full set of cards so the loop is seamless. */
export function advanceMarquee(offset: number, cardCount: number): number {
  const loop = cardCount * (MARQUEE_CARD_WIDTH + MARQUEE_GAP);
  const next = offset + MARQUEE_PX_PER_FRAME;
  return next >= loop ? next - loop : next;
}
