import { describe, expect, it } from 'vitest';
import { languages, type Language } from '@shared/languages';
import type { SiteContent } from '@shared/site-content';
import { products } from '@shared/site-facts';
import type { SiteSettings } from '@shared/site-settings';
import { defaultSiteSettings, MARKETPLACE_SEARCH_URL } from '@shared/site-settings-values';
import { jsonLdBlocks, schemaOrgProblems } from '../../test/schema-org';
import type { FaqItem } from '@shared/faq';
import { emptyPublicMedia } from '@shared/placed-media';
import { jsonLdScript, landingStructuredData, shownPrices, withStructuredData } from './structured-data';

const origin = 'https://chapinbox.example';

/** Settings as staff might save them: listings, both lines, an address, the networks. */
const saved: SiteSettings = {
  ...defaultSiteSettings,
  products: {
    partyMix: { asin: 'B0TESTPRTY', marketplaceUrl: null },
    candyMix: { asin: 'B0TESTCNDY', marketplaceUrl: 'https://www.amazon.com/dp/B0TESTCNDY?th=1' },
    spicyMix: { asin: null, marketplaceUrl: null },
    chocoBox: { asin: null, marketplaceUrl: 'https://www.amazon.com/dp/B0TESTCHOC' },
  },
  phones: { es: '+12135550101', en: '+12135550102' },
  contactEmail: 'hola@chapinbox.test',
  social: { facebook: 'https://www.facebook.com/chapinbox', instagram: null, tiktok: 'https://www.tiktok.com/@chapinbox' },
};

/** A FAQ as staff might write it (a fresh install starts with entries of this kind). */
const faq: FaqItem[] = [
  { id: 7, question: { es: '¿Envían a Estados Unidos?', en: 'Do you ship to the USA?' }, answer: { es: 'Sí, llega en 3-5 días.', en: 'Yes, it arrives in 3-5 days.' } },
  { id: 3, question: { es: '¿Qué es el Club VIP?', en: 'What is the VIP Club?' }, answer: { es: 'Un club **gratis**.', en: 'A **free** club.' } },
];

type Graph = { '@graph': Array<Record<string, unknown>> };

/** The structured data as a page carries it: built, written into a page, read back as a browser or a crawler would. */
function stated(language: Language, settings: SiteSettings, content: SiteContent | null = null, entries: FaqItem[] = faq) {
  const html = withStructuredData('<html><head><title>x</title></head><body></body></html>', landingStructuredData(language, origin, settings, content, emptyPublicMedia, entries));
  const blocks = jsonLdBlocks(html);
  expect(blocks).toHaveLength(1);
  const document = blocks[0] as Graph;
  const ofType = (type: string) => document['@graph'].filter((node) => node['@type'] === type);
  return { html, document, ofType };
}

const faqInOrder = (language: Language) => faq.map(({ question, answer }) => [question[language], answer[language]]);

