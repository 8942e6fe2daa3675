// @vitest-environment happy-dom
import { expect, test, vi } from "vitest";
import type { Timesheet, TimesheetEntry } from "@shared/schemas/timesheets";
import { stubFetch } from "~/test/fetch-stub";
import { choose, click, errorOf, typeInto } from "~/test/form-controls";
import { renderRoutes, text } from "~/test/render";

// The owner's "Add entry" on the timesheets page (decision 069) against a stand-in server: the
// crew members of the period's visits who have no entry, the form that adds one, the server's
// refusal shown on the field it names, and the control kept from office staff.
vi.hoisted(() => {
  (globalThis as Record<string, unknown>).__SITE__ = { companyName: "Test Cleaning", supportPhone: "613-555-0199" };
});
const notify = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("~/lib/notify", () => ({ notify }));
const { adminRoute, named, resetBetweenTests, until } = await import("../page-tests");
await import("./timesheets-page");

const V1 = "6a1c9a7e-5b2d-4c8e-9a1b-0000000000d1";
const V2 = "6a1c9a7e-5b2d-4c8e-9a1b-0000000000d2";
const sheet = (canCorrect: boolean): Timesheet => ({
  settings: { kind: "weekly", startsOn: "2026-01-04" },
  period: { start: "2026-11-22", end: "2026-11-28" },
  previous: { start: "2026-11-15", end: "2026-11-21" },
  next: { start: "2026-11-29", end: "2026-12-05" },
  days: ["2026-11-22", "2026-11-23", "2026-11-24", "2026-11-25", "2026-11-26", "2026-11-27", "2026-11-28"],
  canCorrect,
  cleaners: [],
  tips: { cleaners: [], unattributed: [] },
  visits: [
    {
      id: V1,
      date: "2026-11-24",
      clientName: "Jane Doe",
      service: "Home cleaning",
      windowStart: "09:00",
      windowEnd: "11:00",
      crew: [
        { userId: "u-ana", name: "ana", hasEntry: false },
        { userId: "u-mia", name: "Mia", hasEntry: true },
      ],
    },
    {
      id: V2,
      date: "2026-11-26",
      clientName: "Paul Roy",
      service: "Deep cleaning",
      windowStart: "13:00",
      windowEnd: "15:00",
      crew: [{ userId: "u-leo", name: "leo", hasEntry: false }],
    },
  ],
});

resetBetweenTests();

const controlOf = (label: string) => {
  const l = [...document.querySelectorAll("label")].find((x) => text(x) === label);
  return document.getElementById(l!.htmlFor);
};

test("the owner adds an entry from the period's button: the visit and cleaner chosen, the server's refusal on the End field, then the toast", async () => {
  let refuse = true;
  const { calls } = stubFetch((url, init) => {
    if (url.pathname === "/api/admin/timesheets" && init?.method === "GET") return { body: sheet(true) };
    if (url.pathname === "/api/admin/timesheets/corrections") {
      if (refuse)
        return {
          status: 400,
          body: { error: { code: "validation", message: "End: must be after the start", fields: { end: "End: must be after the start" } } },
        };
      return { status: 201, body: { entry: {} as TimesheetEntry } };
    }
  });
  await renderRoutes([adminRoute], "/admin/timesheets");
  await until(() => document.querySelectorAll("[data-missing]").length > 0);
  // Only those with no entry: Mia has one.
  expect([...document.querySelectorAll("[data-missing]")].map((r) => r.getAttribute("data-missing"))).toEqual(["ana", "leo"]);

  await click(named("button", "Add entry") ?? null);
  expect([...(controlOf("Visit") as HTMLSelectElement).options].map(text)).toEqual([
    "2026-11-24 09:00–11:00 · Jane Doe · Home cleaning",
    "2026-11-26 13:00–15:00 · Paul Roy · Deep cleaning",
  ]);
  await choose(controlOf("Visit"), V2);
  // The cleaner follows the visit's crew; the times start from its window.
  expect([...(controlOf("Cleaner") as HTMLSelectElement).options].map(text)).toEqual(["leo"]);
  expect((controlOf("Start") as HTMLInputElement).value).toBe("2026-11-26T13:00");
  expect((controlOf("End") as HTMLInputElement).value).toBe("2026-11-26T15:00");
  await typeInto(controlOf("End"), "2026-11-26T12:00");
  await typeInto(controlOf("Reason"), "Paper sheet");
  await click(named("button", "Add the entry") ?? null);
  await until(() => errorOf(controlOf("End")) !== null);
  expect(errorOf(controlOf("End"))).toBe("End: must be after the start");
  expect(controlOf("End")!.getAttribute("aria-invalid")).toBe("true");

  refuse = false;
  await typeInto(controlOf("End"), "2026-11-26T15:30");
  await click(named("button", "Add the entry") ?? null);
  await until(() => notify.success.mock.calls.length > 0);
  expect(notify.success).toHaveBeenCalledWith("The entry is added.");
  expect(calls.filter((c) => c.method === "POST").at(-1)!.body).toEqual({
    visitId: V2,
    cleanerUserId: "u-leo",
    start: "2026-11-26T13:00",
    end: "2026-11-26T15:30",
    reason: "Paper sheet",
  });
});

test("a row's Add entry starts from its visit and cleaner", async () => {
  stubFetch((url) => (url.pathname === "/api/admin/timesheets" ? { body: sheet(true) } : undefined));
  await renderRoutes([adminRoute], "/admin/timesheets");
  await until(() => document.querySelectorAll("[data-missing]").length > 0);
  await click(named("button", "Add entry for leo: Paul Roy, 2026-11-26") ?? null);
  expect((controlOf("Visit") as HTMLSelectElement).value).toBe(V2);
  expect((controlOf("Cleaner") as HTMLSelectElement).value).toBe("u-leo");
});

test("office staff see who has no entry, but no control to add one", async () => {
  stubFetch((url) => (url.pathname === "/api/admin/timesheets" ? { body: sheet(false) } : undefined));
  await renderRoutes([adminRoute], "/admin/timesheets?date=2026-11-24");
  await until(() => document.querySelectorAll("[data-missing]").length > 0);
  expect(document.body.textContent).toContain("Crew without an entry");
  expect([...document.querySelectorAll("button")].map(text).filter((t) => t.startsWith("Add"))).toEqual([]);
});
