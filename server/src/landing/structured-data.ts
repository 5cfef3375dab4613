import type { ContactPoint, FAQPage, Graph, Organization, Product, PropertyValue, QuantitativeValue } from 'schema-dts';
import { ALLERGEN_NAMES } from '@shared/box-contents-values';
import type { BoxContents } from '@shared/box-contents';
import type { FaqItem } from '@shared/faq';
import type { Language } from '@shared/languages';
import type { PublicMedia } from '@shared/media';
import { emptyPublicMedia, placedIn } from '@shared/placed-media';
import type { SiteContent } from '@shared/site-content';
import { priceContentPath, products, type ProductKey } from '@shared/site-facts';
import { LOGO_PATH, productImagePath } from '@shared/site-images';
import type { SiteSettings } from '@shared/site-settings';
import { buyUrl, socialLinks } from '@shared/site-settings-values';
import { boxDescription, priceFromText } from '../chat/chat.service';

/**
 * The landing page's structured data (JSON-LD, docs/product.md#landing-page): the brand as an
 * Organization, each box as a Product with its offer (and its net weight, allergens and
 * best-before guidance when staff stated them), and the FAQ staff wrote (shown on the
 * page) as an FAQPage. Built on the server with each render of the page
 * (docs/decisions/0064-structured-data-rendered-with-the-landing-page.md), from the site
 * settings and the published prices, so it states what the page states and nothing more.
 * Typed against schema.org with schema-dts; structured-data.test.ts checks it at run time.
 */

const BRAND = 'ChapinBox';
const LANGUAGE_NAMES: Record<Language, string> = { es: 'Spanish', en: 'English' };

/**
 * Each box's price as the page in `language` shows it: the number in the price text staff
 * published for that language, else the price of shared/site-facts.ts (the page's built-in
 * text); null when the published text states no number ("Agotado"): that box is then left out.
 */
export function shownPrices(content: SiteContent | null, language: Language): Record<ProductKey, number | null> {
  const prices = {} as Record<ProductKey, number | null>;
  for (const product of products) {
    const published = content?.texts[language]?.[priceContentPath(product.key)];
    prices[product.key] = published === undefined ? product.priceUsd : (priceFromText(published) ?? null);
  }
  return prices;
}

function organizationNode(origin: string, settings: SiteSettings): Organization {
  const contactPoint: ContactPoint[] = (['es', 'en'] as const).flatMap((line) => {
    const telephone = settings.phones[line];
    return telephone ? [{ '@type': 'ContactPoint', telephone, contactType: 'customer service', availableLanguage: LANGUAGE_NAMES[line] } satisfies ContactPoint] : [];
  });
  const sameAs = socialLinks(settings).map(({ url }) => url);
  return {
    '@type': 'Organization',
    '@id': `${origin}/#organization`,
    name: BRAND,
    url: `${origin}/`,
    logo: `${origin}${LOGO_PATH}`,
    // Only what staff set: no invented contact (docs/decisions/0019-no-invented-facts.md).
    ...(settings.contactEmail ? { email: settings.contactEmail } : {}),
    ...(contactPoint.length ? { contactPoint } : {}),
    ...(sameAs.length ? { sameAs } : {}),
  };
}

/** The box's photos staff placed in its gallery (largest WebP of each), then its artwork. */
function productImages(key: ProductKey, origin: string, media: PublicMedia) {
  const photos = placedIn(media, `box-${key}`).flatMap((item) => {
    const webp = item.variants.filter((variant) => variant.format === 'webp').sort((a, b) => b.width - a.width)[0];
    return webp ? [`${origin}${webp.url}`] : [];
  });
  return [...photos, `${origin}${productImagePath(key)}`];
}

/** UN/CEFACT codes, which schema.org's unitCode takes. */
const UNIT_CODES = { g: 'GRM', oz: 'ONZ' } as const;
const PROPERTY_NAMES: Record<Language, { allergens: string; bestBefore: string }> = {
  es: { allergens: 'Alérgenos', bestBefore: 'Consumo preferente' },
  en: { allergens: 'Allergens', bestBefore: 'Best before' },
};

