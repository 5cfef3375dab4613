import { useSyncExternalStore, type ReactNode } from 'react';

/** How long a toast stays (docs/product.md#constants). */
export const TOAST_DURATION_MS = 3_000;
const TOAST_LIMIT = 3;

/** A toast: id, title, description, action, variant. */
export interface Toast {
  id: string;
  title?: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  variant?: 'default' | 'destructive';
  open: boolean;
}

type Listener = () => void;
let toasts: Toast[] = [];
const listeners = new Set<Listener>();
let counter = 0;

function emit(next: Toast[]) {
  toasts = next;
  listeners.forEach((listener) => listener());
}

export function dismissToast(id?: string) {
  emit(toasts.map((item) => (id === undefined || item.id === id ? { ...item, open: false } : item)));
  // Keep the closed toast briefly so Radix can play its exit animation.
  setTimeout(() => emit(toasts.filter((item) => item.open || (id !== undefined && item.id !== id))), 300);
}

/** Shows a toast from anywhere (hooks, mutations, plain functions). */
export function toast(input: Omit<Toast, 'id' | 'open'>) {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = `toast-${counter}`;
  emit([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

const subscribe = (listener: Listener) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => toasts;
const serverSnapshot = (): Toast[] => [];

export function useToast() {
  const current = useSyncExternalStore(subscribe, snapshot, serverSnapshot);
  return { toasts: current, toast, dismiss: dismissToast };
}
