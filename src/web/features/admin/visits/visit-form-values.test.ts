import { describe, expect, test } from "vitest";
import { checkVisitForm, EMPTY_VISIT, repeatsFromFrequency, WINDOW_TIMES, type VisitFormValues } from "./visit-form-values";
import { dayNames, isDay, mondayOf, weekDays } from "./week-days";

const CLIENT = "8d1c9a7e-5b2d-4c8e-9a1b-0000000000c1";
const ADDRESS = "8d1c9a7e-5b2d-4c8e-9a1b-0000000000a1";
const missing = { clientId: "Choose a client", addressId: "Choose a service address" };
const filled: VisitFormValues = { ...EMPTY_VISIT, clientId: CLIENT, addressId: ADDRESS, date: "2099-03-02", service: "Weekly cleaning", crew: ["u-owner"] };

describe("the schedule form's values", () => {
  test("window times: 06:00 to 22:00 on the quarter hour", () => {
    expect(WINDOW_TIMES).toHaveLength(65);
    expect([WINDOW_TIMES[0], WINDOW_TIMES[1], WINDOW_TIMES.at(-1)]).toEqual(["06:00", "06:15", "22:00"]);
  });

  test("does not repeat: a visit's body", () => {
    const checked = checkVisitForm("create", filled, missing);
    expect(checked).toEqual({
      ok: true,
      kind: "visit",
      body: {
        clientId: CLIENT,
        addressId: ADDRESS,
        quoteId: null,
        date: "2099-03-02",
        windowStart: "08:00",
        windowEnd: "10:00",
        service: "Weekly cleaning",
        crew: ["u-owner"],
        crewNotes: null,
        allowClosedDay: false,
        confirmCrewConflicts: false,
      },
    });
  });

  test("repeats: a schedule's body, the date as its start; a custom one needs every how many days", () => {
    const weekly = checkVisitForm("create", { ...filled, repeats: "weekly", intervalDays: "9", endDate: "" }, missing);
    expect(weekly.ok && weekly.kind === "schedule" && weekly.body).toMatchObject({
      frequency: "weekly",
      intervalDays: null,
      startDate: "2099-03-02",
      endDate: null,
    });
    const custom = checkVisitForm("create", { ...filled, repeats: "custom", intervalDays: "" }, missing);
    expect(custom).toEqual({ ok: false, errors: { intervalDays: "A custom schedule needs every how many days" } });
    const typo = checkVisitForm("create", { ...filled, repeats: "custom", intervalDays: "ten" }, missing);
    expect(!typo.ok && typo.errors.intervalDays).toBe("Every how many days must be a whole number");
    const ends = checkVisitForm("create", { ...filled, repeats: "monthly", endDate: "2099-03-01" }, missing);
    expect(!ends.ok && ends.errors.endDate).toBe("The end date must not be before the start date");
  });

  test("billing: per visit unless staff choose monthly, sent with the schedule; a visit that does not repeat sends none", () => {
    expect(EMPTY_VISIT.billing).toBe("per_visit");
    const perVisit = checkVisitForm("create", { ...filled, repeats: "weekly" }, missing);
    expect(perVisit.ok && perVisit.kind === "schedule" && perVisit.body.billing).toBe("per_visit");
    const monthly = checkVisitForm("create", { ...filled, repeats: "bi-weekly", billing: "monthly" }, missing);
    expect(monthly.ok && monthly.kind === "schedule" && monthly.body.billing).toBe("monthly");
    const once = checkVisitForm("create", { ...filled, billing: "monthly" }, missing);
    expect(once.ok && once.kind === "visit" && "billing" in once.body).toBe(false);
  });

  test("each field's message, in the form's words for a missing client or address", () => {
    const checked = checkVisitForm("create", { ...EMPTY_VISIT, windowStart: "10:00", windowEnd: "09:00" }, missing);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors.clientId).toBe("Choose a client");
    expect(checked.errors.addressId).toBe("Choose a service address");
    expect(checked.errors.windowEnd).toBe("The window must end after it starts");
    expect(checked.errors.service).toBeTruthy();
    expect(checked.errors.date).toBeTruthy();
  });

  test("edit: a move's body (day, window, service, staff, notes)", () => {
    expect(checkVisitForm("edit", { ...filled, clientId: "" }, missing)).toMatchObject({ ok: true, kind: "update", body: { date: "2099-03-02" } });
  });

  test("a quote's assessment frequency as Repeats", () => {
    expect(repeatsFromFrequency({ value: "weekly", custom: null })).toEqual({ repeats: "weekly", intervalDays: "" });
    expect(repeatsFromFrequency({ value: "bi-weekly", custom: null })).toEqual({ repeats: "bi-weekly", intervalDays: "" });
    expect(repeatsFromFrequency({ value: "custom", custom: "Every 10 days, mornings" })).toEqual({ repeats: "custom", intervalDays: "10" });
    expect(repeatsFromFrequency({ value: "custom", custom: "Twice a month" })).toEqual({ repeats: "custom", intervalDays: "" });
    expect(repeatsFromFrequency({ value: "one-time", custom: null })).toEqual({ repeats: "none", intervalDays: "" });
  });
});

describe("the week view's days", () => {
  test("Monday to Sunday around any day", () => {
    expect(mondayOf("2026-11-24")).toBe("2026-11-23");
    expect(mondayOf("2026-11-23")).toBe("2026-11-23");
    expect(mondayOf("2026-11-29")).toBe("2026-11-23");
    expect(weekDays("2026-12-28")).toEqual(["2026-12-28", "2026-12-29", "2026-12-30", "2026-12-31", "2027-01-01", "2027-01-02", "2027-01-03"]);
    expect(dayNames("2026-11-23")).toEqual({ long: "Monday", short: "Mon", date: "Nov 23" });
  });

  test("only real dates pick a week", () => {
    expect(isDay("2026-02-28")).toBe(true);
    expect(isDay("2026-02-30")).toBe(false);
    expect(isDay("2026-13-01")).toBe(false);
    expect(isDay("next")).toBe(false);
    expect(isDay(null)).toBe(false);
  });
});
