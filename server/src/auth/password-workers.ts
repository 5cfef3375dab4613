import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

/**
 * bcrypt on worker threads (docs/decisions/0034-password-hashing-off-the-event-loop.md): a
 * cost-12 hash is ~0.3 s of CPU, which on the server's only thread held every other request
 * up while sign-ins were failing. Each worker runs one hash or comparison at a time; at most
 * `queueLimit` wait for a worker, and past that `run` refuses at once (PasswordWorkersBusy),
 * so a flood of sign-ins answers 503 quickly instead of queueing for minutes.
 */

export class PasswordWorkersBusy extends Error {
  constructor() {
    super('password workers busy');
    this.name = 'PasswordWorkersBusy';
  }
}

type Task = { op: 'hash'; password: string; cost: number } | { op: 'compare'; password: string; hash: string };

interface Pending {
  task: Task;
  resolve(value: unknown): void;
  reject(error: Error): void;
}

// The worker is CommonJS evaluated from a string, so the bundled server (server/dist) needs no
// second file; bcryptjs is required by its resolved path.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const bcrypt = require(workerData.bcryptjs);
parentPort.on('message', (task) => {
  try {
    const value = task.op === 'hash' ? bcrypt.hashSync(task.password, task.cost) : bcrypt.compareSync(task.password, task.hash);
    parentPort.postMessage({ value });
  } catch (error) {
    parentPort.postMessage({ error: String((error && error.message) || error) });
  }
});
`;

const bcryptjsPath = createRequire(import.meta.url).resolve('bcryptjs');

export interface PasswordWorkerOptions {
  /** Threads; default: one per core but one, at least one, at most four. */
  size?: number;
  /** Tasks that may wait for a free worker; default 8 per worker. */
  queueLimit?: number;
}

export function createPasswordWorkers(options: PasswordWorkerOptions = {}) {
  const size = options.size ?? Math.min(4, Math.max(1, availableParallelism() - 1));
  const queueLimit = options.queueLimit ?? 8 * size;
  const idle: Worker[] = [];
  const busy = new Map<Worker, Pending>();
  const queue: Pending[] = [];
  let spawned = 0;

  const spawn = () => {
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { bcryptjs: bcryptjsPath } });
    spawned++;
    worker.on('message', (message: { value?: unknown; error?: string }) => {
      const pending = busy.get(worker);
      busy.delete(worker);
      if (pending) {
        if (message.error !== undefined) pending.reject(new Error(message.error));
        else pending.resolve(message.value);
      }
      release(worker);
    });
    worker.on('error', (error) => {
      busy.get(worker)?.reject(error);
    });
    worker.on('exit', () => {
      // A worker that died takes its task with it; the next task starts a new one.
      busy.get(worker)?.reject(new Error('password worker exited'));
      busy.delete(worker);
      const index = idle.indexOf(worker);
      if (index >= 0) idle.splice(index, 1);
      spawned--;
      drain();
    });
    return worker;
  };

  const start = (worker: Worker, pending: Pending) => {
    busy.set(worker, pending);
    // A busy worker keeps the process alive until it answers; an idle one does not.
    worker.ref();
    // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a worker thread's postMessage has no target origin.
    worker.postMessage(pending.task);
  };

  function release(worker: Worker) {
    const next = queue.shift();
    if (next) return start(worker, next);
    worker.unref();
    idle.push(worker);
  }

  const freeWorker = () => idle.pop() ?? (spawned < size ? spawn() : undefined);

  function drain() {
    while (queue.length) {
      const worker = freeWorker();
      if (!worker) return;
      start(worker, queue.shift()!);
    }
  }

  const run = <T>(task: Task) =>
    new Promise<T>((resolve, reject) => {
      const pending: Pending = { task, resolve: resolve as (value: unknown) => void, reject };
      const worker = freeWorker();
      if (worker) return start(worker, pending);
      if (queue.length >= queueLimit) return reject(new PasswordWorkersBusy());
      queue.push(pending);
    });

  return {
    size,
    queueLimit,
    hash: (password: string, cost: number) => run<string>({ op: 'hash', password, cost }),
    compare: (password: string, hash: string) => run<boolean>({ op: 'compare', password, hash }),
    /** Tasks running or waiting. */
    load: () => busy.size + queue.length,
    /** True when a new task would be refused. */
    full: () => busy.size + queue.length >= size + queueLimit,
    async close() {
      const workers = [...idle, ...busy.keys()];
      for (const pending of queue.splice(0)) pending.reject(new Error('password workers closed'));
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
  };
}

export type PasswordWorkers = ReturnType<typeof createPasswordWorkers>;
