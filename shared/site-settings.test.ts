import { describe, expect, it } from 'vitest';
import { MAX_TESTIMONIALS, publicSiteSettingsSchema, siteSettingsSchema, type SiteSettings } from './site-settings';
import { buyUrl, defaultPublicSiteSettings, defaultSiteSettings, mainListingUrl, MARKETPLACE_SEARCH_URL } from './site-settings-values';

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

describe('site settings: Amazon Attribution tags per channel', () => {
  const tagged: SiteSettings = {
    ...defaultSiteSettings,
    products: { ...defaultSiteSettings.products, partyMix: { asin: 'B0TESTPRTY', marketplaceUrl: null }, candyMix: { asin: null, marketplaceUrl: 'https://www.amazon.com/dp/B0TESTCNDY?th=1&ref_=old#detalles' } },
    attribution: {
      ...defaultSiteSettings.attribution,
      partyMix: { site: 'maas=maas_site&ref_=aa_maas', newsletter: 'maas=maas_mail&ref_=aa_maas', qr: null, chat: 'maas=maas_chat' },
      candyMix: { site: 'maas=maas_candy&ref_=aa_maas', newsletter: null, qr: null, chat: null },
    },
  };

  it('When nothing was set, then no box has a tag and every buy link is the listing as before', () => {
    expect(Object.values(defaultSiteSettings.attribution).every((tags) => Object.values(tags).every((tag) => tag === null))).toBe(true);
    expect(buyUrl(defaultSiteSettings, 'partyMix')).toBe(MARKETPLACE_SEARCH_URL);
    expect(buyUrl({ ...tagged, attribution: defaultSiteSettings.attribution }, 'partyMix', 'newsletter')).toBe('https://www.amazon.com/dp/B0TESTPRTY');
  });

  it('When a channel has a tag, then its buy link carries it; the site’s is the default and a channel without one gets the bare listing', () => {
    expect(buyUrl(tagged, 'partyMix')).toBe('https://www.amazon.com/dp/B0TESTPRTY?maas=maas_site&ref_=aa_maas');
    expect(mainListingUrl(tagged, 'chat')).toBe('https://www.amazon.com/dp/B0TESTPRTY?maas=maas_chat');
    expect(buyUrl(tagged, 'partyMix', 'qr')).toBe('https://www.amazon.com/dp/B0TESTPRTY');
  });

  it('When the listing has a query and a fragment, then the tag joins the query, replacing a parameter of the same name, and the fragment stays last', () => {
    expect(buyUrl(tagged, 'candyMix', 'site')).toBe('https://www.amazon.com/dp/B0TESTCNDY?th=1&maas=maas_candy&ref_=aa_maas#detalles');
  });

  it('When a page rendered before the tags existed hydrates, then its buy links still work', () => {
    const { attribution: _attribution, ...older } = tagged;
    expect(buyUrl(older as SiteSettings, 'partyMix')).toBe('https://www.amazon.com/dp/B0TESTPRTY');
  });

  it.each([
    ['?maas=x&ref_=aa_maas', 'maas=x&ref_=aa_maas'],
    ['  maas=x  ', 'maas=x'],
    ['aa_campaignid=1&aa_adgroupid=2&aa_creativeid=a%2Bb', 'aa_campaignid=1&aa_adgroupid=2&aa_creativeid=a%2Bb'],
  ])('When staff paste %j, then it is kept as %j', (pasted, kept) => {
    const parsed = siteSettingsSchema.parse({ ...tagged, attribution: { ...tagged.attribution, chocoBox: { site: pasted, newsletter: null, qr: null, chat: null } } });
    expect(parsed.attribution.chocoBox.site).toBe(kept);
  });

  it.each([
    ['spaces inside', 'maas=a b', 'sin espacios'],
    ['a whole address', 'https://www.amazon.com/dp/B0TESTPRTY?maas=x', 'sin espacios'],
    ['a word without =', 'maas', 'pares nombre=valor'],
    ['over 500 characters', `maas=${'a'.repeat(496)}`, 'más de 500 caracteres'],
  ])('When a tag has %s, then it is refused with a Spanish message', (_case, tag, message) => {
    const issues = refusals({ ...tagged, attribution: { ...tagged.attribution, spicyMix: { site: null, newsletter: null, qr: tag, chat: null } } });
    expect(issues).toEqual([expect.stringMatching(new RegExp(`^attribution\\.spicyMix\\.qr: .*${message}`))]);
  });
});
