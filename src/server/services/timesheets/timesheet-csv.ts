import { BUSINESS_TIME_ZONE } from "../../../shared/business-time";
import { formatHours, type Timesheet } from "../../../shared/schemas/timesheets";
import { csvRow } from "../../http/csv";

// The period's timesheet for payroll (decision 069): UTF-8 with a byte-order mark, RFC 4180 rows by
// the project's writer (formula-leading cells neutralised), one row per entry and a total row per
// cleaner. An open entry is listed without an end or hours: it counts once corrected. The tips for
// the crew paid in the period (decision 075) are in the Tips column of each cleaner's total row (a
// cleaner with tips and no hours gets a total row of their own), and a tip of an invoice without
// visits on an "Unattributed tip" row.

const BOM = "\uFEFF";
export const TIMESHEET_CSV_COLUMNS = ["Cleaner", "Date", "Client", "Visit ID", "Start", "End", "Hours", "Corrected", "Reason", "Tips"] as const;
export const ERASED_CLIENT = "Erased client";

const stamp = new Intl.DateTimeFormat("sv-SE", { timeZone: BUSINESS_TIME_ZONE, dateStyle: "short", timeStyle: "short" });
const at = (iso: string | null) => (iso ? stamp.format(new Date(iso)) : "");

const dollars = (cents: number) => `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;

export function timesheetCsv(sheet: Timesheet): string {
  const lines: string[] = [csvRow(TIMESHEET_CSV_COLUMNS)];
  const tips = new Map(sheet.tips.cleaners.map((t) => [t.userId, t]));
  const tipOf = (userId: string | null) => {
    const tip = userId ? tips.get(userId) : undefined;
    if (userId) tips.delete(userId);
    return tip ? dollars(tip.tipCents) : "";
  };
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
          "",
        ]),
      );
    lines.push(csvRow([cleaner.name, "Total", "", "", "", "", formatHours(cleaner.totalCentihours), "", "", tipOf(cleaner.userId)]));
  }
  // Tips of crew members with no hours in the period (the visit was in an earlier one).
  for (const tip of tips.values()) lines.push(csvRow([tip.name, "Total", "", "", "", "", formatHours(0), "", "", dollars(tip.tipCents)]));
  for (const tip of sheet.tips.unattributed)
    lines.push(csvRow(["Unattributed tip", "", "", "", "", "", "", "", `Invoice ${tip.invoiceNumber} bills no visit`, dollars(tip.tipCents)]));
  return BOM + lines.join("");
}

export const timesheetCsvName = (sheet: Timesheet) => `timesheets-${sheet.period.start}-to-${sheet.period.end}.csv`;
