import { useMemo, type ReactNode } from 'react';
import { parseMarkdown, type BlockNode } from '@shared/markdown';
import type { InlineNode } from '@shared/markdown-inline';

/** How a link of the text is drawn (the chat counts marketplace clicks; the FAQ opens pages in a new tab). */
export type MarkdownLink = (props: { href: string; children: ReactNode }) => ReactNode;

function Inline({ nodes, link: Link }: { nodes: InlineNode[]; link: MarkdownLink }) {
  return nodes.map((node, index) => {
    switch (node.kind) {
      case 'text':
        return node.text;
      case 'break':
        return <br key={index} />;
      case 'strong':
        return (
          <strong key={index} className="font-semibold">
            <Inline nodes={node.children} link={Link} />
          </strong>
        );
      case 'em':
        return (
          <em key={index}>
            <Inline nodes={node.children} link={Link} />
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
          <Link key={index} href={node.href}>
            <Inline nodes={node.children} link={Link} />
          </Link>
        );
    }
  });
}

/** A list item: a lone paragraph sits in the item itself, so tight lists stay tight. */
function ListItem({ blocks, link }: { blocks: BlockNode[]; link: MarkdownLink }) {
  if (blocks.length === 1 && blocks[0].kind === 'paragraph') return <li><Inline nodes={blocks[0].children} link={link} /></li>;
  return (
    <li className="space-y-1">
      <Blocks blocks={blocks} link={link} />
    </li>
  );
}

function Blocks({ blocks, link }: { blocks: BlockNode[]; link: MarkdownLink }) {
  return blocks.map((block, index) => {
    switch (block.kind) {
      case 'paragraph':
        return (
          <p key={index}>
            <Inline nodes={block.children} link={link} />
          </p>
        );
      // A heading inside a message or an answer would break the page's outline: it reads as a bold line.
      case 'heading':
        return (
          <p key={index} className="font-bold">
            <Inline nodes={block.children} link={link} />
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
        const items = block.items.map((item, itemIndex) => <ListItem key={itemIndex} blocks={item} link={link} />);
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
 * Markdown (shared/markdown.ts, docs/decisions/0049-chat-markdown-subset.md) as React
 * elements only, so HTML in a text is shown as the text it is and never runs: the chat's
 * messages and the FAQ's answers.
 */
export function Markdown({ text, link, className }: { text: string; link: MarkdownLink; className?: string }) {
  const blocks = useMemo(() => parseMarkdown(text), [text]);
  return (
    <div className={className}>
      <Blocks blocks={blocks} link={link} />
    </div>
  );
}
