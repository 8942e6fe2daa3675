// @vitest-environment happy-dom
import { expect, test, vi } from "vitest";
import { businessDay } from "@shared/business-time";
import type { ServiceVisitDetail, ServiceVisitStatus } from "@shared/schemas/service-visits";
import { stubFetch } from "~/test/fetch-stub";
import { renderRoutes, text } from "~/test/render";
import { choose, click, typeInto } from "~/test/form-controls";

// The visit pages against a stand-in server: the actions a visit's status and day allow, Create
// invoice on a completed visit (its page opens; a 409 is said in the server's words), and a
// repeating visit sent to the schedules API.
vi.hoisted(() => {
  (globalThis as Record<string, unknown>).__SITE__ = { companyName: "Test Cleaning", supportPhone: "613-555-0199" };
});
const notify = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("~/lib/notify", () => ({ notify }));
const { ADDRESS, CLIENT, adminRoute, actions, clientDetail: client, named, resetBetweenTests, until } = await import("../page-tests");
// Loaded now, the pages the route table loads lazily show within a test's first settle.
await Promise.all([import("./visit-form-pages"), import("./visit-view"), import("./week-view")]);

const VISIT = "9d1c9a7e-5b2d-4c8e-9a1b-0000000000f1";
const INVOICE = "8d1c9a7e-5b2d-4c8e-9a1b-0000000000e1";
const today = businessDay();
const later = (days: number) => new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const detail = (status: ServiceVisitStatus, date = today): ServiceVisitDetail => ({
  visit: {
    id: VISIT,
    clientId: CLIENT,
    clientName: "Jane Doe",
    addressId: ADDRESS,
    address: { street: "12 Elm St", city: "Ottawa", province: "ON", postalCode: "K1A 0B1" },
    quoteId: null,
    scheduleId: null,
    invoiceId: null,
    date,
    windowStart: "08:00",
    windowEnd: "10:00",
    service: "Weekly cleaning",
    staff: ["owner"],
    crew: [{ userId: "u-owner", name: "owner" }],
    legacyStaff: [],
    status,
    crewNotes: null,
    completionNote: null,
    reason: null,
    createdAt: "2026-11-20T15:00:00.000Z",
    updatedAt: "2026-11-20T15:00:00.000Z",
    events: [{ id: "e1", kind: "created", at: "2026-11-20T15:00:00.000Z", actor: { name: "owner" }, details: {} }],
    requests: [],
  },
});

resetBetweenTests();

const routes = [adminRoute, { path: "/admin/invoices/*", element: <p>invoice page</p> }];

test.each([
  ["scheduled", today, ["Move or edit", "Complete", "Mark missed", "Cancel visit"]],
  ["scheduled", later(1), ["Move or edit", "Cancel visit"]],
  ["completed", today, ["Create invoice"]],
  ["cancelled", today, []],
  ["missed", today, []],
] as const)("a %s visit on %s offers what it allows", async (status, date, expected) => {
  stubFetch((url) => (url.pathname === `/api/admin/service-visits/${VISIT}` ? { body: detail(status, date) } : undefined));
  await renderRoutes(routes, `/admin/visits/${VISIT}`);
  await until(() => text(document.querySelector("h1")) === "Weekly cleaning");
  expect(actions()).toEqual(expected);
});

test("a visit of a schedule shows how the schedule is billed", async () => {
  const SCHEDULE = "9d1c9a7e-5b2d-4c8e-9a1b-0000000000d1";
  const visit = detail("scheduled", later(1));
  visit.visit.scheduleId = SCHEDULE;
  stubFetch((url) => {
    if (url.pathname === `/api/admin/service-visits/${VISIT}`) return { body: visit };
    if (url.pathname === `/api/admin/service-schedules/${SCHEDULE}`) return { body: { schedule: { id: SCHEDULE, billing: "monthly" }, upcoming: [] } };
  });
  await renderRoutes(routes, `/admin/visits/${VISIT}`);
  const row = (key: string) => text(document.querySelector(`[data-card=details] [data-field=${key}] dd`));
  await until(() => row("billing") !== "");
  expect(row("schedule")).toBe("Part of a repeating schedule");
  expect(text(document.querySelector("[data-card=details] [data-field=billing] dt"))).toBe("Billing");
  expect(row("billing")).toBe("One invoice a month");
});

