import { linkLabel } from '@shared/markdown-links';
import { splitLinks } from '../lib/links';
import { ChatMarkdown, MessageLink } from './chat-markdown';

/**
 * A message's text: the guide's as Markdown, the visitor's as typed (line breaks kept) with
 * its web addresses clickable. React escapes both: no HTML from a message is ever rendered.
 */
export function ChatMessageText({ text, isUser }: { text: string; isUser: boolean }) {
  if (!isUser) return <ChatMarkdown text={text} />;
  return (
    <p className="break-words whitespace-pre-wrap">
      {splitLinks(text).map((part, index) =>
        part.kind === 'link' ? (
          <MessageLink key={index} href={part.value}>
            {linkLabel(part.value)}
          </MessageLink>
        ) : (
          <span key={index}>{part.value}</span>
        ),
      )}
    </p>
  );
}
