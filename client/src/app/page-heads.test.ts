import { describe, expect, it } from 'vitest';
import { translate } from '@/i18n/translate';
import { headKeyFor, NOT_FOUND, pageHeadTags as tagsWith } from './page-heads';

const pageHeadTags = (key: string, language: 'es' | 'en', origin: string) => tagsWith(key, language, origin, translate);

const attribute = (tags: ReturnType<typeof pageHeadTags>, match: Record<string, string>, name: string) =>
  (tags.find((tag) => Object.entries(match).every(([key, value]) => (tag as Record<string, string>)[key] === value)) as Record<string, string> | undefined)?.[name];

describe('page heads', () => {
  it('When a path is looked up, then it finds its page, its parent staff page, or the not-found page', () => {
    expect(headKeyFor('/')).toBe('/');
    expect(headKeyFor('/agexport/')).toBe('/agexport');
    expect(headKeyFor('/login')).toBe('/login');
    expect(headKeyFor('/nope')).toBe(NOT_FOUND);
  });

  it('When a visitor page is described, then it has its canonical address, both alternates and x-default, and its language\'s share image', () => {
    const tags = pageHeadTags('/agexport', 'en', 'https://chapinbox.com');
    expect(tags[0]).toEqual({ tag: 'title', text: 'Automatic Video Generator | AGEXPORT and ChapinBox' });
    expect(attribute(tags, { rel: 'canonical' }, 'href')).toBe('https://chapinbox.com/agexport?lang=en');
    expect(attribute(tags, { hreflang: 'es' }, 'href')).toBe('https://chapinbox.com/agexport');
    expect(attribute(tags, { hreflang: 'x-default' }, 'href')).toBe('https://chapinbox.com/agexport');
    expect(attribute(tags, { property: 'og:image' }, 'content')).toBe('https://chapinbox.com/og-image-en.png');
    expect(attribute(tags, { name: 'robots' }, 'content')).toBeUndefined();
  });

  it('When the Spanish home page is described, then its canonical address is the bare one, so the x-default page names itself (Lighthouse: no canonical to another hreflang)', () => {
    const tags = pageHeadTags('/', 'es', 'https://chapinbox.com');
    expect(attribute(tags, { rel: 'canonical' }, 'href')).toBe('https://chapinbox.com/');
    expect(attribute(tags, { hreflang: 'es' }, 'href')).toBe('https://chapinbox.com/');
    expect(attribute(tags, { hreflang: 'en' }, 'href')).toBe('https://chapinbox.com/?lang=en');
    expect(attribute(tags, { hreflang: 'x-default' }, 'href')).toBe('https://chapinbox.com/');
  });

  it('When a staff page is described in English, then it stays Spanish and asks not to be indexed', () => {
    const tags = pageHeadTags('/inventory', 'en', 'https://chapinbox.com');
    expect(tags[0]).toEqual({ tag: 'title', text: 'Inventario | ChapinBox' });
    expect(attribute(tags, { name: 'robots' }, 'content')).toBe('noindex, nofollow');
    expect(attribute(tags, { rel: 'canonical' }, 'href')).toBeUndefined();
    expect(attribute(tags, { property: 'og:locale' }, 'content')).toBe('es_US');
  });
});