test("Create invoice on a completed visit opens the new invoice; a 409 is said in the server's words", async () => {
  let refuse = false;
  const { calls } = stubFetch((url, init) => {
    if (url.pathname === `/api/admin/service-visits/${VISIT}`) return { body: detail("completed") };
    if (url.pathname === `/api/admin/service-visits/${VISIT}/invoice` && init?.method === "POST")
      return refuse
        ? { status: 409, body: { error: { code: "conflict", message: "This visit is already invoiced." } } }
        : { status: 201, body: { invoice: { id: INVOICE } } };
  });
  const page = await renderRoutes(routes, `/admin/visits/${VISIT}`);
  await until(() => actions().length > 0);
  await click(named("[data-actions] button", "Create invoice")!);
  await until(() => page.location() !== `/admin/visits/${VISIT}`);
  expect(calls.some((c) => c.method === "POST" && c.url.pathname.endsWith("/invoice"))).toBe(true);
  expect(notify.success).toHaveBeenCalledWith("Invoice Created", "A draft invoice was made for this visit. Check it, then issue it.");
  expect(page.location()).toBe(`/admin/invoices/${INVOICE}`);

  document.body.innerHTML = "";
  refuse = true;
  const again = await renderRoutes(routes, `/admin/visits/${VISIT}`);
  await until(() => actions().length > 0);
  await click(named("[data-actions] button", "Create invoice")!);
  await until(() => notify.error.mock.calls.length > 0);
  expect(notify.error).toHaveBeenCalledWith("Error", "This visit is already invoiced.");
  expect(again.location()).toBe(`/admin/visits/${VISIT}`);
});

test("a repeating visit is sent to the schedules API, the date as its start; the week of its first day opens", async () => {
  const { calls } = stubFetch((url, init) => {
    if (url.pathname === `/api/admin/clients/${CLIENT}`) return { body: client };
    if (url.pathname === "/api/admin/service-visits/staff")
      return {
        body: {
          staff: [
            { userId: "u-owner", name: "owner", role: "owner" },
            { userId: "u-sam", name: "sam", role: "cleaner" },
          ],
        },
      };
    if (url.pathname === "/api/admin/service-schedules" && init?.method === "POST") return { status: 201, body: { schedule: {}, upcoming: [] } };
    if (url.pathname === "/api/admin/service-visits/range") return { body: { from: today, to: today, visits: [], load: [] } };
  });
  const page = await renderRoutes(routes, `/admin/visits/new?client=${CLIENT}`);
  await until(() => (document.querySelector("#visit-addressId") as HTMLSelectElement | null)?.value === ADDRESS);
  await typeInto(document.querySelector("#visit-date"), later(2));
  await typeInto(document.querySelector("#visit-service"), "Weekly cleaning");
  await choose(document.querySelector("#visit-repeats"), "custom");
  await typeInto(document.querySelector("#visit-intervalDays"), "10");
  await typeInto(document.querySelector("#visit-endDate"), later(60));
  // Billing: a labelled select, per visit by default, its hint saying what the choice does.
  const billing = document.querySelector("#visit-billing") as HTMLSelectElement;
  expect(text(document.querySelector("label[for=visit-billing]"))).toBe("Billing");
  expect([...billing.options].map((o) => [o.value, text(o)])).toEqual([
    ["per_visit", "Invoice each visit when completed"],
    ["monthly", "One invoice a month"],
  ]);
  const hint = () => text(document.getElementById(billing.getAttribute("aria-describedby")!));
  expect(billing.value).toBe("per_visit");
  expect(hint()).toBe("Each visit's invoice is issued and e-mailed when the visit is completed.");
  await choose(billing, "monthly");
  expect(hint()).toBe("On the 1st, one invoice for the previous month's completed visits is issued and e-mailed.");
  await until(() => document.querySelectorAll("[data-crew-choice] input").length === 2);
  await click(document.querySelectorAll("[data-crew-choice] input")[1]!);
  await click(named("button[type=submit]", "Schedule visit")!);
  await until(() => calls.some((c) => c.url.pathname === "/api/admin/service-schedules"));
  expect(calls.find((c) => c.url.pathname === "/api/admin/service-schedules")!.body).toEqual({
    clientId: CLIENT,
    addressId: ADDRESS,
    quoteId: null,
    confirmCrewConflicts: false,
    windowStart: "08:00",
    windowEnd: "10:00",
    service: "Weekly cleaning",
    crew: ["u-sam"],
    crewNotes: null,
    frequency: "custom",
    intervalDays: 10,
    startDate: later(2),
    endDate: later(60),
    closedDayRule: "move",
    billing: "monthly",
  });
  await until(() => page.location().startsWith("/admin/visits?"));
  expect(page.location()).toBe(`/admin/visits?week=${later(2)}`);
  expect(notify.success).toHaveBeenCalledWith("Visits Scheduled", "Weekly cleaning repeats: its visits are scheduled 90 days ahead.");
});
