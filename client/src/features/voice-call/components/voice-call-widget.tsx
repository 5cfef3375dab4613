import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLanguage } from '@/i18n/language-provider';
import type { TranslationKey } from '@/i18n/translate';
import { useMediaQuery } from '@/lib/use-media-query';
import { useCallButtonPosition } from '../hooks/use-call-button-position';
import { useCallCaptions } from '../hooks/use-call-captions';
import { useTimedNotice } from '../hooks/use-timed-notice';
import { useVoiceCall, type CallNotice, type CallPhase } from '../hooks/use-voice-call';
import { CallBubble } from './call-bubble';
import { CallButton } from './call-button';
import { CloseIcon, MicIcon, MicOffIcon } from './call-icons';
import { CallSideButton, SIDE_BUTTON_OFFSET_PX } from './call-side-button';

/** How long the FREE CALL tooltip stays after a call is started (docs/product.md#constants). */
const CALL_TOOLTIP_MS = 3_000;
const HINT_DELAY_MS = 700;
/** The drag hint speaks of touch ('Arrastra para mover') at 768 px wide or less (docs/product.md#voice-call). */
const HINT_NARROW_SCREEN = '(max-width: 768px)';

// The captions' toggle, panel and texts load with the call, not with the page.
const loadCallCaptions = () => import('./call-captions');
const CallCaptions = lazy(() => loadCallCaptions().then((module) => ({ default: module.CallCaptions })));

const LABELS: Record<CallPhase, TranslationKey> = { idle: 'call.labels.start', connecting: 'call.labels.connecting', 'in-call': 'call.labels.end' };

