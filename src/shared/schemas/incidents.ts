import { z } from "zod";
import { businessDay } from "../business-time";
import { RETENTION_FIXED } from "./retention";
import { calendarDate, optionalText, requiredText } from "./text-fields";

// The register of confidentiality incidents (Quebec's Law 25 and its regulation on incidents;
// PIPEDA's record of breaches; decision 055). Admin-only: English words, each message naming its
// field by the label the form shows.

export const INCIDENT_LIMITS = {
  description: 5000,
  information: 2000,
  assessment: 2000,
  measures: 5000,
  notes: 2000,
  people: 10_000_000,
  clients: 200,
} as const;

/** Each field's label, on the form, in the detail view, in the CSV's header and in its messages. */
export const INCIDENT_LABELS = {
  occurredOn: "Date it happened",
  discoveredOn: "Date discovered",
  description: "What happened",
  information: "Personal information involved",
  peopleAffected: "People affected",
  clientIds: "Clients affected",
  sensitivity: "Sensitivity of the information",
  likelyMisuse: "Likely misuse",
  consequences: "Likely consequences",
  seriousRisk: "Risk of serious injury",
  measures: "Measures taken",
  caiNotifiedOn: "CAI notified on",
  opcNotifiedOn: "Privacy Commissioner notified on",
  peopleNotifiedOn: "People notified on",
  notificationNotes: "Notes on the notices",
  closedOn: "Closed on",
} as const;
type Field = keyof typeof INCIDENT_LABELS;
const L = INCIDENT_LABELS;

/** A day that has come, on the company's clock (the register records what happened). */
const pastDay = (field: Field) => calendarDate(L[field]).refine((d) => d <= businessDay(), `${L[field]} cannot be in the future.`);
const optionalDay = (field: Field) =>
  pastDay(field)
    .nullish()
    .transform((v) => v ?? null);

const clientId = z.uuid("Each client affected must be a client of the Clients Hub.");

