import { createRoot, type Root } from "react-dom/client";
import { Toaster as Sonner } from "sonner";

export { toast } from "sonner";

/** Toasts at the bottom right, with a close button (spec: sonner's region, Alt+T to reach it). */
function Toaster() {
  return <Sonner position="bottom-right" closeButton toastOptions={{ classNames: { toast: "font-sans" } }} />;
}

let host: HTMLElement | undefined;
let root: Root | undefined;

/**
 * Mounts the toaster, once, as a React root of its own at the end of the body (see lib/notify.ts):
 * the pages' code carries nothing for it until a toast is asked for. Mounted again should the body
 * have been rebuilt without it.
 */
export function mountToaster() {
  if (host?.isConnected) return;
  root?.unmount();
  host = document.body.appendChild(document.createElement("div"));
  root = createRoot(host);
  root.render(<Toaster />);
}
