import { EditableText } from '@/lib/editable-text';
import { useLanguage } from '@/i18n/language-provider';
import { cx } from '@/lib/class-names';
import { useAttentionCycle } from '../hooks/use-attention-cycle';
import { useLabelVisible } from '../hooks/use-label-visible';
import { useVipMember } from '../hooks/use-vip-member';

const SPARKLES = ['-top-2 -left-1', '-top-3 right-2', 'bottom-0 -left-3', '-right-3 bottom-3'];

function Sparkle({ className, delay }: { className: string; delay: number }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" className={cx('vip-sparkle absolute text-brand-gold', className)} style={{ animationDelay: `${delay}ms` }}>
      <path fill="currentColor" d="M12 0l2.6 9.4L24 12l-9.4 2.6L12 24l-2.6-9.4L0 12l9.4-2.6z" />
    </svg>
  );
}

/**
 * The gold VIP button, bottom right: its label shows until the page is scrolled a little
 * (use-label-visible); attention rounds play until this browser has joined.
 */
export function VipFloatingButton({ onOpen, onIntent }: { onOpen(): void; onIntent(): void }) {
  const { t } = useLanguage();
  const member = useVipMember();
  const labelVisible = useLabelVisible();
  const round = useAttentionCycle(!member);

  return (
    <button
      type="button"
      aria-haspopup="dialog"
      data-testid="vip-floating-button"
      data-attention={round > 0 ? 'on' : 'off'}
      onClick={onOpen}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      className="group fixed right-5 bottom-5 z-[60] flex items-center gap-2 rounded-full focus-visible:outline-3 focus-visible:outline-offset-4 focus-visible:outline-brand-gold"
    >
      {labelVisible && (
        // Editable content (docs/product.md#site-content): staff edit mode can change it.
        <EditableText
          path="vip.floating.label"
          data-testid="vip-floating-label"
          className="rounded-full bg-brand-blue px-3 py-1.5 text-xs font-extrabold tracking-wide text-white shadow-lg"
        />
      )}
      {/* Spaces between the parts of the name; a flex container does not lay them out. */}
      {labelVisible && ' '}
      <span className="relative flex h-16 w-16 items-center justify-center">
        {round > 0 && (
          <span key={`ripples-${round}`} aria-hidden="true">
            <span className="vip-ripple absolute inset-0 rounded-full border-2 border-brand-gold" />
            <span className="vip-ripple-late absolute inset-0 rounded-full border-2 border-brand-gold" />
          </span>
        )}
        <span
          key={`glow-${round}`}
          className={cx(
            'relative flex h-16 w-16 items-center justify-center rounded-full bg-gradient-to-br from-[#FFD54A] via-brand-gold to-brand-gold-dark text-lg font-black text-slate-900 shadow-lg ring-2 ring-white transition-transform group-hover:scale-105',
            round > 0 && 'vip-glow',
          )}
        >
          VIP
        </span>
        {round > 0 && (
          <span key={`badge-${round}`} aria-hidden="true" className="vip-badge absolute -top-1 -right-1 flex h-6 min-w-6 items-center justify-center rounded-full bg-red-600 px-1 text-xs font-bold text-white ring-2 ring-white">
            1
          </span>
        )}
        {round > 0 && (
          <span key={`sparkles-${round}`}>
            {SPARKLES.map((position, index) => (
              <Sparkle key={position} className={position} delay={index * 150} />
            ))}
          </span>
        )}
      </span>
      {/* The name is what the button shows ('EBOOK GRATIS', 'VIP'), then what it does. */}{' '}
      <span className="sr-only">{t('vip.floating.button')}</span>
    </button>
  );
}
