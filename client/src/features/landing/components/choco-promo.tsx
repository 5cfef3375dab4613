import { priceContentPath } from '@shared/site-facts';
import { buyUrl } from '@shared/site-settings-values';
import { usePageContent } from '@/lib/page-content';
import { usePlacedMedia, useSiteSettings } from './site-settings-provider';
import { EditableText } from '@/lib/editable-text';
import { productPictures } from '../lib/images';
import { LandingSection } from './landing-section';
import { MarketplaceLink } from './marketplace-link';
import { PlacedMedia } from './placed-media';

/** The Choco Box promotion (docs/product.md#landing-page). */
export function ChocoPromo({ onShowProduct }: { onShowProduct(): void }) {
  const { text } = usePageContent();
  const { settings } = useSiteSettings();
  const picture = productPictures.chocoBox[1];
  const [placed] = usePlacedMedia('choco-promo');
  return (
    <LandingSection sectionId="choco-promo" id="choco-box" aria-labelledby="choco-title">
      <div className="mx-auto grid max-w-6xl items-center gap-8 overflow-hidden rounded-[2.5rem] bg-gradient-to-br from-brand-choco to-[#7F4F24] p-6 text-white shadow-2xl md:grid-cols-2 md:p-12">
        <div className="relative">
          {placed ? (
            <PlacedMedia
              item={placed}
              sizes="(min-width: 768px) 480px, calc(100vw - 5rem)"
              className="aspect-square w-full rotate-[-2deg] rounded-3xl object-cover shadow-2xl ring-4 ring-brand-gold"
            />
          ) : (
            <img
              src={picture.src}
              width={picture.width}
              height={picture.height}
              alt={text('chocoPromo.imageAlt')}
              loading="lazy"
              decoding="async"
              className="h-auto w-full rotate-[-2deg] rounded-3xl shadow-2xl ring-4 ring-brand-gold"
            />
          )}
        </div>
        <div className="text-center md:text-left">
          <EditableText path="chocoPromo.badge" className="inline-block rounded-full bg-brand-gold px-4 py-1 text-sm font-black tracking-widest text-slate-900" />
          <EditableText path="chocoPromo.title" as="h2" id="choco-title" className="mt-4 font-display text-3xl font-black md:text-5xl" />
          <EditableText path="chocoPromo.text" as="p" multiline className="mt-4 text-lg text-white/90" />
          <EditableText path={priceContentPath('chocoBox')} as="p" className="mt-5 text-2xl font-black text-brand-gold" />
          <div className="mt-6 flex flex-wrap justify-center gap-3 md:justify-start">
            <MarketplaceLink
              href={buyUrl(settings, 'chocoBox')}
              box="chocoBox"
              place="promo"
              className="inline-flex h-12 items-center rounded-full bg-brand-gold px-7 font-black text-slate-900 transition hover:bg-white"
            >
              <EditableText path="chocoPromo.buyCta" />
            </MarketplaceLink>
            <button
              type="button"
              onClick={onShowProduct}
              className="inline-flex h-12 items-center rounded-full px-7 font-bold ring-2 ring-white transition hover:bg-white hover:text-brand-choco"
            >
              <EditableText path="chocoPromo.viewCta" />
            </button>
          </div>
        </div>
      </div>
    </LandingSection>
  );
}
