import { MAX_DEPTH, parseInline, type InlineNode } from './markdown-inline';

/**
 * The small part of Markdown a chat agent or a staff member writing a campaign uses, read into
 * a tree: the chat renders it as React elements, the campaign e-mails as escaped HTML
 * (server/src/mail/markdown-html.ts; docs/decisions/0049-chat-markdown-subset.md): paragraphs and line breaks, **bold**,
 * *italics*, `code`, lists (nested), headings (shown bold), code blocks, rules, [links](…) and
 * bare addresses. Everything else, raw HTML included, stays text. Links only to http(s),
 * mailto and tel addresses. The reading is linear in the text's length and depth-limited, so
 * no input, however long or hostile, can stall the page. Lists nest up to MAX_DEPTH levels.
 */

export type BlockNode =
  | { kind: 'paragraph' | 'heading'; children: InlineNode[] }
  | { kind: 'code-block'; text: string }
  | { kind: 'rule' }
  | { kind: 'list'; ordered: boolean; start: number; items: BlockNode[][] };

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const HEADING = /^ {0,3}#{1,6}[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/;
const RULE = /^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/;
const LIST_ITEM = /^( *)([-*+]|\d{1,9}[.)])[ \t]+(.*)$/;

const leadingSpaces = (line: string) => line.length - line.trimStart().length;
const isOrdered = (marker: string) => /\d/.test(marker);

/** The list that starts at `lines[start]`, and the index of the first line after it. */
function parseList(lines: string[], start: number, depth: number) {
  const first = LIST_ITEM.exec(lines[start])!;
  const indent = first[1].length;
  const ordered = isOrdered(first[2]);
  const items: string[][] = [];
  // Where an item's text begins: its continuation lines are read from there.
  let contentOffset = 0;
  const sameList = (match: RegExpExecArray | null) => match !== null && match[1].length < indent + 2 && isOrdered(match[2]) === ordered;

  let i = start;
  while (i < lines.length) {
    const line = lines[i];
    const item = LIST_ITEM.exec(line);
    if (sameList(item)) {
      items.push([item![3]]);
      contentOffset = item![1].length + item![2].length + 1;
      i++;
      continue;
    }
    if (!line.trim()) {
      let next = i + 1;
      while (next < lines.length && !lines[next].trim()) next++;
      const goesOn = next < lines.length && (sameList(LIST_ITEM.exec(lines[next])) || leadingSpaces(lines[next]) >= indent + 2);
      if (!goesOn) break;
      items.at(-1)!.push(...Array.from({ length: next - i }, () => ''));
      i = next;
      continue;
    }
    if (leadingSpaces(line) >= indent + 2) {
      items.at(-1)!.push(line.slice(Math.min(leadingSpaces(line), contentOffset)));
      i++;
      continue;
    }
    break;
  }
  const list: BlockNode = {
    kind: 'list',
    ordered,
    start: ordered ? Number.parseInt(first[2], 10) : 1,
    items: items.map((itemLines) => parseMarkdown(itemLines.join('\n'), depth + 1)),
  };
  return { list, next: i };
}

/** Reads a message into blocks (see the top of this file for what is understood). */
export function parseMarkdown(source: string, depth = 0): BlockNode[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: BlockNode[] = [];
  let paragraph: string[] = [];
  const endParagraph = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', children: parseInline(paragraph.join('\n')) });
    paragraph = [];
  };

  let i = 0;
  while (i < lines.length) {
    const line = lines[i];
    if (!line.trim()) {
      endParagraph();
      i++;
      continue;
    }
    const fence = FENCE.exec(line);
    if (fence) {
      endParagraph();
      const closing = new RegExp(`^ {0,3}${fence[1][0] === '`' ? '`' : '~'}{${fence[1].length},}[ \\t]*$`);
      let end = i + 1;
      while (end < lines.length && !closing.test(lines[end])) end++;
      blocks.push({ kind: 'code-block', text: lines.slice(i + 1, end).join('\n') });
      i = end + 1;
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      endParagraph();
      blocks.push({ kind: 'heading', children: parseInline(heading[1]) });
      i++;
      continue;
    }
    if (RULE.test(line)) {
      endParagraph();
      blocks.push({ kind: 'rule' });
      i++;
      continue;
    }
    if (depth < MAX_DEPTH && LIST_ITEM.test(line)) {
      endParagraph();
      const { list, next } = parseList(lines, i, depth);
      blocks.push(list);
      i = next;
      continue;
    }
    paragraph.push(line.trim());
    i++;
  }
  endParagraph();
  return blocks;
}
