import { describe, expect, it } from 'vitest';
import type { Language } from '@shared/languages';
import { products } from '@shared/site-facts';
import type { SiteSettings } from '@shared/site-settings';
import { defaultSiteSettings, MARKETPLACE_SEARCH_URL } from '@shared/site-settings-values';
import { detectLanguage } from './detect-language';
import { answerWithGuide, guideFacts, priceFromText } from './guide';
import { editDistance, matchKeyword, normalize, tokenize } from './text-match';

/** Settings as staff might save them: listings, both lines, an address, another discount. */
const saved: SiteSettings = {
  ...defaultSiteSettings,
  products: {
    partyMix: { asin: 'B0TESTPRTY', marketplaceUrl: null },
    candyMix: { asin: 'B0TESTCNDY', marketplaceUrl: 'https://www.amazon.com/dp/B0TESTCNDY?th=1' },
    spicyMix: { asin: null, marketplaceUrl: null },
    chocoBox: { asin: 'B0TESTCHOC', marketplaceUrl: null },
  },
  phones: { es: '+12135550101', en: '+12135550102' },
  contactEmail: 'hola@chapinbox.test',
  offer: { discountPercent: 20, endsAt: null, code: null, couponUrl: null },
};
const configured = guideFacts(null, 'es', saved);
const ask = (message: string, page: Language = 'es', guide = configured) => {
  const language = detectLanguage(message, page);
  return { language, answer: answerWithGuide(message, language, guide) };
};

// [message, page language, expected reply language, texts the reply must contain]
const phrasings: Array<[string, Language, Language, string[]]> = [
  // shipping
  ['¿Cuánto tarda el envío?', 'es', 'es', ['3-5 días', 'Estados Unidos']],
  ['cuanto tarda en llegar a estados unidos', 'es', 'es', ['3-5 días']],
  ['hacen envios a usa??', 'en', 'es', ['3-5 días']],
  ['Enbian a California?', 'es', 'es', ['3-5 días']],
  ['How long does shipping take?', 'es', 'en', ['3-5 days', 'USA']],
  ['do you ship to the USA', 'es', 'en', ['3-5 days']],
  ['how many days for delivery', 'en', 'en', ['3-5 days']],
  ['shiping time?', 'en', 'en', ['3-5 days']],
  // prices and boxes
  ['¿Cuánto cuesta la caja?', 'es', 'es', ['PARTY MIX: desde USD 21.99', 'CANDY MIX: desde USD 34.99', 'SPICY MIX', 'CHOCO BOX']],
  ['precios', 'es', 'es', ['USD 21.99', 'USD 34.99']],
  ['presio de las cajas', 'es', 'es', ['USD 21.99']],
  ['How much does a box cost?', 'es', 'en', ['PARTY MIX: from USD 21.99', 'CANDY MIX: from USD 34.99']],
  ['what are the prices', 'es', 'en', ['from USD 29.99']],
  ['cuanto cuesta la candy mix', 'es', 'es', ['CANDY MIX (desde USD 34.99)', '64 piezas']],
  ['How much is the spicy mix?', 'es', 'en', ['SPICY MIX (from USD 29.99)', 'chili']],
  ['tienen de chocolate?', 'es', 'es', ['CHOCO BOX', 'https://www.amazon.com/dp/B0TESTCHOC']],
  // contents and saving
  ['¿Qué trae la caja?', 'es', 'es', ['30 snacks', 'muñeca quitapenas']],
  ['que incluye', 'es', 'es', ['30 snacks']],
  ["What's inside the box?", 'es', 'en', ['30 Guatemalan and Salvadoran snacks']],
  ['cuanto me ahorro comprando la caja', 'es', 'es', ['$32.51']],
  ['Is it worth it? how much do I save', 'es', 'en', ['$32.51']],
  ['hay algun descuento', 'es', 'es', ['20%']],
  // worry doll
  ['¿Qué es la muñeca quitapenas?', 'en', 'es', ['muñeca quitapenas', 'almohada']],
  ['muneca quitapena', 'es', 'es', ['muñeca quitapenas']],
  ['what is the worry doll', 'es', 'en', ['worry doll', 'pillow']],
  // guarantee
  ['¿Y si no me gusta? ¿tienen garantia?', 'es', 'es', ['100%', 'devolvemos']],
  ['Can I get a refund?', 'es', 'en', ['100% satisfaction guarantee', 'refund']],
  // VIP club and ebook
  ['como me uno al club vip', 'es', 'es', ['Club VIP', '16 recetas']],
  ['quiero el ebook de recetas', 'es', 'es', ['16 recetas']],
  ['How do I get the free recipe ebook?', 'es', 'en', ['16 exclusive recipes', 'VIP']],
  // buying
  ['¿Dónde puedo comprar?', 'es', 'es', ['marketplace', 'https://www.amazon.com/dp/B0TESTPRTY', `SPICY MIX (USD 29.99): ${MARKETPLACE_SEARCH_URL}`]],
  ['conprar caja', 'es', 'es', ['https://www.amazon.com/dp/']],
  ['Where can I buy it?', 'es', 'en', ['marketplace', 'https://www.amazon.com/dp/B0TESTCNDY?th=1']],
  // phone support
  ['numero de telefono', 'es', 'es', ['+1 (213) 555-0101', '+1 (213) 555-0102', 'Español', 'hola@chapinbox.test']],
  ['Can I talk to someone on the phone in English?', 'es', 'en', ['English: +1 (213) 555-0102']],
  // tourist places
  ['¿Qué lugares turísticos me recomiendas?', 'es', 'es', ['Atitlán', 'Antigua Guatemala', 'Semuc Champey', 'Tikal', 'Xetulul']],
  ['Háblame del lago de Atitlán', 'es', 'es', ['volcanes']],
  ['antigua guatemala', 'es', 'es', ['colonial']],
  ['What is Semuc Champey?', 'es', 'en', ['turquoise']],
  ['tikal', 'en', 'en', ['Mayan']],
  ['tical ruinas mayas', 'es', 'es', ['ciudades mayas']],
  ['xetulul', 'es', 'es', ['Retalhuleu']],
  ['What places should I visit in Guatemala?', 'es', 'en', ['Atitlán', 'Tikal', 'Xetulul']],
  // small talk
  ['Hola', 'es', 'es', ['Soy Chapincito']],
  ['hi', 'es', 'en', ["I'm Chapincito"]],
  ['muchas gracias!', 'es', 'es', ['Con mucho gusto']],
  ['Hola, ¿cuánto cuesta el envío?', 'es', 'es', ['3-5 días']],
];

