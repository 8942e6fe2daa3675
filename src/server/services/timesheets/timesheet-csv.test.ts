import { describe, expect, test } from "vitest";
import type { Timesheet, TimesheetEntry } from "../../../shared/schemas/timesheets";
import { timesheetCsv, timesheetCsvName } from "./timesheet-csv";

const entry = (over: Partial<TimesheetEntry>): TimesheetEntry => ({
  visitId: "11111111-1111-4111-8111-111111111111",
  cleanerUserId: "u1",
  date: "2026-11-24",
  clientName: "Jane Doe",
  service: "Home cleaning",
  windowStart: "09:00",
  windowEnd: "11:00",
  checkedInAt: "2026-11-24T14:00:00.000Z",
  checkedOutAt: "2026-11-24T16:30:00.000Z",
  start: "2026-11-24T14:00:00.000Z",
  end: "2026-11-24T16:30:00.000Z",
  centihours: 250,
  flags: [],
  correction: null,
  ...over,
});

const sheet: Timesheet = {
  settings: { kind: "weekly", startsOn: "2026-01-04" },
  period: { start: "2026-11-22", end: "2026-11-28" },
  previous: { start: "2026-11-15", end: "2026-11-21" },
  next: { start: "2026-11-29", end: "2026-12-05" },
  days: [],
  canCorrect: true,
  visits: [],
  tips: {
    cleaners: [
      { userId: "u1", name: "=Mia", tipCents: 1805 },
      { userId: "u2", name: "Leo", tipCents: 7 },
    ],
    unattributed: [{ invoiceId: "i1", invoiceNumber: "F-2026-0003", tipCents: 500 }],
  },
  cleaners: [
    {
      userId: "u1",
      name: "=Mia",
      totalCentihours: 325,
      days: {},
      entries: [
        entry({}),
        entry({
          clientName: 'Doe, "Jr"',
          end: "2026-11-24T21:45:00.000Z",
          start: "2026-11-24T21:00:00.000Z",
          centihours: 75,
          correction: { kind: "correction", reason: "-left early, said so", byName: "boss", at: "" },
        }),
        entry({ visitId: null, clientName: null, end: null, centihours: null, flags: ["open"] }),
      ],
    },
  ],
};

describe("the payroll CSV", () => {
  test("a row per entry (Ottawa times, hours with two decimals), a total per cleaner with their tips, quoting and formula guards", () => {
    expect(timesheetCsv(sheet)).toBe(
      "\uFEFFCleaner,Date,Client,Visit ID,Start,End,Hours,Corrected,Reason,Tips\r\n" +
        "'=Mia,2026-11-24,Jane Doe,11111111-1111-4111-8111-111111111111,2026-11-24 09:00,2026-11-24 11:30,2.50,no,,\r\n" +
        `'=Mia,2026-11-24,"Doe, ""Jr""",11111111-1111-4111-8111-111111111111,2026-11-24 16:00,2026-11-24 16:45,0.75,yes,"'-left early, said so",\r\n` +
        "'=Mia,2026-11-24,Erased client,,2026-11-24 09:00,,,no,Open: no check-out,\r\n" +
        "'=Mia,Total,,,,,3.25,,,18.05\r\n" +
        // A crew member with a tip and no hours this period; a tip of an invoice without visits.
        "Leo,Total,,,,,0.00,,,0.07\r\n" +
        "Unattributed tip,,,,,,,,Invoice F-2026-0003 bills no visit,5.00\r\n",
    );
  });

  test("the file is named after the period", () => {
    expect(timesheetCsvName(sheet)).toBe("timesheets-2026-11-22-to-2026-11-28.csv");
  });
});
