import { BUSINESS_TIME_ZONE } from "../../../shared/business-time";
import { INCIDENT_EXPORT_COLUMNS, formatIncidentRef, incidentKeptUntil } from "../../../shared/schemas/incidents";
import type { Db } from "../../db/client";
import { csvRow } from "../../http/csv";
import { incidentsForExport } from "./incident-record";

// The register as a CSV file (decision 055): UTF-8 with a byte-order mark (so a spreadsheet reads
// the accents right), RFC 4180 rows by the project's writer (formulas neutralised), the columns in
// INCIDENT_EXPORT_COLUMNS' fixed order. A register is short: written whole, not streamed.

const BOM = "\uFEFF";

/** A timestamp as the company's clock showed it: "2026-11-24 15:05". */
const stamp = new Intl.DateTimeFormat("sv-SE", { timeZone: BUSINESS_TIME_ZONE, dateStyle: "short", timeStyle: "short" });

const yesNo = (v: boolean | null) => (v === null ? "Not assessed yet" : v ? "Yes" : "No");
const notice = (day: string | null) => day ?? "No";

export async function incidentsCsv(db: Db): Promise<string> {
  const rows = await incidentsForExport(db);
  const lines = rows.map((r) =>
    csvRow([
      formatIncidentRef(r.number),
      r.occurredOn,
      r.discoveredOn,
      r.description,
      r.information,
      r.peopleAffected === null ? "Unknown" : String(r.peopleAffected),
      r.clientNames,
      r.sensitivity,
      r.likelyMisuse,
      r.consequences,
      yesNo(r.seriousRisk),
      r.measures,
      notice(r.caiNotifiedOn),
      notice(r.opcNotifiedOn),
      notice(r.peopleNotifiedOn),
      r.notificationNotes,
      r.closedOn ?? "Open",
      incidentKeptUntil(r.closedOn) ?? "",
      stamp.format(r.createdAt),
      stamp.format(r.updatedAt),
    ]),
  );
  return BOM + csvRow(INCIDENT_EXPORT_COLUMNS) + lines.join("");
}
