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

function send(url: URL, options: { method: string; agent: Agent; localAddress?: string; body?: string; headers?: Record<string, string> }) {
  return new Promise<number>((resolve, reject) => {
    const req = request(
      url,
      {
        method: options.method,
        agent: options.agent,
        localAddress: options.localAddress,
        headers: { ...options.headers, ...(options.body ? { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(options.body) } : {}) },
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

export interface OwnerDuringFloodOptions {
  owner: { email: string; password: string };
  /** The owner's known-device cookie (`name=value`), from an earlier sign-in. */
  deviceCookie: string;
  /** Flood addresses, each kept under the per-address sign-in limit. */
  addresses?: number;
  attemptsPerAddress?: number;
  concurrency?: number;
  ownerSignIns?: number;
  /**
   * How a flood request names its address: `forwarded` in X-Forwarded-For (an app behind a
   * proxy on this machine, TRUST_PROXY=loopback), `loopback` as the connection's own
   * 127.0.0.x (no proxy).
   */
  addressing: 'forwarded' | 'loopback';
}

export interface OwnerDuringFloodResult {
  /** The owner's sign-ins: status and time each. */
  owner: Array<{ status: number; ms: number }>;
  /** The flood's answers by status. */
  flood: Record<number, number>;
}

/**
 * A flood of wrong passwords from many addresses (a quarter for the owner's e-mail, the rest for
 * made-up accounts) and, once it has filled the password threads (a first 503), the owner
 * signing in again and again from their known device. Shared by the lock-out test and
 * `npm run bench:auth`.
 */
export async function measureOwnerDuringFlood(baseUrl: string, options: OwnerDuringFloodOptions): Promise<OwnerDuringFloodResult> {
  const { owner, deviceCookie, addresses = 64, attemptsPerAddress = 25, concurrency = 32, ownerSignIns = 10, addressing } = options;
  const loginUrl = new URL('/api/auth/login', baseUrl);
  const agent = new Agent({ keepAlive: addressing === 'forwarded' });
  // Behind the proxy the site is https: it says so for every request.
  const forwarded = (address: string) => ({ headers: { 'X-Forwarded-For': address, 'X-Forwarded-Proto': 'https' } });
  const ownerAddress: { headers?: Record<string, string>; localAddress?: string } = addressing === 'forwarded' ? forwarded('203.0.113.200') : { localAddress: '127.0.0.250' };
  const addressOf = (index: number) => (addressing === 'forwarded' ? forwarded(`198.51.100.${index + 1}`) : { localAddress: `127.0.0.${index + 1}` });

  const flood: Record<number, number> = {};
  const total = addresses * attemptsPerAddress;
  // An object, so each flooder's loop sees the progress the others and the owner make.
  const state = { flooding: true, next: 0 };
  const flooders = Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (state.flooding && state.next < total) {
        const index = state.next++;
        const email = index % 4 === 0 ? owner.email : `nadie-${index}@chapinbox.test`;
        const body = JSON.stringify({ email, password: `wrong-password-${index}` });
        const status = await send(loginUrl, { method: 'POST', agent, body, ...addressOf(index % addresses) }).catch(() => 0);
        flood[status] = (flood[status] ?? 0) + 1;
      }
    }),
  );

  const deadline = performance.now() + 30_000;
  while (!flood[503] && performance.now() < deadline && state.next < total) await new Promise((resolve) => setTimeout(resolve, 20));
  const ownerAnswers: OwnerDuringFloodResult['owner'] = [];
  const ownerAgent = new Agent({ keepAlive: false });
  for (let attempt = 0; attempt < ownerSignIns; attempt++) {
    const started = performance.now();
    const body = JSON.stringify({ email: owner.email, password: owner.password });
    const status = await send(loginUrl, { method: 'POST', agent: ownerAgent, body, ...ownerAddress, headers: { ...ownerAddress.headers, Cookie: deviceCookie } }).catch(() => 0);
    ownerAnswers.push({ status, ms: Math.round(performance.now() - started) });
  }
  state.flooding = false;
  await flooders;
  agent.destroy();
  ownerAgent.destroy();
  return { owner: ownerAnswers, flood };
}
