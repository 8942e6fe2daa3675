import { Loader2, type LucideIcon } from "lucide-react";

/** A button's icon: a spinner while its action runs (and nothing else when it has no icon). */
export function BusyIcon({ busy, icon: Icon, className = "h-4 w-4" }: { busy: boolean; icon?: LucideIcon; className?: string }) {
  if (busy) return <Loader2 aria-hidden="true" className={`${className} animate-spin`} />;
  return Icon ? <Icon aria-hidden="true" className={className} /> : null;
}
