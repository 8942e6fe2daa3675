import { BUSINESS_TIME_ZONE } from "../../../shared/business-time";
import { formatHours, type Timesheet } from "../../../shared/schemas/timesheets";
import { csvRow } from "../../http/csv";

// The period's timesheet for payroll (decision 069): UTF-8 with a byte-order mark, RFC 4180 rows by
// the project's writer (formula-leading cells neutralised), one row per entry and a total row per
// cleaner. An open entry is listed without an end or hours: it counts once corrected.

const BOM = "\uFEFF";
export const TIMESHEET_CSV_COLUMNS = ["Cleaner", "Date", "Client", "Visit ID", "Start", "End", "Hours", "Corrected", "Reason"] as const;
export const ERASED_CLIENT = "Erased client";

const stamp = new Intl.DateTimeFormat("sv-SE", { timeZone: BUSINESS_TIME_ZONE, dateStyle: "short", timeStyle: "short" });
const at = (iso: string | null) => (iso ? stamp.format(new Date(iso)) : "");

export function timesheetCsv(sheet: Timesheet): string {
  const lines: string[] = [csvRow(TIMESHEET_CSV_COLUMNS)];
  for (const cleaner of sheet.cleaners) {
    for (const e of cleaner.entries)
      lines.push(
        csvRow([
          cleaner.name,
          e.date,
          e.clientName ?? ERASED_CLIENT,
          e.visitId ?? "",
          at(e.start),
          at(e.end),
          e.centihours === null ? "" : formatHours(e.centihours),
          e.correction ? "yes" : "no",
          e.correction?.reason ?? (e.end ? "" : "Open: no check-out"),
        ]),
      );
    lines.push(csvRow([cleaner.name, "Total", "", "", "", "", formatHours(cleaner.totalCentihours), "", ""]));
  }
  return BOM + lines.join("");
}

export const timesheetCsvName = (sheet: Timesheet) => `timesheets-${sheet.period.start}-to-${sheet.period.end}.csv`;
