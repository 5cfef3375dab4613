import type { FaqItem } from '@shared/faq';
import type { SiteContent } from '@shared/site-content';
import type { Language } from '@shared/languages';
import { priceContentPath, products, type ProductKey } from '@shared/site-facts';
import type { SiteSettings } from '@shared/site-settings';
import { boxAnswer, fallbackAnswer, placeAnswer, topicAnswer, type GuideFacts } from './answers';
import { findFaqEntry, contentWords } from './faq-match';
import { smallTalkKeywords, understand, type Topic } from './intents';

// A topic this strong (one clear keyword) earns its own paragraph after the main answer.
const SECOND_ANSWER_SCORE = 3;
// Small talk only answers a message that asks nothing else.
const SMALL_TALK: Topic[] = ['greeting', 'thanks'];
// Topics whose question about one named box is best answered by that box's own answer.
const ABOUT_A_BOX: Topic[] = ['prices', 'contents', 'buy'];

/** The number in a price text such as 'Desde USD 21.99' or 'From $21,99'. */
export function priceFromText(text: string | undefined): number | undefined {
  const match = text?.match(/(\d{1,5})(?:[.,](\d{1,2}))?/);
  if (!match) return undefined;
  const value = Number(`${match[1]}.${match[2] ?? '0'}`);
  return value > 0 ? value : undefined;
}

/**
 * The guide's facts: the prices staff published in the page's content (the price text of
 * each box, in the reply's language first), else the prices in shared/site-facts; and the
 * site settings staff saved; and the FAQ staff wrote.
 */
export function guideFacts(content: SiteContent | null, language: Language, settings: SiteSettings, faq: readonly FaqItem[] = []): GuideFacts {
  const other: Language = language === 'es' ? 'en' : 'es';
  const prices = {} as Record<ProductKey, number>;
  for (const product of products) {
    const path = priceContentPath(product.key);
    prices[product.key] =
      priceFromText(content?.texts[language]?.[path]) ?? priceFromText(content?.texts[other]?.[path]) ?? product.priceUsd;
  }
  return { prices, settings, faq };
}

/** The guide's reply, and whether it understood the message (else it is a question for the FAQ). */
export interface GuideReply {
  text: string;
  answered: boolean;
}

/**
 * The built-in guide's reply to one message, in `language`: the FAQ entry the message asks
 * first (staff wrote it for this question); else named tourist places, then the strongest
 * topic (a named box narrows prices, contents or buying to that box), plus a second topic
 * when the message clearly asks two things; small talk only for a message that asks nothing
 * else; a friendly fallback when nothing is understood.
 */
export function replyWithGuide(message: string, language: Language, guide: GuideFacts): GuideReply {
  const entry = findFaqEntry(message, guide.faq);
  if (entry) return { text: entry.answer[language], answered: true };

  const { topics, boxes, places } = understand(message);
  const parts: string[] = places.slice(0, 2).map((place) => placeAnswer(place, language));

  const questions = topics.filter(({ topic }) => !SMALL_TALK.includes(topic));
  const [first, second] = questions;
  if (first) {
    const aboutOneBox = boxes.length === 1 && ABOUT_A_BOX.includes(first.topic);
    if (aboutOneBox) parts.push(boxAnswer(boxes[0], language, guide));
    else if (!(places.length && first.topic === 'tourism')) parts.push(topicAnswer(first.topic, language, guide));
    if (second && second.score >= SECOND_ANSWER_SCORE && parts.length < 2) {
      const secondIsBox = boxes.length === 1 && ABOUT_A_BOX.includes(second.topic);
      if (secondIsBox && !aboutOneBox) parts.push(boxAnswer(boxes[0], language, guide));
      else if (!secondIsBox && !(places.length && second.topic === 'tourism')) parts.push(topicAnswer(second.topic, language, guide));
    }
  } else if (boxes.length === 1 && !places.length) {
    parts.push(boxAnswer(boxes[0], language, guide));
  } else if (boxes.length > 1 && !places.length) {
    parts.push(topicAnswer('prices', language, guide));
  }

  if (parts.length) return { text: parts.join('\n\n'), answered: true };
  // "Hola, ¿tienen algo sin gluten?" asks something the guide does not know: a greeting is no answer to it.
  if (topics.length && contentWords(message, smallTalkKeywords).length === 0) return { text: topicAnswer(topics[0].topic, language, guide), answered: true };
  return { text: fallbackAnswer(language, guide), answered: false };
}

/** The built-in guide's reply to one message, in `language` (see replyWithGuide). */
export const answerWithGuide = (message: string, language: Language, guide: GuideFacts) => replyWithGuide(message, language, guide).text;
