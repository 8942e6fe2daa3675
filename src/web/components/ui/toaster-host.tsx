import { useToaster } from "~/lib/notify";

/** Mounts the toaster with the first toast (see lib/notify.ts). */
export function ToasterHost() {
  const Toaster = useToaster();
  return Toaster ? <Toaster /> : null;
}
