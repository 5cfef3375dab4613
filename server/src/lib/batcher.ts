interface Waiting<I, O> {
  item: I;
  resolve(result: O): void;
  reject(error: unknown): void;
}

interface BatcherOptions<I, O> {
  /** Handles a batch in one go; answers one result per item, in the items' order. */
  flush(items: I[]): Promise<O[]>;
  /** Largest batch handed to `flush`. */
  maxBatch: number;
  /** Flushes that may run at once (default 1); a slow one then does not hold up the next batch. */
  maxFlushes?: number;
  /**
   * When a batch fails with an error for which this is true, its halves are flushed again on
   * their own (down to single items), so one bad item fails alone. Otherwise (e.g. the database
   * is away) every item of the batch fails with the error.
   */
  isolate?(error: unknown): boolean;
}

/**
 * Group commit (docs/decisions/0040-vip-sign-up-group-commit.md): items submitted while the
 * flushes are running, or in the same turn of the event loop as the first, go to `flush`
 * together. Up to `maxFlushes` run at a time; when one ends, everything that arrived
 * meanwhile is the next batch. Alone, an item is flushed on the next turn, so a quiet server
 * adds no delay; a busy one makes batches as large as its arrivals during a flush. Each
 * `submit` settles only with its own item's result, after `flush` has resolved.
 */
export function createBatcher<I, O>(options: BatcherOptions<I, O>) {
  const waiting: Array<Waiting<I, O>> = [];
  const maxFlushes = options.maxFlushes ?? 1;
  let flushing = 0;
  let scheduled = false;

  async function flushIsolating(batch: Array<Waiting<I, O>>): Promise<void> {
    let results: O[];
    try {
      results = await options.flush(batch.map((entry) => entry.item));
    } catch (error) {
      if (batch.length > 1 && options.isolate?.(error)) {
        const half = Math.ceil(batch.length / 2);
        await flushIsolating(batch.slice(0, half));
        await flushIsolating(batch.slice(half));
      } else {
        for (const entry of batch) entry.reject(error);
      }
      return;
    }
    batch.forEach((entry, index) => entry.resolve(results[index]));
  }

  function run() {
    scheduled = false;
    while (flushing < maxFlushes && waiting.length > 0) {
      flushing++;
      void flushIsolating(waiting.splice(0, options.maxBatch)).finally(() => {
        flushing--;
        if (waiting.length > 0) schedule();
      });
    }
  }

  function schedule() {
    if (scheduled) return;
    scheduled = true;
    setImmediate(run);
  }

  return {
    submit(item: I): Promise<O> {
      return new Promise<O>((resolve, reject) => {
        waiting.push({ item, resolve, reject });
        if (flushing < maxFlushes) schedule();
      });
    },
  };
}
