import type { IncidentSummary } from "@shared/schemas/incidents";
import { useAdminMessages } from "~/i18n/admin-messages";
import { formatDate } from "~/lib/display-format";
import { StatusPill, TONES } from "../components/status-pill";

// How an entry's conclusion, notices and state read in the list and on its page.

type Words = ReturnType<typeof useAdminMessages>["admin"]["incidents"];

export const dayText = (day: string) => formatDate(day) ?? day;

/** The risk assessment's conclusion as a pill: red for a risk of serious injury, amber while not assessed. */
export function RiskPill({ risk }: { risk: boolean | null }) {
  const m = useAdminMessages().admin.incidents.risk;
  const [tone, words] = risk === null ? [TONES.amber, m.pending] : risk ? [TONES.red, m.yes] : [TONES.green, m.no];
  return (
    <StatusPill tone={tone} data-risk={risk === null ? "pending" : String(risk)}>
      {words}
    </StatusPill>
  );
}

/** Open or closed; `short` (a list's narrow column) leaves the closing day out. */
export function StatePill({ closedOn, short = false }: { closedOn: string | null; short?: boolean }) {
  const m = useAdminMessages().admin.incidents.status;
  return closedOn ? (
    <StatusPill tone={TONES.slate} data-incident-state="closed">
      {short ? m.closedShort : m.closed(dayText(closedOn))}
    </StatusPill>
  ) : (
    <StatusPill tone={TONES.blue} data-incident-state="open">
      {m.open}
    </StatusPill>
  );
}

/** The notices given, in short: "CAI, People" or "None". */
export function noticesText(i: Pick<IncidentSummary, "caiNotifiedOn" | "opcNotifiedOn" | "peopleNotifiedOn">, m: Words): string {
  const given = [i.caiNotifiedOn && m.notices.cai, i.opcNotifiedOn && m.notices.opc, i.peopleNotifiedOn && m.notices.people].filter(Boolean);
  return given.length ? given.join(", ") : m.notices.none;
}
