import { EditableText } from '@/lib/editable-text';
import { LandingSection, SectionHeading } from './landing-section';

/**
 * The figures customers trust, each one a fact of docs/product.md#what-it-sells: no average
 * rating and no featured quote, which no source backs (docs/decisions/0019-no-invented-facts.md).
 */
export function TestimonialsSection() {
  return (
    <LandingSection sectionId="testimonials" id="testimonios" aria-labelledby="testimonials-title">
      <SectionHeading>
        <EditableText path="testimonials.title" as="h2" id="testimonials-title" className="section-title" />
        <EditableText path="testimonials.subtitle" as="p" className="section-subtitle" />
      </SectionHeading>
      <ul className="mx-auto grid max-w-5xl gap-4 sm:grid-cols-3">
        {[0, 1, 2].map((index) => (
          <li key={index} className="band-left relative rounded-3xl bg-white p-6 pl-9 text-center shadow-lg ring-1 ring-slate-200 sm:text-left">
            <EditableText path={`testimonials.stats.${index}.value`} className="font-display block text-4xl font-black text-brand-blue" />{' '}
            <EditableText path={`testimonials.stats.${index}.label`} className="mt-1 block font-bold text-slate-700" />
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
