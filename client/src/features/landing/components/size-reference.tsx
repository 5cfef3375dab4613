import { usePageContent } from '@/lib/page-content';
import { EditableText } from '@/lib/editable-text';
import { sizePicture } from '../lib/images';
import { LandingSection } from './landing-section';

const measures = [
  ['size.widthLabel', 'size.width'],
  ['size.depthLabel', 'size.depth'],
  ['size.heightLabel', 'size.height'],
] as const;

/** The box measures 9x9x2.5 inches (docs/product.md#what-it-sells). */
export function SizeReference() {
  const { text } = usePageContent();
  return (
    <LandingSection sectionId="size" id="tamano" aria-labelledby="size-title" className="bg-white/70">
      <div className="mx-auto grid max-w-5xl items-center gap-8 md:grid-cols-2 md:gap-12">
        <img
          src={sizePicture.src}
          width={sizePicture.width}
          height={sizePicture.height}
          alt={text('size.imageAlt')}
          loading="lazy"
          decoding="async"
          className="h-auto w-full rounded-[2rem] shadow-lg"
        />
        <div className="text-center md:text-left">
          <EditableText path="size.title" as="h2" id="size-title" className="section-title" />
          <EditableText path="size.subtitle" as="p" className="section-subtitle" />
          <EditableText path="size.dimensions" as="p" className="mt-5 font-display text-4xl font-black text-brand-blue" />
          <EditableText path="size.text" as="p" multiline className="mt-3 text-lg text-slate-700" />
          <dl className="mt-6 grid grid-cols-3 gap-3">
            {measures.map(([label, value]) => (
              <div key={label} className="rounded-2xl bg-brand-sky px-3 py-3 text-center">
                <EditableText path={label} as="dt" className="text-sm font-semibold text-slate-600" />
                <EditableText path={value} as="dd" className="text-xl font-black text-brand-blue" />
              </div>
            ))}
          </dl>
        </div>
      </div>
    </LandingSection>
  );
}
