import type { ReactNode } from 'react';
import { Markdown, type MarkdownLink } from '@/components/ui/markdown';
import { useLanguage } from '@/i18n/language-provider';
import { trackEvent } from '@/lib/analytics';
import { isMarketplaceLink, opensNewTab } from '../lib/links';

/** A marketplace link in the guide's answer is counted as a marketplace click from the chat. */
function countMarketplaceClick(href: string) {
  if (isMarketplaceLink(href)) trackEvent('amazon_click', { category: 'ecommerce', label: 'chat', place: 'chat' });
}

/** A link of a message: web pages open in a new tab, which screen readers are told. */
export function MessageLink({ href, children, onClick }: { href: string; children: ReactNode; onClick?(): void }) {
  const { t } = useLanguage();
  const newTab = opensNewTab(href);
  return (
    <a
      href={href}
      target={newTab ? '_blank' : undefined}
      rel="noopener noreferrer"
      onClick={onClick}
      className="font-medium [overflow-wrap:anywhere] underline underline-offset-2"
    >
      {children}
      {newTab && <span className="sr-only"> {t('chat.opensInNewTab')}</span>}
    </a>
  );
}

/** A link of the guide's answer, its marketplace clicks counted. */
const ChatLink: MarkdownLink = ({ href, children }) => (
  <MessageLink href={href} onClick={() => countMarketplaceClick(href)}>
    {children}
  </MessageLink>
);

/**
 * An assistant's message as Markdown (docs/decisions/0049-chat-markdown-subset.md): React
 * elements only, so HTML in a reply is shown as the text it is and never runs.
 */
export const ChatMarkdown = ({ text }: { text: string }) => <Markdown text={text} link={ChatLink} className="space-y-2 [overflow-wrap:anywhere]" />;
