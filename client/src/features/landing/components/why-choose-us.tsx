import { mainListingUrl } from '@shared/site-settings-values';
import { EditableText } from '@/lib/editable-text';
import { useSiteSettings } from './site-settings-provider';
import type { JoinVip } from '../lib/join-vip';
import { FeatureCards } from './feature-cards';
import { GalleryRotator } from './gallery-rotator';
import { LandingSection, SectionHeading } from './landing-section';
import { MarketplaceLink } from './marketplace-link';

/** Why choose us (docs/product.md#landing-page): feature cards, the impact text, the gallery rotator and the two calls to action. */
export function WhyChooseUs({ onJoinVip }: { onJoinVip: JoinVip }) {
  const { settings } = useSiteSettings();
  return (
    <LandingSection sectionId="why-choose-us" id="por-que-chapinbox" aria-labelledby="why-title">
      <SectionHeading>
        <EditableText path="whyDifferent.title" as="h2" id="why-title" className="section-title" />
        <EditableText path="whyDifferent.subtitle" as="p" multiline className="section-subtitle" />
      </SectionHeading>
      <div className="mx-auto max-w-6xl">
        <FeatureCards onJoinVip={onJoinVip} />
        <div className="mt-12 grid items-center gap-8 md:mt-16 md:grid-cols-[1fr_1.2fr] md:gap-12">
          <div className="band-left min-w-0 rounded-[2rem] bg-brand-blue p-7 pl-10 text-white shadow-xl md:p-10 md:pl-14">
            <p className="flex flex-wrap items-baseline gap-x-3">
              <EditableText path="whyDifferent.impact.stat" className="font-display text-6xl font-black text-brand-gold" />
              <EditableText path="whyDifferent.impact.statLabel" className="text-lg font-bold" />
            </p>
            <EditableText path="whyDifferent.impact.title" as="h3" className="mt-4 text-2xl font-black md:text-3xl" />
            <EditableText path="whyDifferent.impact.text" as="p" multiline className="mt-3 text-lg text-white/90" />
            <div className="mt-7 flex flex-wrap gap-3">
              <MarketplaceLink
                href={mainListingUrl(settings)}
                box="partyMix"
                place="why_choose_us"
                className="inline-flex h-12 items-center rounded-full bg-brand-gold px-6 font-bold text-slate-900 transition hover:bg-white"
              >
                <EditableText path="whyDifferent.buyCta" />
              </MarketplaceLink>
              <button
                type="button"
                onClick={() => onJoinVip('join_button')}
                className="inline-flex h-12 items-center rounded-full px-6 font-bold text-white ring-2 ring-white/80 transition hover:bg-white hover:text-brand-blue"
              >
                <EditableText path="whyDifferent.vipCta" />
              </button>
            </div>
          </div>
          <GalleryRotator />
        </div>
      </div>
    </LandingSection>
  );
}
