import { TIMINGS_MS } from "@heritage/domain/constants";

/** The one toast system: call toast() from anywhere; <Toaster /> (mounted once in the app) shows them. */
export type ToastTone = "success" | "error" | "info";
export type ToastItem = {
  id: number;
  title: string;
  description?: string;
  tone: ToastTone;
  duration: number;
};
export type ToastInput = { title: string; description?: string; tone?: ToastTone; duration?: number };

type Listener = (items: readonly ToastItem[]) => void;
let items: readonly ToastItem[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function emit() {
  for (const listener of listeners) listener(items);
}

export function toast(input: ToastInput): number {
  const id = nextId++;
  const item: ToastItem = { tone: "info", duration: TIMINGS_MS.toast, ...input, id };
  // Keep the last three: a burst of toasts must not cover the page.
  items = [...items, item].slice(-3);
  emit();
  return id;
}

export function dismissToast(id: number): void {
  items = items.filter((item) => item.id !== id);
  emit();
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  listener(items);
  return () => listeners.delete(listener);
}
