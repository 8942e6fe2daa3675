import { useToaster } from "~/lib/notify";

/** Mounts the toaster with the first toast (see lib/notify.ts). */
export function ToasterHost() {
  const Toaster = useToaster();
  // eslint-disable-next-line react-hooks/static-components -- one component from a loaded module, the same on every render
  return Toaster ? <Toaster /> : null;
}