describe('the landing page structured data', () => {
  it.each(languages)('When the page in %s states the defaults, then it names the brand, the four boxes with their offers in USD and the FAQ shown on the page, valid for schema.org', (language) => {
    const { document, ofType } = stated(language, defaultSiteSettings);
    expect(schemaOrgProblems(document)).toEqual([]);

    // A fresh install states no contact, line or network (none is set, none is invented).
    expect(ofType('Organization')).toEqual([{ '@type': 'Organization', '@id': `${origin}/#organization`, name: 'ChapinBox', url: `${origin}/`, logo: `${origin}/icon-512.png` }]);

    expect(ofType('Product').map((product) => [product.name, product.image, product.brand, product.offers])).toEqual([
      ['PARTY MIX', `${origin}/images/party-mix-box.png`, { '@type': 'Brand', name: 'ChapinBox' }, { '@type': 'Offer', price: '21.99', priceCurrency: 'USD', url: MARKETPLACE_SEARCH_URL }],
      ['CANDY MIX', `${origin}/images/candy-mix-box.png`, { '@type': 'Brand', name: 'ChapinBox' }, { '@type': 'Offer', price: '34.99', priceCurrency: 'USD', url: MARKETPLACE_SEARCH_URL }],
      ['SPICY MIX', `${origin}/images/spicy-mix-box.png`, { '@type': 'Brand', name: 'ChapinBox' }, { '@type': 'Offer', price: '29.99', priceCurrency: 'USD', url: MARKETPLACE_SEARCH_URL }],
      ['CHOCO BOX', `${origin}/images/choco-box-box.png`, { '@type': 'Brand', name: 'ChapinBox' }, { '@type': 'Offer', price: '29.99', priceCurrency: 'USD', url: MARKETPLACE_SEARCH_URL }],
    ]);
    expect(ofType('Product').map((product) => product['@id'])).toEqual(products.map(({ key }) => `${origin}/?lang=${language}#${key}`));

    const [faqPage] = ofType('FAQPage');
    expect(faqPage.inLanguage).toBe(language);
    const questions = (faqPage.mainEntity as Array<{ name: string; acceptedAnswer: { text: string } }>).map((question) => [question.name, question.acceptedAnswer.text]);
    expect(questions).toEqual(faqInOrder(language));
  });

  it('When the FAQ is empty, then the page states no FAQPage (the page shows no FAQ section)', () => {
    const { document, ofType } = stated('es', defaultSiteSettings, null, []);
    expect(schemaOrgProblems(document)).toEqual([]);
    expect(ofType('FAQPage')).toEqual([]);
  });

  it('When staff saved listings, lines, an e-mail and networks, then the offers open the listings and the brand names its contact and networks', () => {
    const { document, ofType } = stated('en', saved);
    expect(schemaOrgProblems(document)).toEqual([]);
    expect(ofType('Product').map((product) => (product.offers as { url: string }).url)).toEqual([
      'https://www.amazon.com/dp/B0TESTPRTY',
      'https://www.amazon.com/dp/B0TESTCNDY?th=1',
      MARKETPLACE_SEARCH_URL,
      'https://www.amazon.com/dp/B0TESTCHOC',
    ]);
    expect(ofType('Organization')[0]).toMatchObject({
      email: 'hola@chapinbox.test',
      contactPoint: [
        { '@type': 'ContactPoint', telephone: '+12135550101', contactType: 'customer service', availableLanguage: 'Spanish' },
        { '@type': 'ContactPoint', telephone: '+12135550102', contactType: 'customer service', availableLanguage: 'English' },
      ],
      sameAs: ['https://www.facebook.com/chapinbox', 'https://www.tiktok.com/@chapinbox'],
    });
    // The FAQPage states the entries staff wrote, whatever the settings.
    expect((ofType('FAQPage')[0].mainEntity as unknown[]).length).toBe(faq.length);
  });

  it('When staff published a price text in one language, then that page states its number and the other keeps the built-in price', () => {
    const content: SiteContent = { texts: { es: { 'products.tabs.candyMix.price': 'Desde USD 31.5' }, en: { 'products.tabs.spicyMix.price': 'Sold out' } } };
    const prices = (language: Language) =>
      Object.fromEntries(stated(language, defaultSiteSettings, content).ofType('Product').map((product) => [product.name, (product.offers as { price: string }).price]));
    expect(prices('es')).toEqual({ 'PARTY MIX': '21.99', 'CANDY MIX': '31.50', 'SPICY MIX': '29.99', 'CHOCO BOX': '29.99' });
    // A price text without a number states no price: that box is left out rather than given one the page does not show.
    expect(prices('en')).toEqual({ 'PARTY MIX': '21.99', 'CANDY MIX': '34.99', 'CHOCO BOX': '29.99' });
    expect(shownPrices(content, 'en')).toEqual({ partyMix: 21.99, candyMix: 34.99, spicyMix: null, chocoBox: 29.99 });
  });

  it.each(languages)('When staff described a box in %s, then its Product states the net weight, the allergens and the best-before guidance in that language, and the other boxes nothing more', (language) => {
    const described: SiteSettings = {
      ...defaultSiteSettings,
      boxContents: {
        ...defaultSiteSettings.boxContents,
        spicyMix: {
          netWeight: { value: 30, unit: 'oz' },
          allergens: ['peanuts', 'sesame'],
          es: { snacks: [{ name: 'Manías con chile', brand: 'Diana', country: 'El Salvador', weight: null }], dietaryNotes: 'Pica.', bestBefore: 'Tres meses desde la entrega.' },
          en: { snacks: [], dietaryNotes: null, bestBefore: null },
        },
      },
    };
    const { document, ofType } = stated(language, described);
    expect(schemaOrgProblems(document)).toEqual([]);

    const [partyMix, , spicyMix] = ofType('Product');
    expect(spicyMix!.weight).toEqual({ '@type': 'QuantitativeValue', value: 30, unitCode: 'ONZ', unitText: 'oz' });
    expect(spicyMix!.additionalProperty).toEqual(
      language === 'es'
        ? [
            { '@type': 'PropertyValue', name: 'Alérgenos', value: 'maní, ajonjolí' },
            { '@type': 'PropertyValue', name: 'Consumo preferente', value: 'Tres meses desde la entrega.' },
          ]
        : // The English part is empty: no best-before is stated, the allergens are named in English.
          [{ '@type': 'PropertyValue', name: 'Allergens', value: 'peanuts, sesame' }],
    );
    expect(partyMix).not.toHaveProperty('weight');
    expect(partyMix).not.toHaveProperty('additionalProperty');
  });

  it('When a value holds markup that would close the script element, then it stays inside as JSON and reads back unchanged', () => {
    const hostile = 'https://www.amazon.com/s?k=</script><script>alert(1)</script><!--&\u2028';
    const settings = { ...saved, products: { ...saved.products, partyMix: { asin: null, marketplaceUrl: hostile } } };
    const { html, ofType } = stated('es', settings);
    const script = jsonLdScript(landingStructuredData('es', origin, settings, null));
    const opening = '<script type="application/ld+json">';
    expect(script.startsWith(opening)).toBe(true);
    expect(script.slice(opening.length, -'</script>'.length)).not.toMatch(/<|>|&|\u2028/);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect((ofType('Product')[0].offers as { url: string }).url).toBe(hostile);
  });
});

describe('the boxes’ photos in the structured data', () => {
  it('When staff placed photos in a box gallery, then its Product image lists their largest WebP first, then the artwork', () => {
    const variants = [480, 1600].flatMap((width) => [
      { format: 'avif' as const, width, url: `/media/abc/${width}.avif` },
      { format: 'webp' as const, width, url: `/media/abc/${width}.webp` },
    ]);
    const media = {
      version: 1,
      slots: { 'box-partyMix': [{ id: 'abc', kind: 'image' as const, width: 1600, height: 1200, alt: { es: 'Caja', en: 'Box' }, placeholder: null, variants }] },
    };
    const graph = landingStructuredData('es', origin, saved, null, media) as unknown as Graph;
    const [party, candy] = graph['@graph'].filter((node) => node['@type'] === 'Product');
    expect(party.image).toEqual([`${origin}/media/abc/1600.webp`, expect.stringMatching(/^https:\/\/chapinbox\.example\/.+party/)]);
    expect(typeof candy.image).toBe('string');
    expect(schemaOrgProblems(graph)).toEqual([]);
  });
});
