import { Agent, request } from 'node:http';
import type { SweepRequest } from './bad-requests';

interface SweepResponse {
  status: number;
  contentType: string;
  text: string;
}

const agent = new Agent({ keepAlive: true, maxSockets: 8 });

/** Sends the request exactly as built (node:http, so GET may carry a body and paths stay raw). */
export function send(baseUrl: string, sweep: SweepRequest, extraHeaders: Record<string, string>): Promise<SweepResponse> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const body = sweep.body === undefined ? undefined : Buffer.isBuffer(sweep.body) ? sweep.body : Buffer.from(sweep.body, 'utf8');
    const headers: Record<string, string | number> = { Accept: 'application/json', ...sweep.headers, ...extraHeaders };
    if (body) headers['Content-Length'] = body.length;
    const req = request({ host: url.hostname, port: url.port, method: sweep.method, path: sweep.path, headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, contentType: String(res.headers['content-type'] ?? ''), text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.setTimeout(15_000, () => req.destroy(new Error(`no answer within 15 s: ${sweep.method} ${sweep.path}`)));
    req.on('error', reject);
    req.end(body);
  });
}

/** Signs of internals in an answer: stack frames, source paths. */
const INTERNALS = /\n\s+at\s|\bat\s+\S+\s+\(|node_modules|\/server\/src\/|\.ts:\d+/;

/** What is wrong with the answer to `sweep`, or undefined when it is right. */
export function problemWith(sweep: SweepRequest, response: SweepResponse, options: { errorPage?: boolean } = {}): string | undefined {
  if (response.status >= 500) return `answered ${response.status}`;
  if (sweep.mustRefuse && (response.status < 400 || response.status >= 500)) return `a malformed request was answered ${response.status}`;
  if (INTERNALS.test(response.text)) return 'the answer shows internals';
  if (response.status >= 400 && options.errorPage && response.contentType.startsWith('text/html')) {
    return /<h1[^>]*>[^<]+<\/h1>/.test(response.text) ? undefined : 'the error page has no heading';
  }
  if (response.status >= 400) {
    if (!response.contentType.startsWith('application/json')) return `the error is ${response.contentType || 'untyped'}, not JSON`;
    let body: unknown;
    try {
      body = JSON.parse(response.text);
    } catch {
      return 'the error body is not JSON';
    }
    const message = (body as { message?: unknown } | null)?.message;
    if (typeof message !== 'string' || !message.trim()) return 'the error has no message';
  }
  return undefined;
}
