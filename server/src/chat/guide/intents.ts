import type { ProductKey, TouristPlace } from '@shared/site-facts';
import { findKeyword, tokenize } from './text-match';

/**
 * What a visitor may ask the built-in guide about, each with the words (Spanish and
 * English, without accents) that point to it. Syntax: `envi*` prefix, `=tarda` exact only,
 * several words for a phrase, `:n` for a weight other than 3.
 */
export type Topic =
  | 'shipping'
  | 'prices'
  | 'contents'
  | 'saving'
  | 'worryDoll'
  | 'guarantee'
  | 'vip'
  | 'buy'
  | 'contact'
  | 'tourism'
  | 'greeting'
  | 'thanks';

const topics: Record<Topic, string[]> = {
  shipping: [
    'envi*:4', 'enbi*:4', 'mandan', 'mandar', 'entrega*', '=llega', '=llegan', 'llegue', 'llegaria', '=tarda', '=tardan', 'demora*', 'cuanto tiempo', 'cuantos dias',
    'a usa:1', 'estados unidos:1', 'shipping:4', 'ship', 'ships', 'shipped', 'deliver*', 'arriv*', 'how long', 'how many days',
    'courier', 'paqueteria', 'tracking', 'rastreo',
  ],
  prices: [
    'precio*', 'presio*', 'cuesta*', 'cuestan', 'costo*', '=cost', '=costs', '=vale', '=valen', 'price*', 'pricing', 'how much',
    'cuanto es', 'cuanto sale', 'dolares', 'dollars', '=usd', 'caro', 'barato', 'cheap*', 'expensive', '=cuanto:1',
    'cajas:1', 'boxes:1', 'opciones:1', 'options:1', 'tipos:1', 'types:1', 'variedades:1', 'kinds:1', 'mixes:1', 'sabores:1', 'flavors:1',
  ],
  contents: [
    'trae*', 'incluy*', 'include*', 'contien*', 'contain*', 'inside', 'que hay', 'whats in', 'what s in', 'what comes', 'que tiene',
    'que lleva', 'que viene', 'cuantos snacks', 'how many snacks', 'tamano', '=size', 'medida*', 'dimensions', 'snack*:1',
    'producto*:1', 'products:1', 'viene:1',
  ],
  saving: [
    'ahorr*', '=save', 'saving*', 'descuento*', 'discount*', 'oferta*', 'promo*', '=deal', '=deals', 'rebaja*', 'cupon*', 'coupon*',
    'worth it:4', 'vale la pena:4', 'individual*:2', 'por separado:2', 'separately:2',
  ],
  worryDoll: [
    'muneca*', 'munequita*', 'quitapena*', 'quita pena*', 'worry', '=doll', '=dolls', '=regalo:2', 'gift:2', 'sorpresa:2', 'surprise:2',
  ],
  guarantee: [
    'garanti*', 'guarant*', 'reembols*', 'devoluc*', 'devolver', 'devuelv*', 'refund*', 'return*', 'money back', 'satisfac*',
    'satisfied', 'no me gusta', 'dont like', 'don t like', 'roto', 'broken', 'damaged', 'danad*', 'fresco*:1', 'fresh*:1',
    'calidad:1', 'quality:1', 'empaque:1', 'packaging:1',
  ],
  vip: [
    '=vip', '=club', 'ebook*', 'e book', 'libro*', 'receta*', 'recipe*', 'newsletter', 'boletin', 'suscri*', 'subscri*', 'sign up',
    'membresia', 'membership', 'member*', 'miembro*', 'registr*:1', 'gratis:1', '=free:1',
  ],
  buy: [
    'compr*', 'conpr*', '=buy', 'buying', 'purchas*', '=order', '=ordenar', 'pedido*', '=pedir', 'amazon', 'marketplace', 'tienda', '=store',
    'shop*', 'pagar', '=pago', '=pay', 'payment', 'checkout', 'link:2', 'enlace:2', 'donde consigo', 'where can i get', 'adquirir',
    'consigo:2', 'conseguir:2', 'regalar:2', 'gifts:2', 'gifting:2',
  ],
  contact: [
    'telefono*', '=tel', 'llamar', 'llamo', 'llamada*', 'numero*', 'contact*', 'soporte', 'support', 'ayuda:1', 'help:1', 'phone*',
    '=call', 'calling', 'email', 'correo*', '=mail', 'whatsapp', 'hablar con', 'talk to', 'speak', 'human*', 'persona:2', 'agente',
    '=agent', 'atencion al cliente', 'customer service', 'ingles:1', 'english:1', 'espanol:1', 'spanish:1',
  ],
  tourism: [
    'turis*', 'tourism', 'tourist*', 'lugar*', 'places', 'place', 'visit*', 'viaj*', 'travel*', '=trip', 'conocer', 'pasear',
    'vacacion*', 'vacation*', 'destino*', 'destination*', 'sightsee*', 'que ver', 'what to see', 'things to do', 'que hacer',
    'guatemala:1',
  ],
  greeting: [
    'hola:1', '=ola:1', 'hello:1', '=hi:1', '=hey:1', 'buenas:1', 'buenos dias:1', 'good morning:1', 'good afternoon:1',
    'good evening:1', 'saludos:1', 'que tal:1', 'quien eres', 'who are you', 'como te llamas:5', 'your name', 'chapincito:1',
  ],
  thanks: ['gracias:1', 'thanks:1', '=thank:1', '=thx:1', 'adios:1', '=bye:1', '=chao:1', 'nos vemos:1', 'genial:1', 'great:1', 'perfect*:1'],
};

