import { EditableText } from '@/lib/editable-text';
import { LandingSection, SectionHeading } from './landing-section';

/** 30 snacks bought separately against the $29.99 box, saving $32.51 (docs/product.md#what-it-sells). */
export function ValueComparison() {
  return (
    <LandingSection sectionId="value" id="valor" aria-labelledby="value-title">
      <SectionHeading>
        <EditableText path="value.title" as="h2" id="value-title" className="section-title" />
        <EditableText path="value.subtitle" as="p" multiline className="section-subtitle" />
      </SectionHeading>
      <div className="mx-auto grid max-w-4xl items-stretch gap-4 md:grid-cols-[1fr_auto_1fr]">
        <div className="flex flex-col items-center justify-center rounded-3xl bg-white p-7 text-center shadow-md ring-1 ring-slate-200">
          <EditableText path="value.individualLabel" as="p" className="text-lg font-bold text-slate-700" />
          <EditableText path="value.individualPrice" as="p" className="mt-2 text-4xl font-black text-slate-500 line-through decoration-brand-red decoration-4" />
        </div>
        <div className="flex items-center justify-center">
          <EditableText path="value.versus" className="rounded-full bg-brand-gold px-4 py-2 text-sm font-black text-slate-900 shadow" />
        </div>
        <div className="band-top relative flex flex-col items-center justify-center overflow-hidden rounded-3xl bg-brand-blue p-7 pt-9 text-center text-white shadow-xl">
          <EditableText path="value.boxLabel" as="p" className="text-lg font-bold" />
          <EditableText path="value.boxPrice" as="p" className="mt-2 text-5xl font-black text-brand-gold" />
        </div>
      </div>
      <div className="mx-auto mt-6 max-w-md rounded-full bg-brand-green px-6 py-3 text-center text-white shadow-lg">
        <p className="text-xl font-black">
          <EditableText path="value.savingLabel" /> <EditableText path="value.saving" data-testid="saving" />
        </p>
      </div>
      <EditableText path="value.note" as="p" className="mt-3 text-center text-sm text-slate-600" />
    </LandingSection>
  );
}
