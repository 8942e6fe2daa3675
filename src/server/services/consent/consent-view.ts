import type { ConsentStateView } from "../../../shared/schemas/consents";
import type { ConsentState } from "./consent-rules";

/** A consent state as the screens read it: its dates as ISO timestamps. */
export function consentStateView(state: ConsentState): ConsentStateView {
  switch (state.kind) {
    case "express":
    case "withdrawn":
      return { kind: state.kind, since: state.since.toISOString() };
    case "implied":
      return { kind: "implied", basis: state.basis, since: state.since.toISOString(), until: state.until.toISOString() };
    case "none":
      return { kind: "none", lapsedOn: state.lapsedOn?.toISOString() ?? null };
  }
}