const boxes: Record<ProductKey, string[]> = {
  partyMix: ['party', 'parti', 'fiesta*', 'reunion*'],
  candyMix: ['candy', 'candi', 'candies', 'dulce*', 'sweet*', 'golosina*', 'caramelo*'],
  spicyMix: ['spicy', 'spici', 'picante*', 'picos*', '=hot', 'chile*', 'chili*'],
  chocoBox: ['=choco', 'chocolat*', 'chocobox'],
};

const places: Record<TouristPlace, string[]> = {
  atitlan: ['atitlan', '=lago', '=lake', 'panajachel', 'solola'],
  antigua: ['antigua'],
  semuc: ['semuc', 'champey', 'lanquin'],
  tikal: ['tikal', 'peten', 'piramide*', 'pyramid*', 'ruinas', 'ruins', 'templo*:1', 'temple*:1', 'maya*:1'],
  xetulul: ['xetulul', 'irtra', 'retalhuleu', 'parque de diversiones', 'theme park', 'amusement park', 'juegos mecanicos'],
};

/** The words of small talk (greetings, thanks), which never stand for a question. */
export const smallTalkKeywords = [...topics.greeting, ...topics.thanks];

// Exact words count fully; a typo counts a little less, so "shopping" means buying, not shipping.
const FUZZY_FACTOR = 0.8;

function parse(keyword: string) {
  const [text, weight] = keyword.split(':');
  return { text, weight: weight ? Number(weight) : 3 };
}

/**
 * The sum of the weights of the keywords found, each word of the message counted once (by
 * its best keyword), so "cuesta" does not score again as a typo of "cuestan".
 */
function score(tokens: string[], keywords: string[]) {
  const candidates = keywords.flatMap((keyword) => {
    const { text, weight } = parse(keyword);
    return findKeyword(tokens, text).map((match) => ({ ...match, value: match.exact ? weight : weight * FUZZY_FACTOR }));
  });
  candidates.sort((a, b) => b.value - a.value);
  const used = new Set<number>();
  let total = 0;
  for (const candidate of candidates) {
    const positions = Array.from({ length: candidate.end - candidate.start }, (_, i) => candidate.start + i);
    if (positions.some((position) => used.has(position))) continue;
    positions.forEach((position) => used.add(position));
    total += candidate.value;
  }
  return total;
}

function mentioned<K extends string>(tokens: string[], groups: Record<K, string[]>, threshold: number): K[] {
  return (Object.keys(groups) as K[])
    .map((key) => ({ key, value: score(tokens, groups[key]) }))
    .filter(({ value }) => value >= threshold)
    .sort((a, b) => b.value - a.value)
    .map(({ key }) => key);
}

interface Understanding {
  /** Topics by decreasing score (ties keep the order of `topics`). */
  topics: Array<{ topic: Topic; score: number }>;
  boxes: ProductKey[];
  places: TouristPlace[];
}

/** What a message is about: its topics, and the boxes and tourist places it names. */
export function understand(message: string): Understanding {
  const tokens = tokenize(message);
  const ranked = (Object.keys(topics) as Topic[])
    .map((topic) => ({ topic, score: score(tokens, topics[topic]) }))
    .filter(({ score: value }) => value > 0)
    .sort((a, b) => b.score - a.score);
  // A box needs its exact name (a typo of "party" is too often "parte"); places are rare
  // words, so a typo still names them.
  return { topics: ranked, boxes: mentioned(tokens, boxes, 2.5), places: mentioned(tokens, places, 2) };
}