/** POST /api/admin/incidents and PUT /api/admin/incidents/{id}: the whole entry. */
export const incidentFormSchema = z
  .object({
    occurredOn: pastDay("occurredOn"),
    discoveredOn: pastDay("discoveredOn"),
    description: requiredText(L.description, INCIDENT_LIMITS.description),
    information: requiredText(L.information, INCIDENT_LIMITS.information),
    peopleAffected: z
      .number(`${L.peopleAffected} must be a whole number (leave it empty while unknown).`)
      .int(`${L.peopleAffected} must be a whole number (leave it empty while unknown).`)
      .min(1, `${L.peopleAffected} must be at least 1 (leave it empty while unknown).`)
      .max(INCIDENT_LIMITS.people, `${L.peopleAffected} must be at most ${INCIDENT_LIMITS.people.toLocaleString("en-CA")}.`)
      .nullish()
      .transform((v) => v ?? null),
    clientIds: z
      .array(clientId, `${L.clientIds} must be a list of clients.`)
      .max(INCIDENT_LIMITS.clients, `${L.clientIds}: at most ${INCIDENT_LIMITS.clients} clients.`)
      .nullish()
      .transform((ids) => [...new Set((ids ?? []).map((id) => id.toLowerCase()))]),
    sensitivity: optionalText(L.sensitivity, INCIDENT_LIMITS.assessment),
    likelyMisuse: optionalText(L.likelyMisuse, INCIDENT_LIMITS.assessment),
    consequences: optionalText(L.consequences, INCIDENT_LIMITS.assessment),
    seriousRisk: z
      .boolean(`${L.seriousRisk} must be yes, no, or not assessed yet.`)
      .nullish()
      .transform((v) => v ?? null),
    measures: optionalText(L.measures, INCIDENT_LIMITS.measures),
    caiNotifiedOn: optionalDay("caiNotifiedOn"),
    opcNotifiedOn: optionalDay("opcNotifiedOn"),
    peopleNotifiedOn: optionalDay("peopleNotifiedOn"),
    notificationNotes: optionalText(L.notificationNotes, INCIDENT_LIMITS.notes),
    closedOn: optionalDay("closedOn"),
  })
  .superRefine((v, ctx) => {
    const issue = (path: Field, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
    if (v.discoveredOn < v.occurredOn) issue("discoveredOn", `${L.discoveredOn} cannot be before the date it happened.`);
    for (const field of ["caiNotifiedOn", "opcNotifiedOn", "peopleNotifiedOn", "closedOn"] as const) {
      const day = v[field];
      if (day && day < v.discoveredOn) issue(field, `${L[field]} cannot be before the date discovered.`);
    }
    if (!v.closedOn) return;
    if (v.seriousRisk === null) issue("closedOn", "Record the conclusion of the risk assessment before closing the incident.");
    else if (v.seriousRisk && (!(v.caiNotifiedOn || v.opcNotifiedOn) || !v.peopleNotifiedOn))
      issue(
        "closedOn",
        "An incident with a risk of serious injury is closed only once the CAI or the Privacy Commissioner, and the people affected, have been notified.",
      );
  });
export type IncidentFormInput = z.input<typeof incidentFormSchema>;
export type IncidentForm = z.output<typeof incidentFormSchema>;
/** The form's fields in the order it shows them: the first invalid one is the one the toast names. */
export const INCIDENT_FIELDS = Object.keys(INCIDENT_LABELS) as Field[];

/** The reference staff read: INC-00042. */
export const formatIncidentRef = (n: number) => `INC-${String(n).padStart(5, "0")}`;

/** The last day a closed incident is kept (five years after it was closed); null while open. */
export function incidentKeptUntil(closedOn: string | null): string | null {
  if (!closedOn) return null;
  const [y, m, d] = closedOn.split("-").map(Number) as [number, number, number];
  // 29 February closes five years later on 28 February.
  const last = new Date(Date.UTC(y + RETENTION_FIXED.incidentYearsAfterClosing, m - 1, 1));
  const days = new Date(Date.UTC(last.getUTCFullYear(), m, 0)).getUTCDate();
  last.setUTCDate(Math.min(d, days));
  return last.toISOString().slice(0, 10);
}

export type IncidentClient = { id: string; fullName: string };

/** A row of the register's list. */
export type IncidentSummary = {
  id: string;
  reference: string;
  occurredOn: string;
  discoveredOn: string;
  description: string;
  peopleAffected: number | null;
  seriousRisk: boolean | null;
  caiNotifiedOn: string | null;
  opcNotifiedOn: string | null;
  peopleNotifiedOn: string | null;
  closedOn: string | null;
  /** Closed incidents: the last day they are kept. */
  keptUntil: string | null;
  updatedAt: string;
};

/** One change of an entry, from the audit log. */
export type IncidentHistoryEntry = { at: string; actorEmail: string | null; action: "incident.create" | "incident.update"; fields: Field[] };

export type IncidentDetail = IncidentSummary &
  Pick<IncidentForm, "information" | "sensitivity" | "likelyMisuse" | "consequences" | "measures" | "notificationNotes"> & {
    clients: IncidentClient[];
    createdAt: string;
    history: IncidentHistoryEntry[];
  };

/** GET /api/admin/incidents: every entry, newest discovery first (a register is short). */
export type IncidentList = { incidents: IncidentSummary[] };
/** POST (201) and PUT /api/admin/incidents. */
export type IncidentSaved = { incident: IncidentDetail };

/** The CSV export's columns, in this fixed order. */
export const INCIDENT_EXPORT_COLUMNS = [
  "Reference",
  L.occurredOn,
  L.discoveredOn,
  L.description,
  L.information,
  L.peopleAffected,
  L.clientIds,
  L.sensitivity,
  L.likelyMisuse,
  L.consequences,
  L.seriousRisk,
  L.measures,
  L.caiNotifiedOn,
  L.opcNotifiedOn,
  L.peopleNotifiedOn,
  L.notificationNotes,
  L.closedOn,
  "Kept until",
  "Recorded at",
  "Last updated",
] as const;
