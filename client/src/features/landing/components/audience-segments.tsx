import type { ProductKey } from '@shared/site-facts';
import { EditableText } from '@/lib/editable-text';
import { cx } from '@/lib/class-names';
import { audiencePictures, type Picture } from '../lib/images';
import { productTheme } from '../lib/products';
import { LandingSection, SectionHeading } from './landing-section';

/** Each audience leads to its box (docs/product.md#landing-page): home-sick → CANDY MIX, explorers → SPICY MIX, parties → PARTY MIX. */
const segments: { product: ProductKey; picture: Picture }[] = [
  { product: 'candyMix', picture: audiencePictures.home },
  { product: 'spicyMix', picture: audiencePictures.spicy },
  { product: 'partyMix', picture: audiencePictures.party },
];

export function AudienceSegments({ onShowProduct }: { onShowProduct(key: ProductKey): void }) {
  return (
    <LandingSection sectionId="audience" id="para-quien" aria-labelledby="audience-title" className="bg-white/70">
      <SectionHeading>
        <EditableText path="audience.title" as="h2" id="audience-title" className="section-title" />
        <EditableText path="audience.subtitle" as="p" className="section-subtitle" />
      </SectionHeading>
      <ul className="mx-auto grid max-w-6xl gap-5 md:grid-cols-3">
        {segments.map(({ product, picture }, index) => (
          <li key={product} className="flex flex-col overflow-hidden rounded-3xl bg-white shadow-md ring-1 ring-slate-200">
            {/* Decorative: the title says what the card is about. */}
            <img src={picture.src} width={picture.width} height={picture.height} alt="" loading="lazy" decoding="async" className="block h-auto w-full" />
            <div className="flex flex-1 flex-col p-6">
              <EditableText path={`audience.items.${index}.title`} as="h3" className="text-xl font-black text-slate-900" />
              <EditableText path={`audience.items.${index}.text`} as="p" multiline className="mt-2 flex-1 text-slate-700" />
              <button
                type="button"
                onClick={() => onShowProduct(product)}
                data-testid={`audience-${product}`}
                className={cx('mt-5 h-11 rounded-full border-2 border-current px-5 font-bold transition hover:bg-slate-50', productTheme[product].ink)}
              >
                <EditableText path={`audience.items.${index}.cta`} />
              </button>
            </div>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
