import type { HTMLAttributes } from "react";
import { cn } from "~/lib/cn";

/** A pill's fill, text and ring, and its dot's colour. */
export type Tone = { badge: string; dot: string };

// Each pair keeps AA contrast (the -800/-900 text on the -50 fill).
export const TONES = {
  blue: { badge: "bg-blue-50 text-blue-800 ring-blue-200", dot: "bg-blue-600" },
  yellow: { badge: "bg-yellow-50 text-yellow-800 ring-yellow-300", dot: "bg-yellow-500" },
  orange: { badge: "bg-orange-50 text-orange-800 ring-orange-200", dot: "bg-orange-500" },
  amber: { badge: "bg-amber-50 text-amber-900 ring-amber-300", dot: "bg-amber-500" },
  green: { badge: "bg-green-50 text-green-800 ring-green-200", dot: "bg-green-600" },
  red: { badge: "bg-red-50 text-red-800 ring-red-200", dot: "bg-red-600" },
  slate: { badge: "bg-slate-100 text-slate-700 ring-slate-200", dot: "bg-slate-500" },
} satisfies Record<string, Tone>;

/** A status as a coloured pill with a dot and its name; the caller's data attributes say which. */
export function StatusPill({ tone, children, ...data }: { tone: Tone } & HTMLAttributes<HTMLSpanElement>) {
  return (
    <span
      {...data}
      className={cn("inline-flex items-center gap-1.5 whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset", tone.badge)}
    >
      <span aria-hidden="true" className={cn("h-1.5 w-1.5 rounded-full", tone.dot)} />
      {children}
    </span>
  );
}
