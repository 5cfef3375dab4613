import { QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createQueryClient } from '@/app/query-client';
import { Toaster } from '@/components/ui/toaster';
import { dismissToast } from '@/lib/toast-queue';

// The full suite runs beside servers on two shared cores, where a form test can take
// seconds of CPU: give async queries and tests room instead of failing on load.
configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 20_000 });

/** A user-event session without per-keystroke timers; `fill` pastes a value into a labelled field. */
export function typist() {
  const user = userEvent.setup({ delay: null });
  return Object.assign(user, {
    async fill(field: HTMLElement, value: string) {
      await user.click(field);
      await user.paste(value);
    },
  });
}

/** Renders a staff screen with the app's query client, a recorded in-memory location and the toasts. */
export function renderScreen(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  // Toasts live in a module-level store: earlier tests' toasts must not answer for this one.
  dismissToast();
  const location = memoryLocation({ path, record: true });
  const queryClient = createQueryClient();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {ui}
      </Router>
      <Toaster closeLabel="Cerrar" />
    </QueryClientProvider>,
  );
  return { ...view, location, queryClient };
}

type Reply = { status: number; body?: unknown };

/** Answers fetch calls by `METHOD path` (path without the query string); records every call. */
export function fakeApi(routes: Record<string, Reply | ((body: unknown, url: string) => Reply)>) {
  const calls: Array<{ method: string; url: string; body: unknown }> = [];
  const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, url, body });
    const route = routes[`${method} ${url.split('?')[0]}`];
    if (!route) return new Response(JSON.stringify({ message: `unexpected ${method} ${url}` }), { status: 500 });
    const reply = typeof route === 'function' ? route(body, url) : route;
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), { status: reply.status });
  });
  return { calls, fetchMock };
}
