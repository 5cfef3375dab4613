import { useId, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { callCaptions as en } from '@/i18n/en/call-captions';
import { callCaptions as es } from '@/i18n/es/call-captions';
import { useLanguage } from '@/i18n/language-provider';
import { cn } from '@/lib/cn';
import { useCaptionsPreference } from '../hooks/use-captions-preference';
import type { CaptionLine } from '../lib/captions';
import { CaptionsIcon } from './call-icons';
import { CallSideButton, SIDE_BUTTON_OFFSET_PX } from './call-side-button';

const TEXTS = { es, en };
/** The panel's widest and tallest, and its distance from the window's edges and the controls. */
const PANEL_WIDTH_PX = 352;
const PANEL_MAX_HEIGHT_PX = 184;
const MARGIN_PX = 8;
/** The call button is 56 px; the mute and captions buttons (40 px) sit under it. */
const BUTTON_PX = 56;
const CONTROLS_BOTTOM_PX = SIDE_BUTTON_OFFSET_PX + 40;

const subscribeResize = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};
const useViewport = () => ({
  width: useSyncExternalStore(subscribeResize, () => window.innerWidth),
  height: useSyncExternalStore(subscribeResize, () => window.innerHeight),
});

/**
 * Where the panel goes, relative to the call widget at `position`: under the call's buttons,
 * or above the call button when there is no room below; within the window sideways. Never over
 * the call's own controls (docs/product.md#voice-call).
 */
export function captionsPlacement(position: { top: number; left: number }, viewport: { width: number; height: number }) {
  const width = Math.min(PANEL_WIDTH_PX, viewport.width - 2 * MARGIN_PX);
  const left = Math.max(MARGIN_PX, Math.min(position.left, viewport.width - MARGIN_PX - width)) - position.left;
  const roomBelow = position.top + CONTROLS_BOTTOM_PX + MARGIN_PX + PANEL_MAX_HEIGHT_PX <= viewport.height - MARGIN_PX;
  return roomBelow ? { width, left, top: CONTROLS_BOTTOM_PX + MARGIN_PX } : { width, left, bottom: BUTTON_PX + MARGIN_PX };
}

/**
 * The call's live captions: a toggle beside the mute button and, when on, a panel with what
 * the assistant and the visitor say (docs/decisions/0051-live-call-captions.md). Said lines are
 * announced politely as they end; lines still being said show, but are not announced.
 */
export function CallCaptions({ lines, position }: { lines: CaptionLine[]; position: { top: number; left: number } }) {
  const { language } = useLanguage();
  const texts = TEXTS[language];
  const { on, toggle } = useCaptionsPreference();
  const titleId = useId();
  const scrollRef = useRef<HTMLDivElement>(null);
  const placement = captionsPlacement(position, useViewport());
  const said = lines.filter((line) => line.final);
  const saying = lines.filter((line) => !line.final);
  const who = (line: CaptionLine) => (line.role === 'assistant' ? texts.assistant : texts.you);

  // Captions follow the conversation: after each render (a new or longer line), the newest line in view.
  useLayoutEffect(() => {
    const scroller = scrollRef.current;
    if (scroller) scroller.scrollTop = scroller.scrollHeight;
  });

  return (
    <>
      <CallSideButton
        aria-label={texts.toggle}
        aria-pressed={on}
        title={texts.toggle}
        className={cn('left-14', on && 'bg-brand-blue hover:bg-brand-blue-dark')}
        onClick={toggle}
      >
        <CaptionsIcon className="size-5" />
      </CallSideButton>
      {on && (
        <section aria-labelledby={titleId} data-slot="call-captions" className="absolute rounded-xl bg-slate-900/95 text-white shadow-xl ring-1 ring-white/10" style={placement}>
          <p id={titleId} className="px-3 pt-2 text-xs font-bold tracking-wide text-brand-gold uppercase">
            {texts.title}
          </p>
          <div ref={scrollRef} className="mt-1.5 max-h-36 overflow-y-auto overscroll-contain border-t border-white/15 px-3 pt-1.5 pb-2 text-sm leading-snug">
            <ol role="log" aria-live="polite" aria-labelledby={titleId} className="space-y-1">
              {said.map((line) => (
                <li key={line.id}>
                  <span className="font-semibold text-brand-gold">{who(line)}:</span> {line.text}
                </li>
              ))}
            </ol>
            {saying.length > 0 && (
              <ul aria-hidden="true" data-slot="captions-in-progress" className="mt-1 space-y-1 text-white/80 italic">
                {saying.map((line) => (
                  <li key={line.id}>
                    <span className="font-semibold not-italic text-brand-gold">{who(line)}:</span> {line.text}
                  </li>
                ))}
              </ul>
            )}
            {!lines.length && <p className="text-white/75">{texts.waiting}</p>}
          </div>
        </section>
      )}
    </>
  );
}
