import type { LucideIcon } from "lucide-react";

/** The tinted square that holds a card's icon. */
export function IconTile({ icon: Icon }: { icon: LucideIcon }) {
  return (
    <span className="inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-inset ring-brand-100">
      <Icon aria-hidden="true" className="h-6 w-6" />
    </span>
  );
}
