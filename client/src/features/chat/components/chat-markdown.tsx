import { useMemo, type ReactNode } from 'react';
import { useLanguage } from '@/i18n/language-provider';
import { trackEvent } from '@/lib/analytics';
import { isMarketplaceLink, opensNewTab } from '../lib/links';
import { parseMarkdown, type BlockNode } from '@shared/markdown';
import type { InlineNode } from '@shared/markdown-inline';

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

function Inline({ nodes }: { nodes: InlineNode[] }) {
  return nodes.map((node, index) => {
    switch (node.kind) {
      case 'text':
        return node.text;
      case 'break':
        return <br key={index} />;
      case 'strong':
        return (
          <strong key={index} className="font-semibold">
            <Inline nodes={node.children} />
          </strong>
        );
      case 'em':
        return (
          <em key={index}>
            <Inline nodes={node.children} />
          </em>
        );
      case 'code':
        return (
          <code key={index} className="rounded bg-slate-100 px-1 font-mono text-[0.9em]">
            {node.text}
          </code>
        );
      case 'link':
        return (
          <MessageLink key={index} href={node.href} onClick={() => countMarketplaceClick(node.href)}>
            <Inline nodes={node.children} />
          </MessageLink>
        );
    }
  });
}

/** A list item: a lone paragraph sits in the item itself, so tight lists stay tight. */
function ListItem({ blocks }: { blocks: BlockNode[] }) {
  if (blocks.length === 1 && blocks[0].kind === 'paragraph') return <li><Inline nodes={blocks[0].children} /></li>;
  return (
    <li className="space-y-1">
      <Blocks blocks={blocks} />
    </li>
  );
}

function Blocks({ blocks }: { blocks: BlockNode[] }) {
  return blocks.map((block, index) => {
    switch (block.kind) {
      case 'paragraph':
        return (
          <p key={index}>
            <Inline nodes={block.children} />
          </p>
        );
      // A heading inside a chat bubble would break the page's outline: it reads as a bold line.
      case 'heading':
        return (
          <p key={index} className="font-bold">
            <Inline nodes={block.children} />
          </p>
        );
      case 'code-block':
        return (
          <pre key={index} className="overflow-x-auto rounded-lg bg-slate-100 p-2 font-mono text-xs whitespace-pre">
            <code>{block.text}</code>
          </pre>
        );
      case 'rule':
        return <hr key={index} className="border-slate-200" />;
      case 'list': {
        const items = block.items.map((item, itemIndex) => <ListItem key={itemIndex} blocks={item} />);
        return block.ordered ? (
          <ol key={index} start={block.start === 1 ? undefined : block.start} className="list-decimal space-y-1 pl-5">
            {items}
          </ol>
        ) : (
          <ul key={index} className="list-disc space-y-1 pl-5">
            {items}
          </ul>
        );
      }
    }
  });
}

/**
 * An assistant's message as Markdown (docs/decisions/0049-chat-markdown-subset.md): React
 * elements only, so HTML in a reply is shown as the text it is and never runs.
 */
export function ChatMarkdown({ text }: { text: string }) {
  const blocks = useMemo(() => parseMarkdown(text), [text]);
  return (
    <div className="space-y-2 [overflow-wrap:anywhere]">
      <Blocks blocks={blocks} />
    </div>
  );
}
