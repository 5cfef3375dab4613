import type { Language } from '@shared/languages';
import { tokenize } from './text-match';

// Common words that belong to one language only (words both share, like "a", "no" or "me",
// are left out), so a few of them are enough to tell a question's language.
const SPANISH = new Set(
  'el la los las lo le les de del que como cuanto cuanta cuantos cuantas es son y en por para con una un uno mi mis tu tus su sus hola gracias donde cuando quiero quisiera tienen tiene tengo hay puedo puedes cual cuales envio envios envian precio precios caja cajas llega llegan sabe buenas buenos dias si pero muy esta estan ustedes usted se nos al o cuesta cuestan comprar compro lugares quien eres ayuda telefono muneca recetas ahorro dulces picante cuantos tarda hacen venden ser fue hablas dime sobre algo otra otro mas'.split(
    ' ',
  ),
);
const ENGLISH = new Set(
  'the is are what how much many do does you your i my to of for with hello hi hey thanks thank where when can could would want have has boxes shipping ship price prices long take takes buy who which there it and get places doll recipes phone please this that about tell in on at from an be will whats inside sweets days order help worth'.split(
    ' ',
  ),
);

/**
 * The language of a visitor's message: the one with more of its own common words (and
 * Spanish marks such as ñ, ¿, ¡ or accents); `fallback` (the page's language) when it is
 * a tie, e.g. for "Tikal".
 */
export function detectLanguage(message: string, fallback: Language): Language {
  let spanish = /[ñ¿¡áéíóú]/i.test(message) ? 2 : 0;
  let english = 0;
  for (const token of tokenize(message)) {
    if (SPANISH.has(token)) spanish++;
    if (ENGLISH.has(token)) english++;
  }
  if (spanish === english) return fallback;
  return spanish > english ? 'es' : 'en';
}
