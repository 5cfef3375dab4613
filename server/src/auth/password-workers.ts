import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Piscina } from 'piscina';
import { projectRoot } from '../lib/paths';

/**
 * bcrypt on a piscina pool of worker threads
 * (docs/decisions/0034-password-hashing-off-the-event-loop.md): on the server's only thread it
 * held every other request up while sign-ins were failing. Past `queueLimit` waiting tasks a new
 * one is refused at once (PasswordWorkersBusy), so a flood of sign-ins answers 503 quickly
 * instead of queueing for minutes.
 */

export class PasswordWorkersBusy extends Error {
  constructor() {
    super('password workers busy');
    this.name = 'PasswordWorkersBusy';
  }
}

// Found from the project root, like the migrations: the same path serves the sources and the
// bundled server (server/dist), which keeps its dependencies and this checkout beside it.
const THREAD_FILE = join(projectRoot, 'server', 'src', 'auth', 'password-thread.mjs');

export interface PasswordWorkerOptions {
  /** Threads; default: one per core but one, at least one, at most four. */
  size?: number;
  /** Tasks that may wait for a free thread; default 8 per thread. */
  queueLimit?: number;
}

export function createPasswordWorkers(options: PasswordWorkerOptions = {}) {
  const size = options.size ?? Math.min(4, Math.max(1, availableParallelism() - 1));
  const queueLimit = options.queueLimit ?? 8 * size;
  // Idle threads stay (bcryptjs loaded, ready for the next sign-in) but do not keep the process alive.
  const pool = new Piscina({ filename: THREAD_FILE, minThreads: size, maxThreads: size, maxQueue: queueLimit });

  /** True when a new task would be refused: piscina's documented test for a full `maxQueue`. */
  const full = () => pool.queueSize >= pool.options.maxQueue;

  // Refused here rather than by matching the text of piscina's own queue-full error.
  const run = <T>(name: 'hash' | 'compare', task: object): Promise<T> => (full() ? Promise.reject(new PasswordWorkersBusy()) : pool.run(task, { name }));

  return {
    size,
    queueLimit,
    hash: (password: string, cost: number) => run<string>('hash', { password, cost }),
    compare: (password: string, hash: string) => run<boolean>('compare', { password, hash }),
    full,
    /** Stops the threads; what was running or waiting fails. */
    close: () => pool.destroy(),
  };
}

export type PasswordWorkers = ReturnType<typeof createPasswordWorkers>;
