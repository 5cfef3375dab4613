import { usePageContent } from '@/lib/page-content';
import { EditableText } from '@/lib/editable-text';
import { chapincitoPicture } from '../lib/images';
import { LandingSection } from './landing-section';

/** The dive-into-Guatemala heading (docs/product.md#landing-page), with Chapincito the guide. */
export function DiveHeading() {
  const { text } = usePageContent();
  return (
    <LandingSection sectionId="dive" id="sumergete" aria-labelledby="dive-title" compact>
      <div className="band-bottom relative mx-auto flex max-w-5xl flex-col items-center gap-6 overflow-hidden rounded-[2.5rem] bg-gradient-to-br from-[#0B7285] via-brand-blue to-[#5F3DC4] px-6 pt-10 pb-14 text-center text-white shadow-2xl md:flex-row md:gap-10 md:px-12 md:text-left">
        <img
          src={chapincitoPicture.src}
          width={chapincitoPicture.width}
          height={chapincitoPicture.height}
          alt={text('cultural.chapincitoAlt')}
          loading="lazy"
          decoding="async"
          className="h-36 w-36 shrink-0 rounded-full bg-white/20 p-1 ring-4 ring-brand-gold md:h-48 md:w-48"
        />
        <div>
          <EditableText path="cultural.diveTitle" as="h2" id="dive-title" className="font-display text-4xl font-black tracking-tight md:text-6xl" />
          <EditableText path="cultural.diveSubtitle" as="p" multiline className="mt-4 text-lg text-white/95 md:text-xl" />
        </div>
      </div>
    </LandingSection>
  );
}
