import { mainListingUrl } from '@shared/site-settings-values';
import { EditableText } from '@/lib/editable-text';
import { useSiteSettings } from './site-settings-provider';
import type { JoinVip } from '../lib/join-vip';
import { LandingSection } from './landing-section';
import { MarketplaceLink } from './marketplace-link';

/** The before/after final call to action (docs/product.md#landing-page). */
export function FinalCta({ onJoinVip }: { onJoinVip: JoinVip }) {
  const { settings } = useSiteSettings();
  return (
    <LandingSection sectionId="final-cta" id="antes-despues" aria-labelledby="final-title">
      <div className="band-top mx-auto max-w-6xl overflow-hidden rounded-[2.5rem] bg-gradient-to-br from-brand-blue to-brand-blue-dark px-5 pt-14 pb-10 text-white shadow-2xl md:px-12">
        <EditableText path="finalCta.title" as="h2" id="final-title" className="mx-auto max-w-3xl text-center font-display text-3xl font-black md:text-5xl" />
        <div className="mt-10 grid gap-5 md:grid-cols-2">
          <div className="rounded-3xl bg-white/10 p-6 ring-1 ring-white/20">
            <EditableText path="finalCta.beforeLabel" as="h3" className="text-sm font-black tracking-widest text-white/80 uppercase" />
            <ul className="mt-4 space-y-3">
              {[0, 1, 2].map((index) => (
                <li key={index} className="flex gap-3 text-lg">
                  <span aria-hidden="true" className="mt-0.5 flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-white/20 text-sm">
                    ✕
                  </span>
                  <EditableText path={`finalCta.before.${index}`} />
                </li>
              ))}
            </ul>
          </div>
          <div className="rounded-3xl bg-white p-6 text-slate-900 shadow-xl">
            <EditableText path="finalCta.afterLabel" as="h3" className="text-sm font-black tracking-widest text-brand-green uppercase" />
            <ul className="mt-4 space-y-3">
              {[0, 1, 2].map((index) => (
                <li key={index} className="flex gap-3 text-lg font-semibold">
                  <span aria-hidden="true" className="mt-0.5 flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-brand-green text-sm text-white">
                    ✓
                  </span>
                  <EditableText path={`finalCta.after.${index}`} />
                </li>
              ))}
            </ul>
          </div>
        </div>
        <EditableText path="finalCta.text" as="p" multiline className="mx-auto mt-8 max-w-2xl text-center text-lg text-white/90" />
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <MarketplaceLink
            href={mainListingUrl(settings)}
            box="partyMix"
            place="final_cta"
            className="inline-flex h-14 items-center rounded-full bg-brand-gold px-8 text-lg font-black text-slate-900 shadow-lg transition hover:bg-white"
          >
            <EditableText path="finalCta.buyCta" />
          </MarketplaceLink>
          <button
            type="button"
            onClick={() => onJoinVip('final_cta')}
            className="inline-flex h-14 items-center rounded-full px-8 text-lg font-bold ring-2 ring-white transition hover:bg-white hover:text-brand-blue"
          >
            <EditableText path="finalCta.vipCta" />
          </button>
        </div>
      </div>
    </LandingSection>
  );
}
