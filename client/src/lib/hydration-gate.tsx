import { use, useSyncExternalStore, type ReactNode } from 'react';

/**
 * Staggered hydration of the prerendered landing page.
 *
 * React hydrates every dehydrated Suspense boundary of the page in one pass and commits them
 * together: the effects of all sections (observers, timers, listeners, measurements) then run in
 * one long task. A `HydrationGate` inside a boundary suspends during hydration, so React keeps
 * that part's prerendered HTML as it is (it stays visible and complete) and hydrates it when its
 * gate opens: when the part comes near the viewport (its element, `data-hydration-gate={id}`, is
 * within 300px of it), so a part nobody scrolls to costs nothing during the load. Any pointer or
 * key press opens every gate at once (before the event reaches React), so an interaction always
 * meets a hydrated page; so does a language switch (`openAllGates`). Without an element or an
 * IntersectionObserver a gate opens in the next idle moment.
 *
 * A gated part may also wait for its code (a lazy chunk): `prepareGatesWith` names what must be
 * loaded before a change that hydrates every part at once (`whenGatesCanOpen`), since a part
 * that is still loading its code then loses its prerendered HTML and renders again.
 *
 * Outside a hydration (client-rendered pages, tests) gates render their children at once.
 */

/** A promise React's `use()` reads synchronously once `status` says it is fulfilled. */
type Gate = Promise<void> & { status?: 'fulfilled'; value?: void };

let hydrating = false;
let allOpen = false;
const gates = new Map<string, { promise: Gate; open(): void }>();
let observer: IntersectionObserver | undefined;

const preparations: Array<() => Promise<unknown>> = [];
let prepared: Promise<void> | undefined;
let isPrepared = false;

/** What the gated parts need before they can hydrate (their lazy code). */
export function prepareGatesWith(load: () => Promise<unknown>) {
  preparations.push(load);
}

/** Loads what the gated parts need: null when nothing needs loading, else when it is loaded. */
export function whenGatesCanOpen(): Promise<void> | null {
  if (!hydrating || isPrepared || preparations.length === 0) return null;
  prepared ??= Promise.all(preparations.map((load) => load())).then(() => {
    isPrepared = true;
  });
  return prepared;
}

/** Called by main.tsx right before hydrateRoot. */
export function startStaggeredHydration() {
  hydrating = true;
  const openOnInput = () => {
    void whenGatesCanOpen();
    openAllGates();
  };
  for (const type of ['pointerdown', 'keydown', 'touchstart'] as const) window.addEventListener(type, openOnInput, { capture: true, once: true, passive: true });
  window.addEventListener('click', holdEarlyClick, { capture: true });
}

/**
 * A click on a part whose code is still on its way would be lost (React can hydrate the part
 * only once its code is here): it is held back and given again as soon as the code has come.
 */
function holdEarlyClick(event: MouseEvent) {
  const target = event.target;
  if (isPrepared || !(target instanceof HTMLElement) || !target.closest('[data-hydration-gate]')) return;
  const loading = whenGatesCanOpen();
  if (!loading) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  // A task later (a message, which no paused page clock holds back): React has its modules then.
  void loading.then(() => {
    const channel = new MessageChannel();
    channel.port1.addEventListener('message', () => target.isConnected && target.click(), { once: true });
    channel.port1.start();
    channel.port2.postMessage(null);
  });
}

/** Opens every gate now (user input, language switch). */
export function openAllGates() {
  allOpen = true;
  observer?.disconnect();
  for (const gate of gates.values()) gate.open();
}

function gateFor(id: string) {
  let gate = gates.get(id);
  if (!gate) {
    let resolve!: () => void;
    const promise: Gate = new Promise<void>((done) => (resolve = done));
    gate = {
      promise,
      open() {
        // Marked fulfilled synchronously: `use()` then renders the children without suspending,
        // so a synchronous update (a click, a language switch) hydrates the part in place.
        promise.status = 'fulfilled';
        promise.value = undefined;
        resolve();
      },
    };
    gates.set(id, gate);
    watch(id);
  }
  return gate;
}

/** Opens the gate of `id` when its element comes near the viewport. */
function watch(id: string) {
  const element = document.querySelector(`[data-hydration-gate="${CSS.escape(id)}"]`);
  if (!element || typeof IntersectionObserver !== 'function') return whenIdle(() => gates.get(id)?.open());
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer?.unobserve(entry.target);
        gates.get(entry.target.getAttribute('data-hydration-gate') ?? '')?.open();
      }
    },
    { rootMargin: '300px 0px' },
  );
  observer.observe(element);
}

function whenIdle(callback: () => void) {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(callback, { timeout: 300 });
  else window.setTimeout(callback, 16);
}

const subscribeToNothing = () => () => {};

/** Renders `children` once its gate is open (see above); `id` names the part, unique on the page. */
export function HydrationGate({ id, children }: { id: string; children: ReactNode }) {
  // The server snapshot (true) is what React uses while hydrating; a later client render (a part
  // mounted after hydration) sees false and never waits.
  const inHydration = useSyncExternalStore(subscribeToNothing, () => false, () => true);
  // Once a part has a gate, every later render reads it (an open gate is read synchronously):
  // React requires use() to be called the same way each time.
  const waits = inHydration && hydrating && !allOpen && typeof window !== 'undefined';
  const gate = gates.get(id) ?? (waits ? gateFor(id) : undefined);
  if (gate) use(gate.promise as Promise<void>);
  return children;
}
