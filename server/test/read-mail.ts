/**
 * Reads a message as an SMTP sink received it (server/test/fake-smtp.ts), the way a mail
 * client shows it: headers unfolded with encoded words decoded, and the text and HTML parts
 * decoded (quoted-printable, base64 or plain). Enough for the messages nodemailer writes.
 */
export interface ReadMail {
  /** Header names in lower case; a repeated header keeps its first value. */
  headers: Record<string, string>;
  subject: string;
  text: string;
  html: string;
}

const splitHead = (raw: string) => {
  const end = raw.search(/\r?\n\r?\n/);
  if (end < 0) return { head: raw, body: '' };
  return { head: raw.slice(0, end), body: raw.slice(end).replace(/^\r?\n\r?\n/, '') };
};

/** RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`) back to text. */
const decodeWords = (value: string) =>
  value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_match, _charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );

function parseHeaders(head: string) {
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    headers[name] ??= decodeWords(line.slice(colon + 1).trim());
  }
  return headers;
}

function decodeQuotedPrintable(text: string) {
  const bytes: number[] = [];
  const soft = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < soft.length; i++) {
    const hex = soft[i] === '=' ? soft.slice(i + 1, i + 3) : '';
    if (/^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i], 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeBody(body: string, encoding = '') {
  if (/base64/i.test(encoding)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/quoted-printable/i.test(encoding)) return decodeQuotedPrintable(body);
  return body;
}

/** Every leaf part (content type and decoded text) of a MIME entity. */
function leaves(raw: string): Array<{ type: string; text: string }> {
  const { head, body } = splitHead(raw);
  const headers = parseHeaders(head);
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    const parts = body.split(`--${boundary}`).slice(1);
    return parts.filter((part) => !part.startsWith('--')).flatMap((part) => leaves(part.replace(/^\r?\n/, '')));
  }
  return [{ type: type.split(';')[0].trim().toLowerCase(), text: decodeBody(body, headers['content-transfer-encoding']) }];
}

export function readMail(raw: string): ReadMail {
  const headers = parseHeaders(splitHead(raw).head);
  const parts = leaves(raw);
  return {
    headers,
    subject: headers.subject ?? '',
    text: parts.find((part) => part.type === 'text/plain')?.text ?? '',
    html: parts.find((part) => part.type === 'text/html')?.text ?? '',
  };
}
