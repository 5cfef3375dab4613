import type { FaqItem } from '@shared/faq';
import type { Language } from '@shared/languages';
import { facts, formatUsd, productByKey, products, type ProductKey, type TouristPlace } from '@shared/site-facts';
import type { SiteSettings } from '@shared/site-settings';
import { buyUrl, formatPhone, mainListingUrl } from '@shared/site-settings-values';
import type { Topic } from './intents';

/**
 * What changes at run time: the prices staff published (else the facts' prices) and the site
 * settings staff saved (buy links, phone lines, e-mail, discount; docs/product.md#site-settings).
 */
export interface GuideFacts {
  prices: Record<ProductKey, number>;
  settings: SiteSettings;
  /** The FAQ staff wrote: an entry the message asks is the answer (faq-match.ts). */
  faq: readonly FaqItem[];
}

type Texts = Record<Language, string>;

const usd = (amount: number) => `USD ${amount.toFixed(2)}`;

/** The phone lines staff set, one per line ('' when none). */
function phoneLines(language: Language, { phones }: SiteSettings) {
  const names = language === 'es' ? { es: 'Español', en: 'Inglés' } : { es: 'Spanish', en: 'English' };
  return (['es', 'en'] as const)
    .flatMap((line) => (phones[line] ? [`• ${names[line]}: ${formatPhone(phones[line])}`] : []))
    .join('\n');
}

/** How to reach a person ("call us: …", "write to …"), or null when staff set no line and no address. */
function reachUs(language: Language, settings: SiteSettings): string | null {
  const lines = phoneLines(language, settings);
  const email = settings.contactEmail;
  if (language === 'es') {
    if (lines) return `llámanos:\n${lines}${email ? `\nO escríbenos a ${email}.` : ''}`;
    return email ? `escríbenos a ${email}.` : null;
  }
  if (lines) return `call us:\n${lines}${email ? `\nOr write to ${email}.` : ''}`;
  return email ? `write to us at ${email}.` : null;
}

const boxBlurb: Record<ProductKey, Texts> = {
  partyMix: {
    es: 'la mezcla para compartir en fiestas y reuniones, con snacks salados y dulces de Guatemala y El Salvador',
    en: 'the mix to share at parties and get-togethers, with salty and sweet snacks from Guatemala and El Salvador',
  },
  candyMix: {
    es: `dulces típicos guatemaltecos y salvadoreños, ${facts.candyPieces} piezas para los más golosos`,
    en: `traditional Guatemalan and Salvadoran candy, ${facts.candyPieces} pieces for those with a sweet tooth`,
  },
  spicyMix: {
    es: 'para quienes aman el picante: snacks con chile y sabores intensos',
    en: 'for those who love heat: snacks with chili and bold flavors',
  },
  chocoBox: {
    es: 'chocolates y golosinas de chocolate de la región',
    en: 'chocolates and chocolate treats from the region',
  },
};

/** A box in one sentence, as the guide describes it (the landing page's structured data states it too). */
export function boxDescription(key: ProductKey, language: Language) {
  const blurb = boxBlurb[key][language];
  return `${blurb.charAt(0).toUpperCase()}${blurb.slice(1)}.`;
}

function priceList(language: Language, guide: GuideFacts) {
  const from = language === 'es' ? 'desde' : 'from';
  return products.map((product) => `• ${product.name}: ${from} ${usd(guide.prices[product.key])}`).join('\n');
}

export function boxAnswer(key: ProductKey, language: Language, guide: GuideFacts) {
  const product = productByKey(key);
  const price = usd(guide.prices[key]);
  const link = buyUrl(guide.settings, key, 'chat');
  return language === 'es'
    ? `${product.name} (desde ${price}): ${boxBlurb[key].es}. Como todas nuestras cajas, trae ${facts.snackCount} snacks y una muñeca quitapenas de regalo, y llega a Estados Unidos en ${facts.deliveryDays} días. Cómprala aquí: ${link}`
    : `${product.name} (from ${price}): ${boxBlurb[key].en}. Like all our boxes it holds ${facts.snackCount} snacks and a free worry doll, and it reaches the USA in ${facts.deliveryDays} days. Buy it here: ${link}`;
}

