import { Toaster as Sonner } from "sonner";

export { toast } from "sonner";

/** Toasts at the bottom right, with a close button (spec: sonner's region, Alt+T to reach it). */
export default function Toaster() {
  return <Sonner position="bottom-right" closeButton toastOptions={{ classNames: { toast: "font-sans" } }} />;
}
