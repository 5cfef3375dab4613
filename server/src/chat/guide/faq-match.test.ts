import { describe, expect, it } from 'vitest';
import type { FaqItem } from '@shared/faq';
import type { Language } from '@shared/languages';
import { defaultSiteSettings } from '@shared/site-settings-values';
import { detectLanguage } from './detect-language';
import { guideFacts, replyWithGuide } from './guide';

const entry = (id: number, question: [string, string], answer: [string, string]): FaqItem => ({ id, question: { es: question[0], en: question[1] }, answer: { es: answer[0], en: answer[1] } });

/** The FAQ a shop might write: the fresh install's three questions and the issue's. */
const faq: FaqItem[] = [
  entry(1, ['¿Envían a Estados Unidos y cuánto tarda en llegar mi caja?', 'Do you ship to the USA, and how long does my box take to arrive?'], ['Llega en 3-5 días.', 'It arrives in 3-5 days.']),
  entry(2, ['¿Qué trae cada caja ChapinBox?', 'What comes in each ChapinBox?'], ['Trae 30 snacks.', 'It holds 30 snacks.']),
  entry(3, ['¿Tienen productos sin gluten para celíacos?', 'Do you have gluten-free snacks for celiacs?'], ['Algunos snacks llevan gluten: revisa la lista de cada caja.', 'Some snacks contain gluten: check each box’s list.']),
  entry(4, ['¿Cuánto cuesta el envío?', 'How much is shipping?'], ['El envío se paga en el marketplace al comprar.', 'Shipping is paid on the marketplace at checkout.']),
  entry(5, ['¿Envían a Canadá?', 'Do you ship to Canada?'], ['Por ahora solo enviamos a Estados Unidos.', 'For now we only ship to the USA.']),
];
const withFaq = guideFacts(null, 'es', defaultSiteSettings, faq);
const withoutFaq = guideFacts(null, 'es', defaultSiteSettings);

const ask = (message: string, page: Language = 'es', guide = withFaq) => replyWithGuide(message, detectLanguage(message, page), guide);

describe('the built-in guide answering from the FAQ', () => {
  it.each([
    ['¿tienen algo sin gluten? mi hijo es celíaco', 'es', 'Algunos snacks llevan gluten'],
    ['hola, ¿tienen algo sin gluten?', 'es', 'Algunos snacks llevan gluten'],
    ['soy celiaco, que puedo comer?', 'es', 'Algunos snacks llevan gluten'],
    ['Is it gluten free? my son is celiac', 'es', 'Some snacks contain gluten'],
    ['¿Cuánto cuesta el envío?', 'es', 'El envío se paga en el marketplace'],
    ['cuanto cuesta el envio', 'es', 'El envío se paga en el marketplace'],
    ['how much does shipping cost?', 'es', 'Shipping is paid on the marketplace'],
    ['do you ship to Canada?', 'es', 'For now we only ship to the USA.'],
    ['¿hacen envíos a Canada?', 'en', 'Por ahora solo enviamos a Estados Unidos.'],
    ['Enbian a canadá', 'es', 'Por ahora solo enviamos a Estados Unidos.'],
    ['¿Cuánto tarda el envío?', 'es', 'Llega en 3-5 días.'],
  ] as const)('When asked "%s" (page %s), then the FAQ entry it means answers it in the visitor’s language', (message, page, expected) => {
    expect(ask(message, page)).toEqual({ text: expect.stringContaining(expected), answered: true });
  });

  it('When a question shares only a generic word with an entry, then that entry does not answer it', () => {
    // "cuesta" is in "¿Cuánto cuesta el envío?", but the box's price is the guide's own answer.
    expect(ask('¿Cuánto cuesta la caja?').text).toContain('PARTY MIX: desde USD 21.99');
    expect(ask('Tikal').text).toContain('ciudades mayas');
  });

  it('When the message is only a greeting, then the guide still greets', () => {
    expect(ask('Hola').text).toContain('Soy Chapincito');
    expect(ask('hi', 'en').text).toContain("I'm Chapincito");
  });

  it('When a greeting comes with a question nobody answers, then the reply is the fallback, not the greeting, and it counts as unanswered', () => {
    const reply = ask('hola, ¿tienen algo sin gluten? mi hijo es celíaco', 'es', withoutFaq);
    expect(reply.answered).toBe(false);
    expect(reply.text).not.toContain('Soy Chapincito');
    expect(reply.text).toContain('no tengo esa respuesta');
  });

  it('When the guide understands a topic, then the reply counts as answered', () => {
    expect(ask('precios', 'es', withoutFaq).answered).toBe(true);
    expect(ask('¿Cuál es el sentido de la vida?', 'es', withoutFaq).answered).toBe(false);
  });
});
