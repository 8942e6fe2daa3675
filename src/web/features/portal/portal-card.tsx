import type { LucideIcon } from "lucide-react";
import { useId, type HTMLAttributes, type ReactNode } from "react";
import { cn } from "~/lib/cn";

/** A card of the portal's pages (dashboard, Privacy): an icon, a heading that names the section, its content. */
export function PortalCard({
  icon: Icon,
  title,
  children,
  className,
  bodyClassName,
  ...rest
}: { icon: LucideIcon; title: string; children: ReactNode; className?: string; bodyClassName?: string } & Omit<
  HTMLAttributes<HTMLElement>,
  "title" | "children"
>) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={cn("rounded-2xl bg-white p-6 shadow-xs ring-1 ring-line", className)} {...rest}>
      <div className="flex items-center gap-3">
        <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-inset ring-brand-100">
          <Icon aria-hidden="true" className="h-5 w-5" />
        </span>
        <h2 id={headingId} className="text-lg font-semibold text-ink">
          {title}
        </h2>
      </div>
      <div className={cn("mt-4", bodyClassName)}>{children}</div>
    </section>
  );
}
