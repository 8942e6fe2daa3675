import { statusColour } from "@shared/options/leads";
import { StatusPill, TONES } from "./status-pill";

// Spec 001 §4: New blue, Contacted yellow, In Progress orange, Converted green, Lost red; a status
// added to the lookup later is slate.

/** A lead's status as a coloured pill with its name. */
export function LeadStatusBadge({ status }: { status: string }) {
  const colour = statusColour(status);
  return (
    <StatusPill data-status-badge data-colour={colour} tone={TONES[colour]}>
      {status}
    </StatusPill>
  );
}
