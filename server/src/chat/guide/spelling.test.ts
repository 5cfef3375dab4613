import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { languages } from '@shared/languages';
import { products, touristPlaces } from '@shared/site-facts';
import { spellingMistakes } from '@shared/spelling-rules';
import { boxAnswer, boxDescription, fallbackAnswer, placeAnswer, topicAnswer } from './answers';
import { guideFacts } from './guide';
import type { Topic } from './intents';
import { defaultSiteSettings } from '@shared/site-settings-values';

const migrations = join(import.meta.dirname, '../../../../migrations');
/** The FAQ a fresh install starts with: the quoted texts of the migration that seeds it, [es question, en question, es answer, en answer] a row. */
const seededFaq = readdirSync(migrations)
  .filter((name) => name.endsWith('_faq.sql'))
  .flatMap((name) => [...readFileSync(join(migrations, name), 'utf8').matchAll(/'((?:[^']|'')+)'/g)].map((match) => match[1].replace(/''/g, "'")))
  .filter((text) => text.includes(' '));

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
      ...seededFaq.filter((_text, index) => (index % 2 === 0) === (language === 'es')),
    ];
    const found = answers.map((answer) => spellingMistakes(answer, language)).filter((mistakes) => mistakes.length > 0);
    expect(found).toEqual([]);
  });

  it('When the fresh install’s FAQ is read, then it has its three entries in both languages', () => {
    expect(seededFaq).toHaveLength(12);
  });
});