const placeAnswers: Record<TouristPlace, Texts> = {
  atitlan: {
    es: 'El Lago de Atitlán, en Sololá, está rodeado por tres volcanes (Atitlán, Tolimán y San Pedro) y por pueblos mayas como Santiago Atitlán y San Juan La Laguna. Se recorre en lancha desde Panajachel y sus amaneceres son inolvidables.',
    en: 'Lake Atitlán, in Sololá, is ringed by three volcanoes (Atitlán, Tolimán and San Pedro) and by Mayan towns such as Santiago Atitlán and San Juan La Laguna. You get around by boat from Panajachel, and its sunrises are unforgettable.',
  },
  antigua: {
    es: 'Antigua Guatemala fue la capital colonial y es Patrimonio de la Humanidad de la UNESCO: calles empedradas, iglesias barrocas como La Merced, el Arco de Santa Catalina y el Volcán de Agua de fondo. Su Semana Santa, con alfombras de aserrín, es famosa en todo el mundo.',
    en: 'Antigua Guatemala was the colonial capital and is a UNESCO World Heritage Site: cobbled streets, baroque churches such as La Merced, the Santa Catalina Arch and the Volcán de Agua behind it all. Its Holy Week, with sawdust carpets, is famous worldwide.',
  },
  semuc: {
    es: 'Semuc Champey, en Lanquín, Alta Verapaz, es un puente natural de piedra caliza con pozas escalonadas de agua turquesa sobre el río Cahabón. Ideal para nadar, explorar cuevas a la luz de una vela y bajar el río en neumático.',
    en: 'Semuc Champey, in Lanquín, Alta Verapaz, is a natural limestone bridge with stepped turquoise pools above the Cahabón river. Perfect for swimming, exploring caves by candlelight and tubing down the river.',
  },
  tikal: {
    es: 'Tikal, en la selva de Petén, fue una de las grandes ciudades mayas, con templos de más de 60 metros como el Templo IV. Es Parque Nacional y Patrimonio de la Humanidad, y entre sus ruinas verás monos aulladores, tucanes y coatíes.',
    en: 'Tikal, in the Petén jungle, was one of the great Mayan cities, with temples over 60 meters tall such as Temple IV. It is a National Park and a World Heritage Site, and among its ruins you will see howler monkeys, toucans and coatis.',
  },
  xetulul: {
    es: 'Xetulul es un parque temático en Retalhuleu, del complejo IRTRA, con réplicas de lugares famosos de Guatemala y Europa y muchas atracciones mecánicas. Junto a él está el parque acuático Xocomil: ¡plan perfecto en familia!',
    en: 'Xetulul is a theme park in Retalhuleu, part of the IRTRA resorts, with replicas of famous places in Guatemala and Europe and plenty of rides. The Xocomil water park is right next door: a perfect family plan!',
  },
};

const placeNames: Record<TouristPlace, string> = {
  atitlan: 'Atitlán',
  antigua: 'Antigua Guatemala',
  semuc: 'Semuc Champey',
  tikal: 'Tikal',
  xetulul: 'Xetulul',
};

const placeShort: Record<TouristPlace, Texts> = {
  atitlan: { es: 'lago entre volcanes y pueblos mayas', en: 'a lake among volcanoes and Mayan towns' },
  antigua: { es: 'la ciudad colonial, Patrimonio de la Humanidad', en: 'the colonial city, a World Heritage Site' },
  semuc: { es: 'pozas de agua turquesa en plena selva', en: 'turquoise pools in the middle of the jungle' },
  tikal: { es: 'la gran ciudad maya de Petén', en: 'the great Mayan city of Petén' },
  xetulul: { es: 'parque temático en Retalhuleu', en: 'a theme park in Retalhuleu' },
};

export const placeAnswer = (place: TouristPlace, language: Language) => placeAnswers[place][language];

