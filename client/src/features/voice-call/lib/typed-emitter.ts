type Listener<Args extends unknown[]> = (...args: Args) => void;

/** Listeners per event before a leak warning, as in Node's EventEmitter. */
const DEFAULT_MAX_LISTENERS = 10;

/**
 * A small event emitter whose event names and payloads are checked by TypeScript. A listener
 * that throws is reported and skipped: a broken subscriber must not break the call.
 */
export class TypedEmitter<Events extends { [event: string]: unknown[] }> {
  private listeners = new Map<keyof Events, Set<Listener<never>>>();
  private warned = new Set<keyof Events>();

  /** Subscribes; the returned function unsubscribes. */
  on<E extends keyof Events>(event: E, listener: Listener<Events[E]>): () => void {
    const set = this.listeners.get(event) ?? new Set();
    set.add(listener as Listener<never>);
    this.listeners.set(event, set);
    if (set.size > DEFAULT_MAX_LISTENERS && !this.warned.has(event)) {
      this.warned.add(event);
      console.warn(`Possible listener leak: ${set.size} listeners for "${String(event)}"`);
    }
    return () => this.off(event, listener);
  }

  once<E extends keyof Events>(event: E, listener: Listener<Events[E]>): () => void {
    const off = this.on(event, (...args) => {
      off();
      listener(...args);
    });
    return off;
  }

  off<E extends keyof Events>(event: E, listener: Listener<Events[E]>) {
    this.listeners.get(event)?.delete(listener as Listener<never>);
  }

  removeAllListeners(event?: keyof Events) {
    if (event === undefined) this.listeners.clear();
    else this.listeners.delete(event);
  }

  listenerCount(event: keyof Events) {
    return this.listeners.get(event)?.size ?? 0;
  }

  protected emit<E extends keyof Events>(event: E, ...args: Events[E]) {
    // A copy: a listener that unsubscribes (or subscribes another) changes the next emit only.
    for (const listener of Array.from(this.listeners.get(event) ?? [])) {
      try {
        (listener as Listener<Events[E]>)(...args);
      } catch (error) {
        console.error(`A "${String(event)}" listener failed`, error);
      }
    }
  }
}
