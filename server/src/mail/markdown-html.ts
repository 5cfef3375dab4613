import { parseMarkdown, type BlockNode } from '@shared/markdown';
import type { InlineNode } from '@shared/markdown-inline';
import { linkLabel } from '@shared/markdown-links';
import { escapeHtml } from './subscriber-email';

/**
 * Markdown written by staff (a campaign's body) as the HTML and the plain text of an e-mail.
 * The one parser is shared with the chat (shared/markdown.ts): whatever it does not read as
 * Markdown, raw HTML included, is text here and is escaped, and links only go to the http(s),
 * mailto and tel addresses it lets through (docs/decisions/0057-campaign-markdown-and-preview.md).
 * Styles are inline: mail clients drop style sheets.
 */

const STYLE = {
  p: 'margin:0 0 16px;font-size:16px;line-height:1.5',
  h2: 'margin:24px 0 12px;font-size:20px;line-height:1.3;color:#004aad',
  list: 'margin:0 0 16px;padding-left:24px;font-size:16px;line-height:1.5',
  li: 'margin:0 0 4px',
  a: 'color:#004aad;text-decoration:underline',
  code: 'font-family:Menlo,Consolas,monospace;font-size:14px;background:#f1f5f9;padding:1px 4px;border-radius:4px',
  pre: 'margin:0 0 16px;padding:12px;background:#f1f5f9;border-radius:8px;font-family:Menlo,Consolas,monospace;font-size:14px;white-space:pre-wrap;word-break:break-word',
  hr: 'border:none;border-top:1px solid #e2e8f0;margin:24px 0',
};

/** What a link's address becomes in the e-mail (a campaign tags its links); the address as written by default. */
export type LinkRewrite = (href: string) => string;
const asWritten: LinkRewrite = (href) => href;

function inlineHtml(nodes: InlineNode[], link: LinkRewrite): string {
  return nodes
    .map((node) => {
      switch (node.kind) {
        case 'text':
          return escapeHtml(node.text);
        case 'break':
          return '<br>';
        case 'strong':
          return `<strong>${inlineHtml(node.children, link)}</strong>`;
        case 'em':
          return `<em>${inlineHtml(node.children, link)}</em>`;
        case 'code':
          return `<code style="${STYLE.code}">${escapeHtml(node.text)}</code>`;
        case 'link':
          return `<a href="${escapeHtml(link(node.href))}" style="${STYLE.a}">${inlineHtml(node.children, link)}</a>`;
      }
    })
    .join('');
}

function blocksHtml(blocks: BlockNode[], link: LinkRewrite): string {
  return blocks
    .map((block) => {
      switch (block.kind) {
        case 'paragraph':
          return `<p style="${STYLE.p}">${inlineHtml(block.children, link)}</p>`;
        case 'heading':
          return `<h2 style="${STYLE.h2}">${inlineHtml(block.children, link)}</h2>`;
        case 'code-block':
          return `<pre style="${STYLE.pre}">${escapeHtml(block.text)}</pre>`;
        case 'rule':
          return `<hr style="${STYLE.hr}">`;
        case 'list': {
          const tag = block.ordered ? 'ol' : 'ul';
          const start = block.ordered && block.start !== 1 ? ` start="${block.start}"` : '';
          const items = block.items.map((item) => `<li style="${STYLE.li}">${itemHtml(item, link)}</li>`).join('');
          return `<${tag}${start} style="${STYLE.list}">${items}</${tag}>`;
        }
      }
    })
    .join('\n');
}

/** A list item: a lone paragraph sits in the item itself, so tight lists stay tight. */
const itemHtml = (blocks: BlockNode[], link: LinkRewrite) =>
  blocks.length === 1 && blocks[0].kind === 'paragraph' ? inlineHtml(blocks[0].children, link) : blocksHtml(blocks, link).replace(/margin:0 0 16px/g, 'margin:0 0 4px');

/** The message's HTML, to go inside the club's frame (subscriberEmail). */
export const markdownToEmailHtml = (source: string, link: LinkRewrite = asWritten) => blocksHtml(parseMarkdown(source), link);

function inlineText(nodes: InlineNode[], link: LinkRewrite): string {
  return nodes
    .map((node) => {
      switch (node.kind) {
        case 'text':
        case 'code':
          return node.text;
        case 'break':
          return '\n';
        case 'strong':
        case 'em':
          return inlineText(node.children, link);
        case 'link': {
          const label = inlineText(node.children, link);
          const written = node.href.replace(/^mailto:/, '');
          const address = link(node.href).replace(/^mailto:/, '');
          // A bare address already reads as itself (now with its tags); a labelled link keeps its address after it.
          return label === linkLabel(node.href) || label === node.href || label === written ? address : `${label} (${address})`;
        }
      }
    })
    .join('');
}

function blocksText(blocks: BlockNode[], link: LinkRewrite, indent = ''): string {
  return blocks
    .map((block) => {
      switch (block.kind) {
        case 'paragraph':
        case 'heading':
          return indent + inlineText(block.children, link).replace(/\n/g, `\n${indent}`);
        case 'code-block':
          return block.text
            .split('\n')
            .map((line) => indent + line)
            .join('\n');
        case 'rule':
          return `${indent}----`;
        case 'list':
          return block.items
            .map((item, index) => {
              const marker = block.ordered ? `${block.start + index}. ` : '- ';
              const text = blocksText(item, link, `${indent}${' '.repeat(marker.length)}`).trimStart();
              return `${indent}${marker}${text}`;
            })
            .join('\n');
      }
    })
    .join('\n\n');
}

/** The message as plain text (the e-mail's text part): Markdown's marks gone, link addresses kept. */
export const markdownToText = (source: string, link: LinkRewrite = asWritten) => blocksText(parseMarkdown(source), link);
