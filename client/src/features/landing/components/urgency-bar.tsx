import { mainListingUrl } from '@shared/site-settings-values';
import { EditableText } from '@/lib/editable-text';
import { useSiteSettings } from './site-settings-provider';
import { useLanguage } from '@/i18n/language-provider';
import { useBoxesLeft } from '../api/get-inventory-total';
import { useOfferCountdown } from '../hooks/use-offer-countdown';
import type { JoinVip } from '../lib/join-vip';
import { MarketplaceLink } from './marketplace-link';

const barClass =
  'urgency-blink relative block w-full bg-brand-blue px-3 py-1.5 text-center text-[13px] leading-snug text-white focus-visible:outline-offset-[-3px] md:py-2 md:text-sm';
const ctaClass = 'rounded-full bg-brand-gold px-2.5 py-0.5 text-xs font-extrabold whitespace-nowrap text-slate-900 uppercase md:text-[13px]';

/** The count's text: each language's plural rule picks the singular ("Solo queda 1 caja") or the plural form. */
const boxesLeftPath = (count: number, language: string) =>
  new Intl.PluralRules(language).select(count) === 'one' ? 'urgencyBar.boxesLeftOne' : 'urgencyBar.boxesLeft';

/**
 * The urgency bar (docs/product.md#landing-page): blue, blinking, on top. The offer (discount,
 * end, and how to redeem it: a code or an Amazon coupon) comes from the site settings: the time
 * left shows only while an end is set and ahead, a code only when staff set one, and with a
 * coupon the bar opens the coupon's page instead of the listing. Sold out, the bar says so and
 * offers the VIP club's restock news instead of the purchase.
 */
export function UrgencyBar({ onJoinVip }: { onJoinVip: JoinVip }) {
  const { t, language } = useLanguage();
  const { settings } = useSiteSettings();
  const boxesLeft = useBoxesLeft();
  const countdown = useOfferCountdown();
  // A page rendered before the offer had a code (kept by a cache) hydrates without one.
  const code = settings.offer.code ?? null;
  const couponUrl = settings.offer.couponUrl ?? null;

  if (boxesLeft <= 0) {
    return (
      <button type="button" onClick={() => onJoinVip('sold_out_bar')} data-testid="urgency-bar" className={barClass}>
        <span className="relative inline-flex flex-wrap items-center justify-center gap-x-3 gap-y-0.5">
          <EditableText path="urgencyBar.soldOut" className="font-extrabold tracking-wide text-brand-gold" data-testid="urgency-sold-out" />
          {' '}
          <EditableText path="urgencyBar.soldOutCta" className={ctaClass} />
        </span>
      </button>
    );
  }

  return (
    <MarketplaceLink href={couponUrl ?? mainListingUrl(settings)} box="partyMix" place="urgency_bar" data-testid="urgency-bar" className={barClass}>
      <span className="relative inline-flex flex-wrap items-center justify-center gap-x-3 gap-y-0.5">
        <span className="font-extrabold tracking-wide text-brand-gold" data-testid="urgency-offer">
          <EditableText path="urgencyBar.mainText" values={{ percent: settings.offer.discountPercent }} />
          {code && (
            <>
              {' '}
              <EditableText path="urgencyBar.codeText" values={{ code }} data-testid="urgency-code" />
            </>
          )}
          {!code && couponUrl && (
            <>
              {' '}
              <EditableText path="urgencyBar.couponText" data-testid="urgency-coupon" />
            </>
          )}
        </span>
        {countdown !== null && (
          <span className="whitespace-nowrap">
            <EditableText path="urgencyBar.countdownText" />{' '}
            {/* The time holds its full width ("00:00:00") from the first paint: the placeholder is
                narrower, and the bar rewrapped (a layout shift) when the clock started. */}
            <span className="inline-grid font-bold tabular-nums">
              <span aria-hidden="true" className="invisible col-start-1 row-start-1">
                {countdown.width}
              </span>
              <time className="col-start-1 row-start-1" data-testid="urgency-countdown">
                {countdown.text}
              </time>
            </span>
          </span>
        )}
        <span aria-hidden="true" className="hidden md:inline">
          ·
        </span>
        <EditableText path={boxesLeftPath(boxesLeft, language)} values={{ count: boxesLeft }} className="font-semibold" data-testid="boxes-left" />
        <EditableText path={couponUrl ? 'urgencyBar.couponCta' : 'urgencyBar.ctaText'} className={ctaClass} />
      </span>
      <span className="sr-only"> {t('urgencyBar.linkLabel')}</span>
    </MarketplaceLink>
  );
}
