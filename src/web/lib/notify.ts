import { useSyncExternalStore } from "react";

// The toaster (sonner) loads with the first toast: no page pays for it before it has something to
// say. `ToasterHost` in the root mounts the toaster once a toast has been asked for and its code
// is here; sonner shows toasts created before its toaster subscribed. A form loads that code as it
// opens (`preloadToaster`), so that its failure notice can show when the connection is gone.
type ToasterModule = typeof import("~/components/ui/toaster");
let wanted = false;
let loaded: ToasterModule | undefined;
let loading: Promise<ToasterModule> | undefined;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/** The toaster's code; a load that failed (offline) is tried again at the next call. */
function loadToaster(): Promise<ToasterModule> {
  return (loading ??= import("~/components/ui/toaster").then(
    (module) => ((loaded = module), changed(), module),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  ));
}

/** Loads the toaster's code now (for a form as it opens); a failure waits for the next toast. */
export const preloadToaster = () => void loadToaster().catch(() => undefined);

function show(toast: (module: ToasterModule) => void) {
  if (!wanted) {
    wanted = true;
    changed();
  }
  loadToaster().then(toast, (error: unknown) => console.error("The notice could not be shown", error));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The toaster to mount: once a toast has been asked for and the toaster's code has loaded. */
export function useToaster(): ToasterModule["default"] | undefined {
  return useSyncExternalStore(
    subscribe,
    () => (wanted ? loaded?.default : undefined),
    () => undefined,
  );
}

/** A button in a toast (such as "Open client" after a conversion). */
export type ToastAction = { label: string; onClick: () => void };

/** The one toast helper. Errors use the destructive style. */
export const notify = {
  success(title: string, description?: string, action?: ToastAction) {
    show(({ toast }) => toast.success(title, { description, ...(action ? { action } : {}) }));
  },
  error(title: string, description?: string) {
    show(({ toast }) => toast.error(title, { description, className: "toast-destructive" }));
  },
};
