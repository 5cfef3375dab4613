import { linkLabel, safeHref, TRAILING_PUNCTUATION } from './links';

/**
 * The small part of Markdown a chat agent writes, read into a tree the chat renders as React
 * elements (docs/decisions/0049-chat-markdown-subset.md): paragraphs and line breaks, **bold**,
 * *italics*, `code`, lists (nested), headings (shown bold), code blocks, rules, [links](…) and
 * bare addresses. Everything else, raw HTML included, stays text. Links only to http(s),
 * mailto and tel addresses. The reading is linear in the text's length and depth-limited, so
 * no input, however long or hostile, can stall the page.
 */

export type InlineNode =
  | { kind: 'text'; text: string }
  | { kind: 'strong' | 'em'; children: InlineNode[] }
  | { kind: 'code'; text: string }
  | { kind: 'link'; href: string; children: InlineNode[] }
  | { kind: 'break' };

export type BlockNode =
  | { kind: 'paragraph' | 'heading'; children: InlineNode[] }
  | { kind: 'code-block'; text: string }
  | { kind: 'rule' }
  | { kind: 'list'; ordered: boolean; start: number; items: BlockNode[][] };

/** Deeper emphasis or lists than this stay text. */
const MAX_DEPTH = 4;
const MAX_LABEL_CHARS = 500;
const ESCAPABLE = /[!-/:-@[-`{-~]/;
const WORD_CHAR = /[\p{L}\p{N}]/u;
const SPACE = /\s/;
const BARE_URL = /https?:\/\/[^\s<>"'`]+/y;
const ANGLE_URL = /<(https?:\/\/[^\s<>]+)>/y;
// `(address)` or `(address "title")`, the address with at most one level of parentheses.
const LINK_TARGET = /\(\s*([^\s()]*(?:\([^\s()]*\)[^\s()]*)*)(?:\s+"[^"]*")?\s*\)/y;

const isSpace = (char: string | undefined) => char === undefined || SPACE.test(char);
const isWordChar = (char: string | undefined) => char !== undefined && WORD_CHAR.test(char);

/**
 * Where the emphasis opened at `open` closes, or -1. An opener is followed by a non-space, a
 * closer preceded by one; `_` only at word edges (snake_case stays text); a single `*` skips
 * `**` runs. `noCloserFrom` remembers, per delimiter, from where no closer exists, so a text
 * full of unmatched stars is read once, not once per star.
 */
function findCloser(text: string, open: number, delimiter: string, noCloserFrom: Map<string, number>) {
  const char = delimiter[0];
  if (isSpace(text[open + delimiter.length])) return -1;
  if (char === '_' && isWordChar(text[open - 1])) return -1;
  const from = open + delimiter.length + 1;
  if ((noCloserFrom.get(delimiter) ?? Infinity) <= from) return -1;
  let at = text.indexOf(delimiter, from);
  while (at !== -1) {
    if (delimiter.length === 1 && (text[at + 1] === char || text[at - 1] === char)) {
      let end = at;
      while (text[end] === char) end++;
      at = text.indexOf(delimiter, end);
      continue;
    }
    const closes = !isSpace(text[at - 1]) && (char !== '_' || !isWordChar(text[at + delimiter.length]));
    if (closes) return at;
    at = text.indexOf(delimiter, at + 1);
  }
  noCloserFrom.set(delimiter, Math.min(noCloserFrom.get(delimiter) ?? Infinity, from));
  return -1;
}

/** Reads inline Markdown; `inLink` keeps links out of a link's own label. */
export function parseInline(text: string, depth = 0, inLink = false): InlineNode[] {
  const nodes: InlineNode[] = [];
  const noCloserFrom = new Map<string, number>();
  let buffer = '';
  const flush = () => {
    if (buffer) nodes.push({ kind: 'text', text: buffer });
    buffer = '';
  };
  const push = (node: InlineNode) => {
    flush();
    nodes.push(node);
  };

  let i = 0;
  while (i < text.length) {
    const char = text[i];

    if (char === '\\' && ESCAPABLE.test(text[i + 1] ?? '')) {
      buffer += text[i + 1];
      i += 2;
      continue;
    }
    if (char === '\n') {
      push({ kind: 'break' });
      i++;
      continue;
    }
    if (char === '`') {
      let run = 1;
      while (text[i + run] === '`') run++;
      const fence = '`'.repeat(run);
      const close = (noCloserFrom.get(fence) ?? Infinity) <= i ? -1 : text.indexOf(fence, i + run);
      if (close !== -1 && text[close + run] !== '`') {
        push({ kind: 'code', text: text.slice(i + run, close).replace(/\n/g, ' ') });
        i = close + run;
      } else {
        if (close === -1) noCloserFrom.set(fence, i);
        buffer += fence;
        i += run;
      }
      continue;
    }
    if ((char === '*' || char === '_') && depth < MAX_DEPTH) {
      const delimiter = text[i + 1] === char ? char + char : char;
      const close = findCloser(text, i, delimiter, noCloserFrom);
      if (close !== -1) {
        push({ kind: delimiter.length === 2 ? 'strong' : 'em', children: parseInline(text.slice(i + delimiter.length, close), depth + 1, inLink) });
        i = close + delimiter.length;
      } else {
        // '**' without its pair may still open a single '*' one character on.
        buffer += char;
        i++;
      }
      continue;
    }
    if (char === '[' && !inLink) {
      // Labels are short: the search for ']' looks a bounded way ahead, so '[[[[…' stays linear.
      const found = text.slice(i + 1, i + 2 + MAX_LABEL_CHARS).indexOf(']');
      const labelEnd = found === -1 ? -1 : i + 1 + found;
      LINK_TARGET.lastIndex = labelEnd + 1;
      const target = labelEnd > i + 1 ? LINK_TARGET.exec(text) : null;
      if (target) {
        const label = parseInline(text.slice(i + 1, labelEnd), depth + 1, true);
        const href = safeHref(target[1]);
        if (href) push({ kind: 'link', href, children: label });
        else {
          // An address that may not be linked: its label stays, as text.
          flush();
          nodes.push(...label);
        }
        i = LINK_TARGET.lastIndex;
        continue;
      }
    }
    if (char === '<' && !inLink) {
      ANGLE_URL.lastIndex = i;
      const angle = ANGLE_URL.exec(text);
      const href = angle && safeHref(angle[1]);
      if (angle && href) {
        push({ kind: 'link', href, children: [{ kind: 'text', text: linkLabel(angle[1]) }] });
        i = ANGLE_URL.lastIndex;
        continue;
      }
    }
    if (char === 'h' && !inLink && !isWordChar(text[i - 1])) {
      BARE_URL.lastIndex = i;
      const bare = BARE_URL.exec(text);
      const url = bare?.[0].replace(TRAILING_PUNCTUATION, '');
      const href = url && safeHref(url);
      if (url && href) {
        push({ kind: 'link', href, children: [{ kind: 'text', text: linkLabel(url) }] });
        i += url.length;
        continue;
      }
    }
    buffer += char;
    i++;
  }
  flush();
  return nodes;
}

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