/** The free voice call (docs/product.md#voice-call): a draggable button on the left edge and its states. */
export function VoiceCallWidget() {
  const { t } = useLanguage();
  const call = useVoiceCall();
  const { position, dragging, handlers } = useCallButtonPosition();
  const narrow = useMediaQuery(HINT_NARROW_SCREEN);
  const tooltip = useTimedNotice<true>();
  const [hinting, setHinting] = useState(false);
  const hintTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const containerRef = useRef<HTMLDivElement>(null);
  const mainRef = useRef<HTMLButtonElement>(null);
  const sideRef = useRef<HTMLButtonElement>(null);
  const announcement = useAnnouncement(call.phase, call.muted);
  const captions = useCallCaptions(call.onMessage, call.phase === 'in-call');
  useEffect(() => {
    if (call.phase !== 'idle') void loadCallCaptions();
  }, [call.phase]);

  // The focused control can disappear (cancel, mute) or be disabled (the call button while
  // connecting): keep keyboard users in the widget. Read before the new phase is committed.
  const hadFocus = useRef(false);
  // oxlint-disable-next-line react/refs -- the focus must be read before the commit removes the focused button, and no event tells reliably when that happens
  hadFocus.current = typeof document !== 'undefined' && containerRef.current?.contains(document.activeElement) === true;
  useLayoutEffect(() => {
    if (!hadFocus.current) return;
    if (call.phase === 'connecting') sideRef.current?.focus();
    else if (!containerRef.current?.contains(document.activeElement)) mainRef.current?.focus();
  }, [call.phase]);
  useEffect(() => () => clearTimeout(hintTimer.current), []);

  const showHintSoon = () => {
    clearTimeout(hintTimer.current);
    hintTimer.current = setTimeout(() => setHinting(true), HINT_DELAY_MS);
  };
  const hideHint = () => {
    clearTimeout(hintTimer.current);
    setHinting(false);
  };

  const onMainClick = () => {
    hideHint();
    if (call.phase === 'in-call') return call.stop();
    tooltip.show(true, CALL_TOOLTIP_MS);
    void call.start();
  };

  const showTooltip = tooltip.notice !== null;
  const showHint = !showTooltip && call.phase === 'idle' && (dragging || (hinting && !narrow));
  const sideShown = call.phase !== 'idle';

  return (
    <div
      ref={containerRef}
      data-slot="call-widget"
      className="fixed z-40 size-14"
      style={{ top: position.top, left: position.left }}
    >
      <CallButton
        ref={mainRef}
        phase={call.phase}
        volume={call.volume}
        dragging={dragging}
        aria-label={t(LABELS[call.phase])}
        aria-describedby={showHint ? 'call-drag-hint' : undefined}
        onClick={onMainClick}
        onMouseEnter={showHintSoon}
        onMouseLeave={hideHint}
        onFocus={(event) => event.currentTarget.matches(':focus-visible') && showHintSoon()}
        onBlur={hideHint}
        {...handlers}
      />

      {showTooltip && <CallBubble className="bg-brand-gold text-slate-900">{t('call.tooltip')}</CallBubble>}
      {showHint && (
        <CallBubble id="call-drag-hint" role="tooltip" className="bg-slate-900 font-semibold text-white">
          {t(narrow ? 'call.dragHint.mobile' : 'call.dragHint.desktop')}
        </CallBubble>
      )}

      {call.phase === 'connecting' && (
        <CallSideButton ref={sideRef} aria-label={t('call.labels.cancel')} onClick={call.stop}>
          <CloseIcon className="size-5" />
        </CallSideButton>
      )}
      {call.phase === 'in-call' && (
        <CallSideButton
          ref={sideRef}
          aria-label={t(call.muted ? 'call.labels.unmute' : 'call.labels.mute')}
          aria-pressed={call.muted}
          className={call.muted ? 'bg-red-600 hover:bg-red-700' : undefined}
          onClick={call.toggleMute}
        >
          {call.muted ? <MicOffIcon className="size-5" /> : <MicIcon className="size-5" />}
        </CallSideButton>
      )}

      {call.phase === 'in-call' && (
        <Suspense fallback={null}>
          <CallCaptions lines={captions} position={position} />
        </Suspense>
      )}

      {call.error && (
        <p
          role="alert"
          className="absolute left-0 w-max max-w-[260px] rounded-lg bg-red-600 px-3 py-1.5 text-sm font-semibold text-white shadow-md"
          style={{ top: sideShown ? SIDE_BUTTON_OFFSET_PX + 48 : 64 }}
        >
          <NoticeText notice={call.error} />
        </p>
      )}
      <p className="sr-only" aria-live="polite">
        {announcement && t(announcement)}
      </p>
    </div>
  );
}

function NoticeText({ notice }: { notice: CallNotice }) {
  const { t } = useLanguage();
  return <>{'key' in notice ? t(`call.errors.${notice.key}`) : notice.text}</>;
}

/** What the polite live region says after a change from `before` to `now`. */
function nextAnnouncement(before: { phase: CallPhase; muted: boolean }, now: { phase: CallPhase; muted: boolean }, current: TranslationKey | null): TranslationKey | null {
  if (now.phase === 'connecting' && before.phase !== 'connecting') return 'call.status.connecting';
  if (now.phase === 'in-call' && before.phase !== 'in-call') return 'call.status.inCall';
  if (now.phase === 'in-call' && now.muted !== before.muted) return now.muted ? 'call.status.muted' : 'call.status.unmuted';
  if (now.phase === 'idle' && before.phase === 'in-call') return 'call.status.ended';
  if (now.phase === 'idle') return null;
  return current;
}

/** What the polite live region says after each change: connecting, in call, muted, ended. */
function useAnnouncement(phase: CallPhase, muted: boolean) {
  const [seen, setSeen] = useState<{ phase: CallPhase; muted: boolean; announcement: TranslationKey | null }>({ phase, muted, announcement: null });
  if (seen.phase !== phase || seen.muted !== muted) setSeen({ phase, muted, announcement: nextAnnouncement(seen, { phase, muted }, seen.announcement) });
  return seen.announcement;
}
