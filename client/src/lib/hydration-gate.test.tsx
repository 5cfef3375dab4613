import { act, Suspense, useEffect, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type * as HydrationGateModule from './hydration-gate';

// The gate module keeps page-wide state: every test gets a fresh copy.
let gate: typeof HydrationGateModule;
let root: Root | undefined;
let container: HTMLDivElement;

beforeEach(async () => {
  vi.resetModules();
  gate = await import('./hydration-gate');
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
});

function Part({ onHydrated }: { onHydrated: () => void }) {
  const [clicks, setClicks] = useState(0);
  useEffect(onHydrated, [onHydrated]);
  return (
    <button type="button" onClick={() => setClicks((n) => n + 1)}>
      clicks {clicks}
    </button>
  );
}

function page(onHydrated: () => void) {
  const { HydrationGate } = gate;
  return (
    <Suspense fallback={<p>fallback</p>}>
      <HydrationGate id="part">
        <Part onHydrated={onHydrated} />
      </HydrationGate>
    </Suspense>
  );
}

async function hydratePrerendered(onHydrated: () => void) {
  container.innerHTML = renderToString(page(() => {}));
  const prerendered = container.querySelector('button');
  gate.startStaggeredHydration();
  await act(async () => {
    root = hydrateRoot(container, page(onHydrated));
  });
  return prerendered!;
}

describe('HydrationGate', () => {
  it('When the page hydrates, then the gated part keeps its prerendered HTML and hydrates later in place, without a fallback', async () => {
    // Without an element to watch the gate opens in an idle moment. The test says when that
    // moment comes: a real timer could pass during the hydration on a busy machine.
    let idleMoment: (() => void) | undefined;
    Object.defineProperty(window, 'requestIdleCallback', { configurable: true, value: (callback: () => void) => (idleMoment = callback) });
    onTestFinished(() => void Reflect.deleteProperty(window, 'requestIdleCallback'));
    const onHydrated = vi.fn();
    const prerendered = await hydratePrerendered(onHydrated);

    expect(onHydrated).not.toHaveBeenCalled();
    expect(container.querySelector('button')).toBe(prerendered);
    expect(container.textContent).toBe('clicks 0');

    await act(async () => idleMoment?.());
    await waitFor(() => expect(onHydrated).toHaveBeenCalled());
    expect(container.querySelector('button')).toBe(prerendered);
    expect(container.textContent).toBe('clicks 0');
  });

  it('When the visitor presses a pointer, then every gate opens at once and the click reaches the part', async () => {
    const onHydrated = vi.fn();
    const prerendered = await hydratePrerendered(onHydrated);

    await act(async () => {
      window.dispatchEvent(new Event('pointerdown'));
    });
    await act(async () => {
      prerendered.click();
    });

    expect(onHydrated).toHaveBeenCalled();
    expect(container.querySelector('button')).toBe(prerendered);
    expect(container.textContent).toBe('clicks 1');
  });

  it('When a click lands on a part whose code is still coming, then it is held and reaches the part once the code has come', async () => {
    let codeArrives: () => void = () => {};
    gate.prepareGatesWith(() => new Promise<void>((arrived) => (codeArrives = arrived)));
    container.dataset.hydrationGate = 'part';
    const prerendered = await hydratePrerendered(() => {});

    await act(async () => {
      window.dispatchEvent(new Event('pointerdown'));
      prerendered.click();
    });
    expect(container.textContent).toBe('clicks 0');

    await act(async () => codeArrives());
    await waitFor(() => expect(container.textContent).toBe('clicks 1'));
    expect(container.querySelector('button')).toBe(prerendered);
  });

  it('When the part has an element on the page, then it hydrates only once that element comes near the viewport', async () => {
    const observed: Element[] = [];
    let notify: (entries: Array<{ target: Element; isIntersecting: boolean }>) => void = () => {};
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: typeof notify) {
          notify = callback;
        }
        observe(element: Element) {
          observed.push(element);
        }
        unobserve() {}
        disconnect() {}
      },
    );
    container.dataset.hydrationGate = 'part';
    const onHydrated = vi.fn();
    await hydratePrerendered(onHydrated);

    // The idle moment has come when the gate starts watching its element.
    await waitFor(() => expect(observed).toEqual([container]));
    expect(onHydrated).not.toHaveBeenCalled();

    await act(async () => notify([{ target: container, isIntersecting: true }]));
    expect(onHydrated).toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it('When a part renders outside a hydration, then it shows at once', async () => {
    const { createRoot } = await import('react-dom/client');
    const onHydrated = vi.fn();
    await act(async () => {
      root = createRoot(container);
      root.render(page(onHydrated));
    });
    expect(container.textContent).toBe('clicks 0');
    expect(onHydrated).toHaveBeenCalled();
  });
});
