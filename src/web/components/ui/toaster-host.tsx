import { lazy, Suspense } from "react";
import { useToasterWanted } from "~/lib/notify";

const Toaster = lazy(() => import("./toaster"));

/** Mounts the toaster with the first toast (see lib/notify.ts). */
export function ToasterHost() {
  return useToasterWanted() ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