/**
 * What staff stated about the box's contents that schema.org's Product has a place for: the
 * net weight, and the allergens and best-before guidance as named properties. Nothing unset.
 */
function contentsProperties(contents: BoxContents | undefined, language: Language): Pick<Product, 'weight' | 'additionalProperty'> {
  if (!contents) return {};
  const weight: QuantitativeValue | undefined = contents.netWeight
    ? { '@type': 'QuantitativeValue', value: contents.netWeight.value, unitCode: UNIT_CODES[contents.netWeight.unit], unitText: contents.netWeight.unit }
    : undefined;
  const names = PROPERTY_NAMES[language];
  const bestBefore = contents[language].bestBefore;
  const properties: PropertyValue[] = [
    ...(contents.allergens.length ? [{ '@type': 'PropertyValue' as const, name: names.allergens, value: contents.allergens.map((allergen) => ALLERGEN_NAMES[language][allergen]).join(', ') }] : []),
    ...(bestBefore ? [{ '@type': 'PropertyValue' as const, name: names.bestBefore, value: bestBefore }] : []),
  ];
  return { ...(weight ? { weight } : {}), ...(properties.length ? { additionalProperty: properties } : {}) };
}

function productNode(key: ProductKey, name: string, price: number, language: Language, page: string, origin: string, settings: SiteSettings, media: PublicMedia): Product {
  const images = productImages(key, origin, media);
  return {
    '@type': 'Product',
    '@id': `${page}#${key}`,
    name,
    description: boxDescription(key, language),
    image: images.length === 1 ? images[0] : images,
    brand: { '@type': 'Brand', name: BRAND },
    offers: { '@type': 'Offer', price: price.toFixed(2), priceCurrency: 'USD', url: buyUrl(settings, key) },
    // A page kept from before the box contents existed has none.
    ...contentsProperties(settings.boxContents?.[key], language),
  };
}

/** The FAQ the page shows, in its language: Google reads FAQPage only for questions visible on the page. */
function faqPageNode(language: Language, page: string, faq: readonly FaqItem[]): FAQPage {
  return {
    '@type': 'FAQPage',
    '@id': `${page}#faq`,
    inLanguage: language,
    mainEntity: faq.map(({ question, answer }) => ({
      '@type': 'Question',
      name: question[language],
      acceptedAnswer: { '@type': 'Answer', text: answer[language] },
    })),
  };
}

/** The landing page's structured data in `language` under `origin`, with `settings`, the published `content`, the placed `media` and the `faq` the page shows. */
export function landingStructuredData(
  language: Language,
  origin: string,
  settings: SiteSettings,
  content: SiteContent | null,
  media: PublicMedia = emptyPublicMedia,
  faq: readonly FaqItem[] = [],
): Graph {
  const page = `${origin}/?lang=${language}`;
  const prices = shownPrices(content, language);
  return {
    '@context': 'https://schema.org',
    '@graph': [
      organizationNode(origin, settings),
      ...products.flatMap(({ key, name }) => {
        const price = prices[key];
        return price === null ? [] : [productNode(key, name, price, language, page, origin, settings, media)];
      }),
      ...(faq.length ? [faqPageNode(language, page, faq)] : []),
    ],
  };
}

/**
 * `data` as a <script type="application/ld+json"> element. Every <, > and & is written as a
 * JSON escape, so no value (a marketplace address, a published text) can close the element
 * or open a comment; U+2028 and U+2029 too, for parsers that read the block as JavaScript.
 */
export function jsonLdScript(data: Graph): string {
  const json = JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/ld+json">${json}</script>`;
}

/** `html` with `data` at the end of its head (unchanged when it has no head). */
export const withStructuredData = (html: string, data: Graph) => html.replace('</head>', () => `${jsonLdScript(data)}\n  </head>`);
