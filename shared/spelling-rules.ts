/**
 * The house's spelling rules for visitor texts (docs/product.md#languages): Spanish keeps its
 * accents and opening marks, English is US English. The dictionaries' and the chat guide's
 * tests run every text through `spellingMistakes`, so a known slip does not come back.
 */

/** British forms, each with its US spelling. */
const BRITISH_FORMS: [RegExp, string][] = [
  [/\b(flav|col|fav|hon|neighb|lab|behavi|hum|harb|sav)our/i, '…or (flavor, color, favorite)'],
  [/\bprogrammes?\b/i, 'program'],
  [/\b(centi|milli|kilo)?metres?\b/i, 'meter'],
  [/\b(centre|theatre|litre|fibre)s?\b/i, '…er (center, theater)'],
  [/\b(catalogue|dialogue)s?\b/i, 'catalog'],
  [/\b(organi|reali|recogni|apologi|personali|customi|minimi|maximi|optimi|prioriti|speciali|categori|memori|finali|emphasi|summari|utili|critici|authori|visuali)s(e|ed|es|ing|ation)\b/i, '…ize (organize, realize)'],
  [/\b(analy|paraly|cataly)s(e|ed|es|ing)\b/i, '…yze (analyze)'],
  [/\btravell(ed|er|ers|ing)\b/i, 'traveled'],
  [/\b(jewellery|cheque|grey|whilst|amongst|learnt|spelt|defence|licence|offence|tyres?|aluminium|cosy|mould)\b/i, 'the US word'],
  [/\bhand-made\b/i, 'handmade'],
  [/\bcorner shop\b/i, 'corner store'],
];

/** Spanish words that only exist with their accent. */
const UNACCENTED_SPANISH = /\b(guia|conexion|tambien|aqui|pagina|informacion|electronico|electronica|telefono|numero|rapido|facil|despues|ademas|dias|mas|podras|recibiras|envio|envios|region|sesion|contrasena|codigo|boton|ultimo|proximo|exito|ingles)\b/i;

const withoutAddresses = (text: string) => text.replace(/\b(https?:\/\/|www\.)\S+/g, '').replace(/\S+@\S+/g, '');

const count = (text: string, mark: string) => text.split(mark).length - 1;

/** What is wrong with `text` by the rules of `language` (empty when nothing is). */
export function spellingMistakes(text: string, language: 'es' | 'en'): string[] {
  const plain = withoutAddresses(text);
  const mistakes: string[] = [];
  if (language === 'en') {
    for (const [form, us] of BRITISH_FORMS) {
      const found = plain.match(form)?.[0];
      if (found) mistakes.push(`"${found}": US spelling is ${us}`);
    }
    return mistakes;
  }
  const unaccented = plain.match(UNACCENTED_SPANISH)?.[0];
  if (unaccented) mistakes.push(`"${unaccented}" needs its accent`);
  // Every Spanish question and exclamation opens with its mark.
  if (count(plain, '?') > count(plain, '¿')) mistakes.push('a question without its opening "¿"');
  if (count(plain, '!') > count(plain, '¡')) mistakes.push('an exclamation without its opening "¡"');
  return mistakes;
}