function tourismAnswer(language: Language) {
  const list = (Object.keys(placeShort) as TouristPlace[]).map((place) => `• ${placeNames[place]}: ${placeShort[place][language]}`).join('\n');
  return language === 'es'
    ? `¡Guatemala es para descubrirla! Estos son cinco lugares que no te puedes perder:\n${list}\nPregúntame por cualquiera y te cuento más.`
    : `Guatemala is waiting to be discovered! Here are five places you should not miss:\n${list}\nAsk me about any of them and I will tell you more.`;
}

type TopicAnswer = (language: Language, guide: GuideFacts) => string;

const topicAnswers: Record<Topic, TopicAnswer> = {
  prices: (language, guide) =>
    language === 'es'
      ? `Tenemos cuatro cajas ChapinBox:\n${priceList('es', guide)}\nCada una trae ${facts.snackCount} snacks de Guatemala y El Salvador, y tu primera compra tiene ${guide.settings.offer.discountPercent}% de descuento. ¿Quieres que te cuente de alguna?`
      : `We have four ChapinBox boxes:\n${priceList('en', guide)}\nEach one holds ${facts.snackCount} snacks from Guatemala and El Salvador, and your first purchase is ${guide.settings.offer.discountPercent}% off. Want to hear about one of them?`,
  contents: (language) =>
    language === 'es'
      ? `Cada ChapinBox trae ${facts.snackCount} snacks guatemaltecos y salvadoreños en una caja de ${facts.boxSizeInches} pulgadas, más una muñeca quitapenas hecha a mano de regalo. Hay cuatro mezclas: PARTY MIX, CANDY MIX, SPICY MIX y CHOCO BOX. Comprando la caja ahorras ${formatUsd(facts.savingUsd)} frente a comprar cada snack por separado.`
      : `Every ChapinBox holds ${facts.snackCount} Guatemalan and Salvadoran snacks in a ${facts.boxSizeInches} inch box, plus a free handmade worry doll. There are four mixes: PARTY MIX, CANDY MIX, SPICY MIX and CHOCO BOX. Buying the box saves you ${formatUsd(facts.savingUsd)} compared with buying each snack separately.`,
  saving: (language, guide) =>
    language === 'es'
      ? `Con la caja ahorras ${formatUsd(facts.savingUsd)} comparado con comprar los ${facts.snackCount} snacks por separado (la caja se anuncia en ${formatUsd(facts.boxPriceUsd)}). Además, tu primera compra tiene ${guide.settings.offer.discountPercent}% de descuento.`
      : `The box saves you ${formatUsd(facts.savingUsd)} compared with buying the ${facts.snackCount} snacks separately (the box is advertised at ${formatUsd(facts.boxPriceUsd)}). On top of that, your first purchase is ${guide.settings.offer.discountPercent}% off.`,
  shipping: (language, guide) =>
    language === 'es'
      ? `Enviamos desde Guatemala a Estados Unidos y tu caja llega en ${facts.deliveryDays} días. El empaque es seguro y los productos llegan frescos. El envío se gestiona al comprar en el marketplace: ${mainListingUrl(guide.settings, 'chat')}`
      : `We ship from Guatemala to the USA and your box arrives in ${facts.deliveryDays} days. The packaging is safe and the products arrive fresh. Shipping is arranged when you buy on the marketplace: ${mainListingUrl(guide.settings, 'chat')}`,
  worryDoll: (language) =>
    language === 'es'
      ? '¡Cada caja incluye de regalo una muñeca quitapenas hecha a mano en Guatemala! Cuenta la tradición que le cuentas tus preocupaciones antes de dormir, la pones bajo la almohada y por la mañana ella se las ha llevado.'
      : 'Every box comes with a free worry doll, handmade in Guatemala! Tradition says you tell her your worries before going to sleep, put her under your pillow, and by morning she has taken them away.',
  guarantee: (language, guide) => {
    const reach = reachUs(language, guide.settings);
    return language === 'es'
      ? `Tu compra tiene garantía de satisfacción del 100%: si no te encanta, te devolvemos tu dinero. También garantizamos productos frescos y un empaque seguro.${reach ? ` Si algo no salió bien, ${reach}` : ''}`
      : `Your purchase has a 100% satisfaction guarantee: if you don't love it, we refund your money. We also guarantee fresh products and safe packaging.${reach ? ` If something went wrong, ${reach}` : ''}`;
  },
  vip: (language) =>
    language === 'es'
      ? `El Club VIP es gratis y te regala el ebook de ${facts.ebookRecipes} recetas exclusivas, acceso anticipado a nuevos productos y un boletín semanal. Únete con el botón dorado VIP abajo a la derecha: solo necesitas tu correo electrónico.`
      : `The VIP Club is free and gives you the ebook of ${facts.ebookRecipes} exclusive recipes, early access to new products and a weekly newsletter. Join with the gold VIP button at the bottom right: all you need is your e-mail.`,
  buy: (language, guide) => {
    const links = products.map((product) => `• ${product.name} (${usd(guide.prices[product.key])}): ${buyUrl(guide.settings, product.key, 'chat')}`).join('\n');
    return language === 'es'
      ? `Las cajas se compran en el marketplace (Amazon), con envío a Estados Unidos en ${facts.deliveryDays} días:\n${links}\nTu primera compra tiene ${guide.settings.offer.discountPercent}% de descuento.`
      : `The boxes are sold on the marketplace (Amazon), shipping to the USA in ${facts.deliveryDays} days:\n${links}\nYour first purchase is ${guide.settings.offer.discountPercent}% off.`;
  },
  contact: (language, guide) => {
    const lines = phoneLines(language, guide.settings);
    const email = guide.settings.contactEmail;
    if (language === 'es') {
      const write = email ? `escribirnos a ${email} o usar` : 'usar';
      return lines ? `Te atendemos por teléfono en tu idioma:\n${lines}\nTambién puedes ${write} el botón de llamada gratis de la página.` : `Puedes ${write} el botón de llamada gratis de la página.`;
    }
    const write = email ? `write to ${email} or use` : 'use';
    return lines ? `We answer the phone in your language:\n${lines}\nYou can also ${write} the free call button on the page.` : `You can ${write} the free call button on the page.`;
  },
  tourism: tourismAnswer,
  greeting: (language) =>
    language === 'es'
      ? '¡Hola! Soy Chapincito, tu guía para descubrir Guatemala. Pregúntame por las cajas ChapinBox y sus precios, los envíos a Estados Unidos, el Club VIP o los lugares turísticos que no te puedes perder.'
      : "Hi! I'm Chapincito, your guide to discover Guatemala. Ask me about the ChapinBox boxes and their prices, shipping to the USA, the VIP Club or the tourist places you shouldn't miss.",
  thanks: (language) =>
    language === 'es'
      ? '¡Con mucho gusto! Si tienes otra pregunta, aquí estoy. ¡Buen provecho!'
      : "You're welcome! If you have another question, I'm right here. Enjoy!",
};

export const topicAnswer = (topic: Topic, language: Language, guide: GuideFacts) => topicAnswers[topic](language, guide);

/** When nothing was understood: what the guide knows, the VIP club and how to reach a person. */
export function fallbackAnswer(language: Language, guide: GuideFacts) {
  const reach = reachUs(language, guide.settings);
  return language === 'es'
    ? `¡Buena pregunta! Todavía estoy aprendiendo y no tengo esa respuesta. Puedo contarte de nuestras cajas y precios, lo que trae cada caja, los envíos a Estados Unidos, la muñeca quitapenas, la garantía o los lugares turísticos de Guatemala. Únete gratis al Club VIP con el botón dorado para recibir el ebook de ${facts.ebookRecipes} recetas${reach ? `, y si prefieres hablar con una persona, ${reach}` : '.'}`
    : `Good question! I'm still learning and don't have that answer. I can tell you about our boxes and prices, what each box holds, shipping to the USA, the worry doll, the guarantee or Guatemala's tourist places. Join the VIP Club for free with the gold button to get the ebook of ${facts.ebookRecipes} recipes${reach ? `, and if you'd rather talk to a person, ${reach}` : '.'}`;
}
