import { describe, expect, it } from 'vitest';
import { languages } from '@shared/languages';
import { products, touristPlaces } from '@shared/site-facts';
import { spellingMistakes } from '@shared/spelling-rules';
import { boxAnswer, boxDescription, fallbackAnswer, placeAnswer, topicAnswer } from './answers';
import { frequentQuestions } from './faq';
import { guideFacts } from './guide';
import type { Topic } from './intents';
import { defaultSiteSettings } from '@shared/site-settings-values';

// Every topic, checked by the compiler: a new topic must be added here to be read.
const everyTopic: Record<Topic, true> = {
  shipping: true,
  prices: true,
  contents: true,
  saving: true,
  worryDoll: true,
  guarantee: true,
  vip: true,
  buy: true,
  contact: true,
  tourism: true,
  greeting: true,
  thanks: true,
};

describe('chat guide answers', () => {
  it.each(languages)('When every %s answer is read, then none has a known spelling mistake', (language) => {
    const guide = guideFacts(null, language, defaultSiteSettings);
    const answers = [
      ...(Object.keys(everyTopic) as Topic[]).map((topic) => topicAnswer(topic, language, guide)),
      ...products.map((product) => boxAnswer(product.key, language, guide)),
      ...products.map((product) => boxDescription(product.key, language)),
      ...touristPlaces.map((place) => placeAnswer(place, language)),
      fallbackAnswer(language, guide),
      ...frequentQuestions(language, guide).map(({ question }) => question),
    ];
    const found = answers.map((answer) => spellingMistakes(answer, language)).filter((mistakes) => mistakes.length > 0);
    expect(found).toEqual([]);
  });
});
