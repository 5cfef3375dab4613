import { EditableText } from '@/lib/site-content/editable-text';
import { useLanguage } from '@/i18n/language-provider';
import { LandingSection, SectionHeading } from './landing-section';
import { Stars } from './stars';

/** What customers say, with the figures behind it (docs/product.md#landing-page). */
export function TestimonialsSection() {
  const { t } = useLanguage();
  return (
    <LandingSection sectionId="testimonials" id="testimonios" aria-labelledby="testimonials-title">
      <SectionHeading>
        <EditableText path="testimonials.title" as="h2" id="testimonials-title" className="section-title" />
        <EditableText path="testimonials.subtitle" as="p" className="section-subtitle" />
      </SectionHeading>
      <div className="mx-auto grid max-w-5xl items-center gap-6 md:grid-cols-[1.4fr_1fr]">
        <figure className="band-left relative m-0 rounded-[2rem] bg-white p-7 pl-10 shadow-lg ring-1 ring-slate-200 md:p-10 md:pl-14">
          <Stars label={t('testimonialsStrip.stars')} large />
          <EditableText path="testimonials.quote" as="blockquote" multiline className="mt-4 font-display text-2xl leading-snug font-bold text-slate-900 md:text-3xl" />
          <figcaption className="mt-5 text-slate-700">
            <EditableText path="testimonials.quoteAuthor" className="font-black text-brand-blue" />
            {' · '}
            <EditableText path="testimonials.quoteLocation" />
          </figcaption>
        </figure>
        <div className="grid gap-3">
          <div className="rounded-3xl bg-brand-blue p-6 text-center text-white shadow-lg">
            <EditableText path="testimonials.rating" as="p" className="font-display text-5xl font-black text-brand-gold" />
            <EditableText path="testimonials.ratingLabel" as="p" className="mt-1 font-bold" />
          </div>
          <ul className="grid grid-cols-3 gap-3 md:grid-cols-1">
            {[0, 1, 2].map((index) => (
              <li key={index} className="rounded-2xl bg-white p-3 text-center shadow ring-1 ring-slate-200 md:flex md:items-baseline md:gap-3 md:text-left">
                <EditableText path={`testimonials.stats.${index}.value`} className="block text-xl font-black text-brand-blue" />{' '}
                <EditableText path={`testimonials.stats.${index}.label`} className="block text-xs text-slate-600 md:text-sm" />
              </li>
            ))}
          </ul>
        </div>
      </div>
    </LandingSection>
  );
}
