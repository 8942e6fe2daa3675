import { describe, expect, test } from "vitest";
import {
  SERVICE_VISIT_ACTIONS,
  SERVICE_VISIT_STATUSES,
  serviceVisitCreateSchema,
  serviceVisitListQuerySchema,
  serviceVisitRangeQuerySchema,
  serviceVisitRefusal,
  serviceVisitUpdateSchema,
} from "./service-visits";

const ID = "00000000-0000-4000-8000-000000000000";
const VALID = { clientId: ID, addressId: ID, date: "2026-03-02", windowStart: "08:00", windowEnd: "10:00", service: " Weekly cleaning " };
const fieldsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).toReversed().map((i) => [String(i.path[0]), i.message]));

describe("service visit schemas", () => {
  test("a valid visit: trimmed, no crew by default, blank notes and no quote are null, not booked on a closed day unless asked", () => {
    expect(serviceVisitCreateSchema.parse({ ...VALID, crewNotes: "  " })).toEqual({
      ...VALID,
      service: "Weekly cleaning",
      crew: [],
      crewNotes: null,
      quoteId: null,
      allowClosedDay: false,
      confirmCrewConflicts: false,
    });
  });

  test.each([
    ["windowStart", "05:45", "Window start must be between 06:00 and 22:00"],
    ["windowEnd", "22:15", "Window end must be between 06:00 and 22:00"],
    ["windowStart", "08:10", "Window start must be a time on the quarter hour (hh:mm)"],
    ["windowStart", "8:00", "Window start must be a time on the quarter hour (hh:mm)"],
    ["windowStart", "24:00", "Window start must be a time on the quarter hour (hh:mm)"],
    ["windowEnd", 10, "Window end must be a time"],
    ["date", "2026-02-29", "Date must be a real date"],
    ["date", "02/03/2026", "Date must be a date (yyyy-mm-dd)"],
    ["windowEnd", "9:00", "Window end must be a time on the quarter hour (hh:mm)"],
    ["service", "   ", "Service is required."],
    ["crew", ["a", "a"], "A staff member is assigned twice"],
    ["crew", Array.from({ length: 11 }, (_, i) => `s${i}`), "At most 10 staff members per visit"],
    ["crew", "mia", "Crew must be a list of staff accounts"],
    ["clientId", "nope", "Client must be a client id"],
    ["quoteId", "nope", "Quote must be a quote id"],
  ])("%s = %j is refused with its message", (field, value, message) => {
    expect(fieldsOf(serviceVisitCreateSchema.safeParse({ ...VALID, [field]: value }))).toEqual({ [field]: message });
  });

  test("the window must end after it starts (named on its end); 06:00 to 22:00 is the widest", () => {
    for (const [start, end] of [
      ["10:00", "10:00"],
      ["10:15", "10:00"],
    ]) {
      expect(fieldsOf(serviceVisitUpdateSchema.safeParse({ ...VALID, windowStart: start, windowEnd: end }))).toEqual({
        windowEnd: "The window must end after it starts",
      });
    }
    expect(serviceVisitUpdateSchema.safeParse({ ...VALID, windowStart: "06:00", windowEnd: "22:00" }).success).toBe(true);
  });

  test("the range: both ends included, at most 31 days, not backwards; a bad date is named alone", () => {
    expect(serviceVisitRangeQuerySchema.safeParse({ from: "2026-01-01", to: "2026-01-31" }).success).toBe(true);
    expect(fieldsOf(serviceVisitRangeQuerySchema.safeParse({ from: "2026-01-01", to: "2026-02-01" }))).toEqual({ to: "The range may be at most 31 days" });
    expect(fieldsOf(serviceVisitRangeQuerySchema.safeParse({ from: "2026-01-02", to: "2026-01-01" }))).toEqual({ to: "To must not be before From" });
    expect(fieldsOf(serviceVisitRangeQuerySchema.safeParse({ from: "2026-13-01", to: "2026-01-01" }))).toEqual({ from: "From must be a real date" });
  });

  test("the list query: empty status is none, the page defaults to 1", () => {
    expect(serviceVisitListQuerySchema.parse({ status: "", search: " ", page: "" })).toEqual({ status: undefined, search: undefined, page: 1 });
    expect(serviceVisitListQuerySchema.safeParse({ status: "done" }).success).toBe(false);
  });

  test("transitions: only a scheduled visit changes; completing or marking missed waits for its day", () => {
    for (const status of SERVICE_VISIT_STATUSES) {
      for (const action of SERVICE_VISIT_ACTIONS) {
        const refusal = serviceVisitRefusal(status, action, "2026-03-02", "2026-03-02");
        expect(refusal === null, `${status} ${action}`).toBe(status === "scheduled");
      }
    }
    expect(serviceVisitRefusal("cancelled", "complete", "2026-03-02", "2026-03-02")).toBe("A cancelled visit cannot be completed.");
    expect(serviceVisitRefusal("scheduled", "complete", "2026-03-03", "2026-03-02")).toBe("A visit cannot be completed before its day (2026-03-03).");
    expect(serviceVisitRefusal("scheduled", "cancel", "2026-03-03", "2026-03-02")).toBeNull();
    expect(serviceVisitRefusal("scheduled", "update", "2026-03-01", "2026-03-02")).toBeNull();
  });
});
