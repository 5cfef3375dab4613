import { createElement, type HTMLAttributes } from 'react';
import { usePageContent } from './page-content';

type Tag = 'span' | 'p' | 'h1' | 'h2' | 'h3' | 'h4' | 'strong' | 'em' | 'li' | 'div' | 'dt' | 'dd' | 'blockquote' | 'figcaption';

interface EditableTextProps extends HTMLAttributes<HTMLElement> {
  /** Content path, e.g. 'hero.title' (the translation key, or a list item such as 'guarantees.items.0.title'). */
  path: string;
  as?: Tag;
  /** Long texts: Enter makes a new line in the editor and line breaks show. */
  multiline?: boolean;
  /** Replaces {name} placeholders of the text (the editor edits the text with its placeholders). */
  values?: Record<string, string | number>;
}

export const fillPlaceholders = (text: string, values: Record<string, string | number> = {}) =>
  text.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));

/**
 * A visible text of the site: the edited content at `path`, else the translation. The data
 * attributes let the lazy edit mode find and edit it; nothing else reads them.
 */
export function EditableText({ path, as = 'span', multiline, values, className, ...rest }: EditableTextProps) {
  const { text } = usePageContent();
  return createElement(
    as,
    {
      ...rest,
      className: multiline ? `whitespace-pre-line ${className ?? ''}`.trim() : className,
      'data-content-path': path,
      'data-content-multiline': multiline ? '' : undefined,
    },
    fillPlaceholders(text(path), values),
  );
}
