import { statusColour, type StatusColour } from "@shared/options/leads";
import { cn } from "~/lib/cn";

// Spec 001 §4: New blue, Contacted yellow, In Progress orange, Converted green, Lost red; a status
// added to the lookup later is slate. Every pair keeps AA contrast (the -800 text on the -50 fill).
const TONES: Record<StatusColour, { badge: string; dot: string }> = {
  blue: { badge: "bg-blue-50 text-blue-800 ring-blue-200", dot: "bg-blue-600" },
  yellow: { badge: "bg-yellow-50 text-yellow-800 ring-yellow-300", dot: "bg-yellow-500" },
  orange: { badge: "bg-orange-50 text-orange-800 ring-orange-200", dot: "bg-orange-500" },
  green: { badge: "bg-green-50 text-green-800 ring-green-200", dot: "bg-green-600" },
  red: { badge: "bg-red-50 text-red-800 ring-red-200", dot: "bg-red-600" },
  slate: { badge: "bg-slate-100 text-slate-700 ring-slate-200", dot: "bg-slate-500" },
};

/** A lead's status as a coloured pill with its name. */
export function LeadStatusBadge({ status }: { status: string }) {
  const colour = statusColour(status);
  const tone = TONES[colour];
  return (
    <span
      data-status-badge
      data-colour={colour}
      className={cn("inline-flex items-center gap-1.5 whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset", tone.badge)}
    >
      <span aria-hidden="true" className={cn("h-1.5 w-1.5 rounded-full", tone.dot)} />
      {status}
    </span>
  );
}
