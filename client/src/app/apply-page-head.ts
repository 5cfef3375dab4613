import type { Language } from '@shared/languages';
import type { translate } from '@/i18n/translate';
import { headKeyFor, pageHeadTags } from './page-heads';

/** Marks the head tags a page owns (the server writes them with it), so the next page replaces them. */
const OWNED = 'data-page-head';

/** The site's public origin as the server wrote it into the page (PUBLIC_ORIGIN, or the request's). */
function servedOrigin() {
  const image = document.head.querySelector('meta[property="og:image"]')?.getAttribute('content');
  try {
    return image ? new URL(image).origin : window.location.origin;
  } catch {
    return window.location.origin;
  }
}

/** Writes the head of `path` in `language`: title, description, robots, canonical, alternates, Open Graph. */
export function applyPageHead(path: string, language: Language, texts: typeof translate) {
  const origin = servedOrigin();
  document.head.querySelectorAll(`[${OWNED}]:not(title)`).forEach((element) => element.remove());
  for (const { tag, ...attributes } of pageHeadTags(headKeyFor(path), language, origin, texts)) {
    if (tag === 'title') {
      document.title = (attributes as { text: string }).text;
      continue;
    }
    const element = document.createElement(tag);
    element.setAttribute(OWNED, '');
    for (const [name, value] of Object.entries(attributes)) if (value !== undefined) element.setAttribute(name, value);
    document.head.append(element);
  }
}
