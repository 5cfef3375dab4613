import { describe, expect, it } from 'vitest';
import { MAX_TESTIMONIALS, publicSiteSettingsSchema, siteSettingsSchema, type SiteSettings } from './site-settings';
import { defaultPublicSiteSettings, defaultSiteSettings } from './site-settings-values';

type Testimonial = SiteSettings['testimonials']['es'][number];

const testimonial: Testimonial = { name: 'Ana P.', location: 'Houston, TX', text: 'Llegó rapidísimo.', rating: 5, verified: true };
const withTestimonials = (es: unknown[], en: unknown[] = []) => ({ ...defaultSiteSettings, testimonials: { es, en } });

/** The issues of a refused document as 'path: message'. */
function refusals(document: unknown): string[] {
  const parsed = siteSettingsSchema.safeParse(document);
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('site settings: testimonials', () => {
  it('When nothing was set, then there is no testimonial in either language (nothing invented)', () => {
    expect(defaultSiteSettings.testimonials).toEqual({ es: [], en: [] });
    expect(siteSettingsSchema.parse(defaultSiteSettings)).toEqual(defaultSiteSettings);
    expect(publicSiteSettingsSchema.parse(defaultPublicSiteSettings)).toEqual(defaultPublicSiteSettings);
  });

  it(`When staff set up to ${MAX_TESTIMONIALS} per language, then they are accepted trimmed, each with its own stars and tick`, () => {
    const six = Array.from({ length: MAX_TESTIMONIALS }, (_, index) => ({ ...testimonial, name: `  Cliente ${index} `, rating: (index % 5) + 1, verified: index % 2 === 0 }));
    const parsed = siteSettingsSchema.parse(withTestimonials(six, [{ ...testimonial, location: null }]));
    expect(parsed.testimonials.es.map(({ name, rating, verified }) => [name, rating, verified])).toEqual(
      six.map((item, index) => [`Cliente ${index}`, item.rating, item.verified]),
    );
    expect(parsed.testimonials.en).toEqual([{ ...testimonial, location: null }]);
  });

  it.each([
    ['seven in one language', withTestimonials(Array.from({ length: 7 }, () => testimonial)), 'testimonials.es: Como máximo 6 testimonios por idioma'],
    ['no name', withTestimonials([{ ...testimonial, name: '  ' }]), 'testimonials.es.0.name: Escribe el nombre del cliente'],
    ['no words', withTestimonials([], [{ ...testimonial, text: '' }]), 'testimonials.en.0.text: Escribe lo que dijo el cliente'],
    ['words too long', withTestimonials([{ ...testimonial, text: 'a'.repeat(281) }]), 'testimonials.es.0.text: El testimonio no puede tener más de 280 caracteres'],
    ['a place too long', withTestimonials([{ ...testimonial, location: 'a'.repeat(61) }]), 'testimonials.es.0.location: El lugar no puede tener más de 60 caracteres'],
    ['no stars', withTestimonials([{ ...testimonial, rating: null }]), 'testimonials.es.0.rating: Elige cuántas estrellas dio el cliente (de 1 a 5)'],
    ['stars as text', withTestimonials([{ ...testimonial, rating: '5' }]), 'testimonials.es.0.rating: Elige cuántas estrellas dio el cliente (de 1 a 5)'],
    ['six stars', withTestimonials([{ ...testimonial, rating: 6 }]), 'testimonials.es.0.rating: La valoración es un número entero de 1 a 5 estrellas'],
    ['half a star', withTestimonials([{ ...testimonial, rating: 3.5 }]), 'testimonials.es.0.rating: La valoración es un número entero de 1 a 5 estrellas'],
    ['no verified tick', withTestimonials([{ ...testimonial, verified: undefined }]), 'testimonials.es.0.verified: Indica si la compra está verificada'],
  ])('When a testimonial has %s, then it is refused with a Spanish message naming the field', (_case, document, refusal) => {
    expect(refusals(document)).toContain(refusal);
  });

  it('When the testimonials are missing, then the document is refused', () => {
    const { testimonials: _testimonials, ...withoutTestimonials } = defaultSiteSettings;
    expect(refusals(withoutTestimonials).some((issue) => issue.startsWith('testimonials'))).toBe(true);
  });
});
