import type { FaqItem } from '@shared/faq';
import type { Language } from '@shared/languages';
import { findKeyword, matchKeyword, tokenize } from './text-match';

/**
 * Finds the FAQ entry a visitor's message means (docs/product.md#faq). Each entry's question is
 * read as concepts: a group of synonyms in both languages (celíaco and gluten, envío and
 * shipping, Canadá and Canada…) or any other word of it that is not a filler word. The entry
 * matches when the message holds at least half of its concepts' weight, and at least one
 * specific concept or two words; typos are forgiven as the guide's topics forgive them.
 */

/** Words that carry no subject in a question (normalized: no accents). */
export const FILLER_WORDS = new Set(
  (
    'a al algo alguien algun alguna alguno algunos algunas como con cual cuales cuando cuanto cuanta cuantos cuantas de del donde el ella ellos en entre es esa ese eso esta este esto estos estas ' +
    'favor hay hace hacen la las le les lo los me mi mis muy mas nos o otra otro otras otros para pero por porfa puedo puede pueden podria que quien quiero quisiera saber se ser si sin son su sus ' +
    'tambien te tiene tienen tengo tu tus un una unos unas usted ustedes vez y ya yo hola buenas buenos dias tardes noches gracias muchas mucho ' +
    'an and any are be can could did do does for from has have how i if in is it me my of on or our please some that the there these they this those to us was we what when where which who will with would you your hi hello hey thanks again'
  ).split(' '),
);

/** Synonym groups; `:1` marks a generic group (a price, a box) that cannot match an entry alone. Syntax as in intents.ts. */
const SYNONYMS: string[] = [
  'gluten celiaco* celiac* celiaquia',
  'envi* enbi* mandan =mandar ship ships shipping shipped deliver* entrega* courier paqueteria',
  'canada canadian* canadiense*',
  'mexico mexican* mexicano*',
  'estados|unidos usa =eeuu united|states',
  'europa europe* espana spain reino|unido =uk',
  'internacional* international abroad extranjero otros|paises other|countries',
  'alergi* allerg* alergeno*',
  '=mani manies cacahuate* peanut* =nuez nueces =nut =nuts',
  'vegan* vegetarian*',
  'lactosa lactose =leche dairy =milk',
  'azucar sugar diabet*',
  'devoluc* devolver devuelv* reembols* refund* return*',
  'garanti* guarant*',
  '=vip =club',
  'ebook* libro* receta* recipe*',
  'muneca* doll* quitapena* worry',
  'peso =pesa weight weigh* libras pounds gramos grams onzas ounces',
  'vence* caduc* expir* best|before fecha|de|vencimiento',
  'pago* pagar =pay payment* tarjeta* card* paypal',
  'regalo* gift*',
  'mayoreo wholesale =bulk por|mayor',
  'precio*:1 cuesta*:1 cuestan:1 costo*:1 =cost:1 =costs:1 price*:1 how|much:1 =vale:1 =valen:1',
  'caja*:1 box*:1 chapinbox*:1',
  'tarda*:1 demora*:1 how|long:1 cuanto|tiempo:1 =dias:1 =days:1 llega*:1 arriv*:1',
  'snack*:1 golosina*:1 producto*:1 products:1',
];

interface Concept {
  keywords: string[];
  weight: number;
}

const GROUPS: Concept[] = SYNONYMS.map((line) => {
  const generic = line.includes(':1');
  // `|` joins the words of a phrase in this list, which is written a line a group.
  const keywords = line.replace(/:1/g, '').split(' ').map((keyword) => keyword.replace(/\|/g, ' '));
  return { keywords, weight: generic ? 1 : 2 };
});

// Enough weight to stand on its own: one specific concept, or two plain words.
const MIN_MATCHED_WEIGHT = 2;
const MIN_SHARE = 0.5;

/** The concepts of a question: its synonym groups, then its other words. */
function conceptsOf(question: string): Concept[] {
  const tokens = tokenize(question);
  const covered = new Set<number>();
  const concepts: Concept[] = [];
  for (const group of GROUPS) {
    const found = group.keywords.flatMap((keyword) => findKeyword(tokens, keyword));
    if (!found.length) continue;
    for (const { start, end } of found) for (let i = start; i < end; i++) covered.add(i);
    concepts.push(group);
  }
  tokens.forEach((token, index) => {
    if (covered.has(index) || FILLER_WORDS.has(token) || token.length < 3) return;
    concepts.push({ keywords: [token], weight: 1 });
  });
  return concepts;
}

/** Whether `tokens` hold one of `concept`'s words. */
const holds = (tokens: string[], concept: Concept) => concept.keywords.some((keyword) => matchKeyword(tokens, keyword));
const weightOf = (concepts: Concept[]) => concepts.reduce((sum, concept) => sum + concept.weight, 0);

/**
 * How well a message asks `question`: the weight of the question's concepts the message holds,
 * its share of the question's, and a score that also counts what the message asks beyond it
 * ("¿cuánto tarda el envío?" fits "¿cuánto tarda en llegar?" better than "¿cuánto cuesta el envío?").
 */
function fit(tokens: string[], asked: Concept[], question: string) {
  const concepts = conceptsOf(question);
  const matched = weightOf(concepts.filter((concept) => holds(tokens, concept)));
  const share = matched / (weightOf(concepts) || 1);
  const questionTokens = tokenize(question);
  const covered = weightOf(asked.filter((concept) => holds(questionTokens, concept))) / (weightOf(asked) || 1);
  return { matched, share, score: share * covered };
}

/** The entry whose question (in either language) `message` asks, or null. */
export function findFaqEntry(message: string, faq: readonly FaqItem[]): FaqItem | null {
  const tokens = tokenize(message);
  if (!tokens.length) return null;
  const asked = conceptsOf(message);
  let best: { item: FaqItem; score: number; matched: number } | null = null;
  for (const item of faq) {
    for (const language of ['es', 'en'] as Language[]) {
      const { matched, share, score } = fit(tokens, asked, item.question[language]);
      if (matched < MIN_MATCHED_WEIGHT || share < MIN_SHARE) continue;
      if (!best || score > best.score || (score === best.score && matched > best.matched)) best = { item, score, matched };
    }
  }
  return best?.item ?? null;
}

/** The words of `message` that are neither filler nor matched by `keywords` (a greeting's). */
export function contentWords(message: string, keywords: readonly string[]): string[] {
  const tokens = tokenize(message);
  const covered = new Set<number>();
  for (const keyword of keywords) for (const { start, end } of findKeyword(tokens, keyword.split(':')[0])) for (let i = start; i < end; i++) covered.add(i);
  return tokens.filter((token, index) => !covered.has(index) && !FILLER_WORDS.has(token) && token.length >= 3);
}
