import type { Language } from '@shared/languages';
import { topicAnswer, type GuideFacts } from './answers';
import type { Topic } from './intents';

/**
 * The questions visitors ask the guide most, each in the words a visitor would use: shipping,
 * what a box holds, the VIP club. The landing page states them with the guide's own answers
 * as its FAQPage (server/src/landing/structured-data.ts), so the page and the chat never disagree.
 */
const MOST_ASKED: ReadonlyArray<{ topic: Topic; question: Record<Language, string> }> = [
  { topic: 'shipping', question: { es: '¿Envían a Estados Unidos y cuánto tarda en llegar mi caja?', en: 'Do you ship to the USA, and how long does my box take to arrive?' } },
  { topic: 'contents', question: { es: '¿Qué trae cada caja ChapinBox?', en: 'What comes in each ChapinBox?' } },
  { topic: 'vip', question: { es: '¿Qué es el Club VIP y cómo me uno?', en: 'What is the VIP Club, and how do I join?' } },
];

export interface FrequentQuestion {
  question: string;
  answer: string;
}

/** The most asked questions in `language`, answered as the guide answers them with `guide`'s facts. */
export const frequentQuestions = (language: Language, guide: GuideFacts): FrequentQuestion[] =>
  MOST_ASKED.map(({ topic, question }) => ({ question: question[language], answer: topicAnswer(topic, language, guide) }));
