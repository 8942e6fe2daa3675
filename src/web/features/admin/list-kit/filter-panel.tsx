import { X } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";

/** A list's filters: a heading, Clear Filters while any narrows the list, and the controls. */
export function FilterPanel({
  id,
  heading,
  clearLabel,
  onClear,
  showClear,
  className,
  gridClassName,
  children,
}: {
  id: string;
  heading: string;
  clearLabel: string;
  onClear: () => void;
  showClear: boolean;
  className?: string;
  gridClassName?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-filters-heading`} className={cn("rounded-xl bg-white p-4 shadow-sm ring-1 ring-line sm:p-5", className)}>
      <div className="flex items-center justify-between gap-3">
        <h2 id={`${id}-filters-heading`} className="text-base font-semibold text-ink">
          {heading}
        </h2>
        {showClear ? (
          <Button variant="ghost" size="sm" onClick={onClear}>
            <X aria-hidden="true" className="h-4 w-4" />
            {clearLabel}
          </Button>
        ) : null}
      </div>
      <div className={cn("mt-3 grid gap-3", gridClassName)}>{children}</div>
    </section>
  );
}
