import { useSyncExternalStore } from "react";

// The toaster (sonner) loads with the first toast: no page pays for it before it has something to
// say. `ToasterHost` in the root mounts the toaster once a toast has been asked for; sonner shows
// toasts created before its toaster subscribed.
let wanted = false;
const listeners = new Set<() => void>();

function show(toast: (sonner: typeof import("sonner")) => void) {
  if (!wanted) {
    wanted = true;
    listeners.forEach((listener) => listener());
  }
  void import("sonner").then(toast);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Whether the toaster should be on the page (true from the first toast on). */
export function useToasterWanted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
}

/** The one toast helper. Errors use the destructive style. */
export const notify = {
  success(title: string, description?: string) {
    show(({ toast }) => toast.success(title, { description }));
  },
  error(title: string, description?: string) {
    show(({ toast }) => toast.error(title, { description, className: "toast-destructive" }));
  },
};
