import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Piscina, queueOptionsSymbol, type TaskQueue } from 'piscina';
import { projectRoot } from '../lib/paths';

/**
 * bcrypt on a piscina pool of worker threads
 * (docs/decisions/0034-password-hashing-off-the-event-loop.md): on the server's only thread it
 * held every other request up while sign-ins were failing. Past `queueLimit` waiting tasks of its
 * priority a new one is refused at once (PasswordWorkersBusy), so a flood of sign-ins answers 503
 * quickly instead of queueing for minutes, and never fills the lane of the account's owner.
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

/** A check the owner of an account is likely waiting for (a known device, an account without recent failures) goes first. */
export type CheckPriority = 'high' | 'normal';

type QueuedTask = Parameters<TaskQueue['push']>[0];

const priorityOf = (task: QueuedTask): CheckPriority => (task[queueOptionsSymbol] as { priority?: CheckPriority } | null)?.priority ?? 'normal';

/**
 * piscina's task queue (its documented `taskQueue` option) in two lanes: a free thread takes
 * the oldest high-priority check first, so a flood of strangers' sign-ins waits behind the
 * owner's, not the other way round.
 */
class PriorityTaskQueue implements TaskQueue {
  readonly lanes: Record<CheckPriority, QueuedTask[]> = { high: [], normal: [] };

  get size() {
    return this.lanes.high.length + this.lanes.normal.length;
  }

  push(task: QueuedTask) {
    this.lanes[priorityOf(task)].push(task);
  }

  shift(): QueuedTask | null {
    return this.lanes.high.shift() ?? this.lanes.normal.shift() ?? null;
  }

  remove(task: QueuedTask) {
    for (const lane of Object.values(this.lanes)) {
      const index = lane.indexOf(task);
      if (index !== -1) lane.splice(index, 1);
    }
  }
}

export interface PasswordWorkerOptions {
  /** Threads; default: one per core but one, at least one, at most four. */
  size?: number;
  /** Tasks of each priority that may wait for a free thread; default 8 per thread. */
  queueLimit?: number;
}

export function createPasswordWorkers(options: PasswordWorkerOptions = {}) {
  const size = options.size ?? Math.min(4, Math.max(1, availableParallelism() - 1));
  const queueLimit = options.queueLimit ?? 8 * size;
  const queue = new PriorityTaskQueue();
  // Idle threads stay (bcryptjs loaded, ready for the next sign-in) but do not keep the process alive.
  const pool = new Piscina({ filename: THREAD_FILE, minThreads: size, maxThreads: size, maxQueue: 2 * queueLimit, taskQueue: queue });

  /** True when a new task of `priority` would be refused: its lane is full while every thread works. */
  const full = (priority: CheckPriority = 'normal') => queue.lanes[priority].length >= queueLimit;

  const run = <T>(name: 'hash' | 'compare', task: object, priority: CheckPriority): Promise<T> =>
    full(priority) ? Promise.reject(new PasswordWorkersBusy()) : pool.run({ ...task, [queueOptionsSymbol]: { priority } }, { name });

  return {
    size,
    queueLimit,
    hash: (password: string, cost: number) => run<string>('hash', { password, cost }, 'normal'),
    compare: (password: string, hash: string, priority: CheckPriority = 'normal') => run<boolean>('compare', { password, hash }, priority),
    full,
    /** Stops the threads; what was running or waiting fails. */
    close: () => pool.destroy(),
  };
}

export type PasswordWorkers = ReturnType<typeof createPasswordWorkers>;
