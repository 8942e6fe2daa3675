// The toaster (sonner) loads with the first toast: no page pays for it before it has something to
// say. Its module mounts it in a React root of its own; sonner shows toasts created before its
// toaster subscribed. A form loads that code as it opens (`preloadToaster`), so that its failure
// notice can show when the connection is gone.
type ToasterModule = typeof import("~/components/ui/toaster");
let loading: Promise<ToasterModule> | undefined;

/** The toaster's code; a load that failed (offline) is tried again at the next call. */
function loadToaster(): Promise<ToasterModule> {
  return (loading ??= import("~/components/ui/toaster").catch((error: unknown) => {
    loading = undefined;
    throw error;
  }));
}

/** Loads the toaster's code now (for a form as it opens); a failure waits for the next toast. */
export const preloadToaster = () => void loadToaster().catch(() => undefined);

function show(toast: (module: ToasterModule) => void) {
  loadToaster().then(
    (module) => {
      module.mountToaster();
      toast(module);
    },
    (error: unknown) => console.error("The notice could not be shown", error),
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
