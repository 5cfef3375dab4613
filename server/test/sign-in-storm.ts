import { Agent, request } from 'node:http';

/**
 * A storm of failed sign-ins against a running server while a visitor keeps reading a public
 * endpoint, as in the report that found bcrypt on the only thread
 * (docs/decisions/0034-password-hashing-off-the-event-loop.md): `attempts` sign-ins with wrong
 * passwords for unknown e-mails, from `addresses` loopback addresses (127.0.0.1, .2, …),
 * `concurrency` at a time. Shared by the server test and `npm run bench:auth`.
 */
export interface StormOptions {
  attempts?: number;
  addresses?: number;
  concurrency?: number;
  /** The public read measured at rest and during the storm. */
  readPath?: string;
  /** Pause between two reads (one visitor reading again and again). */
  readIntervalMs?: number;
  /** How long the read is measured at rest, before the storm. */
  restMs?: number;
}

export interface Latencies {
  count: number;
  p50: number;
  p95: number;
  max: number;
}

export interface StormResult {
  rest: Latencies;
  storm: Latencies;
  /** Sign-in answers by status. */
  signIns: Record<number, number>;
  stormMs: number;
  /** Reads that failed or did not answer 200. */
  failedReads: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;

function latencies(values: number[]): Latencies {
  const sorted = [...values].sort((a, b) => a - b);
  const round = (value: number) => Math.round(value * 10) / 10;
  return { count: sorted.length, p50: round(percentile(sorted, 50)), p95: round(percentile(sorted, 95)), max: round(sorted.at(-1) ?? 0) };
}

function send(url: URL, options: { method: string; agent: Agent; localAddress?: string; body?: string }) {
  return new Promise<number>((resolve, reject) => {
    const req = request(
      url,
      {
        method: options.method,
        agent: options.agent,
        localAddress: options.localAddress,
        headers: options.body ? { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(options.body) } : {},
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

export async function measureSignInStorm(baseUrl: string, options: StormOptions = {}): Promise<StormResult> {
  const { attempts = 300, addresses = 10, concurrency = 20, readPath = '/api/inventory/total', readIntervalMs = 20, restMs = 3_000 } = options;
  const readUrl = new URL(readPath, baseUrl);
  const loginUrl = new URL('/api/auth/login', baseUrl);
  const readAgent = new Agent({ keepAlive: true, maxSockets: 1 });
  const stormAgents = Array.from({ length: addresses }, () => new Agent({ keepAlive: true }));

  // An object, so the reader's loop sees the phase the storm moves on.
  const state: { phase: 'rest' | 'storm' | 'done' } = { phase: 'rest' };
  const samples = { rest: [] as number[], storm: [] as number[] };
  let failedReads = 0;
  const reader = (async () => {
    while (state.phase !== 'done') {
      const current = state.phase;
      const started = performance.now();
      const status = await send(readUrl, { method: 'GET', agent: readAgent }).catch(() => 0);
      if (status === 200) samples[current].push(performance.now() - started);
      else failedReads++;
      await new Promise((resolve) => setTimeout(resolve, readIntervalMs));
    }
  })();

  await new Promise((resolve) => setTimeout(resolve, restMs));
  state.phase = 'storm';
  const signIns: Record<number, number> = {};
  let next = 0;
  const stormStarted = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < attempts) {
        const index = next++;
        const address = index % addresses;
        const body = JSON.stringify({ email: `storm-${index}@chapinbox.test`, password: `wrong-password-${index}` });
        const status = await send(loginUrl, { method: 'POST', agent: stormAgents[address], localAddress: `127.0.0.${address + 1}`, body }).catch(() => 0);
        signIns[status] = (signIns[status] ?? 0) + 1;
      }
    }),
  );
  const stormMs = performance.now() - stormStarted;
  state.phase = 'done';
  await reader;
  for (const agent of [readAgent, ...stormAgents]) agent.destroy();
  return { rest: latencies(samples.rest), storm: latencies(samples.storm), signIns, stormMs: Math.round(stormMs), failedReads };
}