describe('the built-in guide', () => {
  it.each(phrasings)('When asked "%s" (page %s), then it answers in %s with the facts', (message, page, language, expected) => {
    const reply = ask(message, page);
    expect(reply.language).toBe(language);
    for (const text of expected) expect(reply.answer).toContain(text);
  });

  it('When it covers the ordinary phrasings, then there are at least 30 of them in both languages', () => {
    expect(phrasings.length).toBeGreaterThanOrEqual(30);
    expect(phrasings.filter(([, , language]) => language === 'en').length).toBeGreaterThanOrEqual(15);
  });

  it.each([
    ['¿Cuál es el sentido de la vida?', 'es', '+1 (213) 555-0101'],
    ['Can you write me a poem about cats?', 'en', 'VIP Club'],
  ] as const)('When asked something it does not know ("%s"), then it falls back to the VIP club and the phone lines', (message, language, expected) => {
    const reply = ask(message, 'es');
    expect(reply.language).toBe(language);
    expect(reply.answer).toContain(expected);
    expect(reply.answer).toMatch(/VIP/);
    expect(reply.answer).toContain('+1 (213) 555-0102');
  });

  it('When a message asks two things, then both are answered', () => {
    const { answer } = ask('¿Cuánto cuestan las cajas y cuánto tarda el envío?');
    expect(answer).toContain('3-5 días');
    expect(answer).toContain('USD 21.99');
  });

  it('When the message does not tell its language, then the page language is used', () => {
    expect(ask('Tikal', 'en').language).toBe('en');
    expect(ask('Tikal', 'es').language).toBe('es');
  });
});

