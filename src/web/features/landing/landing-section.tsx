import type { ReactNode } from "react";
import type { SectionId } from "@shared/paths";
import { clsx } from "clsx";

/**
 * An anchored landing section labelled by its heading. `scroll-mt-16` keeps the heading clear
 * of the 64 px fixed bar when the section is scrolled into view.
 */
export function LandingSection({ id, className, children }: { id: SectionId; className?: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={clsx("scroll-mt-16 py-16 sm:py-24", className)}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6">{children}</div>
    </section>
  );
}
