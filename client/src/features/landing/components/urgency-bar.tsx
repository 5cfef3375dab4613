import { mainListingUrl } from '@shared/site-settings-values';
import { EditableText } from '@/lib/editable-text';
import { useSiteSettings } from './site-settings-provider';
import { useLanguage } from '@/i18n/language-provider';
import { useBoxesLeft } from '../api/get-inventory-total';
import { useOfferCountdown } from '../hooks/use-offer-countdown';
import { MarketplaceLink } from './marketplace-link';

/**
 * The urgency bar (docs/product.md#landing-page): blue, blinking, on top; the whole bar opens
 * the marketplace listing. The offer (discount, end) comes from the site settings: the time
 * left shows only while an end is set and ahead.
 */
export function UrgencyBar() {
  const { t } = useLanguage();
  const { settings } = useSiteSettings();
  const boxesLeft = useBoxesLeft();
  const countdown = useOfferCountdown();
  return (
    <MarketplaceLink
      href={mainListingUrl(settings)}
      box="partyMix"
      place="urgency_bar"
      data-testid="urgency-bar"
      className="urgency-blink relative block bg-brand-blue px-3 py-1.5 text-center text-[13px] leading-snug text-white focus-visible:outline-offset-[-3px] md:py-2 md:text-sm"
    >
      <span className="relative inline-flex flex-wrap items-center justify-center gap-x-3 gap-y-0.5">
        <EditableText
          path="urgencyBar.mainText"
          values={{ percent: settings.offer.discountPercent }}
          className="font-extrabold tracking-wide text-brand-gold"
          data-testid="urgency-offer"
        />
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
        <EditableText path="urgencyBar.boxesLeft" values={{ count: boxesLeft }} className="font-semibold" data-testid="boxes-left" />
        <EditableText
          path="urgencyBar.ctaText"
          className="rounded-full bg-brand-gold px-2.5 py-0.5 text-xs font-extrabold whitespace-nowrap text-slate-900 uppercase md:text-[13px]"
        />
      </span>
      <span className="sr-only"> {t('urgencyBar.linkLabel')}</span>
    </MarketplaceLink>
  );
}