describe('the built-in guide with Amazon Attribution tags', () => {
  const tagged = guideFacts(null, 'es', {
    ...saved,
    attribution: {
      ...saved.attribution,
      partyMix: { site: 'maas=maas_site', newsletter: null, qr: null, chat: 'maas=maas_chat&ref_=aa_maas' },
      chocoBox: { site: 'maas=maas_site', newsletter: null, qr: null, chat: null },
    },
  });

  it('When the guide gives buy links, then they carry the chat’s tag, not the site’s, and a box without one gets its bare listing', () => {
    const { answer } = ask('¿Dónde puedo comprar?', 'es', tagged);
    expect(answer).toContain('https://www.amazon.com/dp/B0TESTPRTY?maas=maas_chat&ref_=aa_maas');
    expect(answer).toContain('CHOCO BOX (USD 29.99): https://www.amazon.com/dp/B0TESTCHOC\n');
    expect(answer).not.toContain('maas_site');
  });
});

describe('the built-in guide on a fresh install (no settings saved)', () => {
  const fresh = guideFacts(null, 'es', defaultSiteSettings);

  it.each([
    ['¿Dónde puedo comprar?', 'es'],
    ['Where can I buy it?', 'en'],
    ['tienen de chocolate?', 'es'],
    ['¿Cuánto tarda el envío?', 'es'],
  ] as const)('When asked "%s", then every buy link is the marketplace search for the brand', (message, language) => {
    const { answer } = ask(message, language, fresh);
    expect(answer).toContain(MARKETPLACE_SEARCH_URL);
    expect(answer).not.toMatch(/amazon\.com\/dp\//);
  });

  it.each([
    ['numero de telefono', 'es', 'Puedes usar el botón de llamada gratis de la página.'],
    ['Can I talk to someone on the phone in English?', 'en', 'You can use the free call button on the page.'],
    ['¿Y si no me gusta? ¿tienen garantia?', 'es', 'empaque seguro.'],
    ['¿Cuál es el sentido de la vida?', 'es', '16 recetas.'],
  ] as const)('When asked "%s", then no phone line or address is made up', (message, language, ending) => {
    const { answer } = ask(message, language, fresh);
    expect(answer.endsWith(ending)).toBe(true);
    expect(answer).not.toMatch(/\+\d|@/);
  });

  it('When asked about a discount, then the default first-purchase discount is quoted', () => {
    expect(ask('hay algun descuento', 'es', fresh).answer).toContain('15%');
  });
});

describe('guide facts from published content', () => {
  it('When staff published a price text, then its number replaces the default price', () => {
    const facts = guideFacts({ texts: { es: { 'products.tabs.partyMix.price': 'Desde USD 19.50' } } }, 'es', defaultSiteSettings);
    expect(facts.prices.partyMix).toBe(19.5);
    expect(facts.prices.candyMix).toBe(products[1].priceUsd);
    expect(answerWithGuide('precio party mix', 'es', facts)).toContain('USD 19.50');
  });

  it('When only the other language has the price text, then it is used', () => {
    expect(guideFacts({ texts: { en: { 'products.tabs.chocoBox.price': 'From $24,99' } } }, 'es', defaultSiteSettings).prices.chocoBox).toBe(24.99);
  });

  it('When the published text has no number, then the default price stays', () => {
    expect(priceFromText('Consultar precio')).toBeUndefined();
    expect(guideFacts({ texts: { es: { 'products.tabs.spicyMix.price': 'Consultar' } } }, 'es', defaultSiteSettings).prices.spicyMix).toBe(29.99);
  });
});

describe('text matching', () => {
  it('When text has accents, marks and stretched letters, then it is normalised', () => {
    expect(normalize('¡¿Cuánto cuesta el ENVÍO?!')).toBe('cuanto cuesta el envio');
    expect(tokenize('Holaaaa muñeca')).toEqual(['hola', 'muneca']);
  });

  it('When words differ by a swap or a letter, then the distance is 1', () => {
    expect(editDistance('garantai', 'garantia', 2)).toBe(1);
    expect(editDistance('shiping', 'shipping', 2)).toBe(1);
    expect(editDistance('tikal', 'xetulul', 1)).toBe(2);
  });

  it('When a keyword is a phrase, prefix or exact word, then it matches accordingly', () => {
    expect(matchKeyword(['how', 'long', 'does', 'it', 'take'], 'how long')).toBe('exact');
    expect(matchKeyword(['envios'], 'envi*')).toBe('exact');
    expect(matchKeyword(['tarde'], '=tarda')).toBeNull();
    expect(matchKeyword(['precoi'], 'precio')).toBe('fuzzy');
  });
});
