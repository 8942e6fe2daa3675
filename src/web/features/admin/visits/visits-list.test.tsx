// @vitest-environment happy-dom
import { expect, test, vi } from "vitest";
import type { ServiceVisit, ServiceVisitList, ServiceVisitStatus } from "@shared/schemas/service-visits";
import { stubFetch } from "~/test/fetch-stub";
import { renderRoutes, text } from "~/test/render";
import { click } from "~/test/form-controls";

// The visits list against a stand-in server: completed visits not yet invoiced can be ticked (each
// named by its day and client, select-all ticks only them) and invoiced together in one request;
// the toast counts the drafts and the list is read again; a refusal is said in the server's words.
vi.hoisted(() => {
  (globalThis as Record<string, unknown>).__SITE__ = { companyName: "Test Cleaning", supportPhone: "613-555-0199" };
});
const notify = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("~/lib/notify", () => ({ notify }));
const { ADDRESS, CLIENT, adminRoute, named, resetBetweenTests, until } = await import("../page-tests");
await import("./visits-list");

const id = (n: number) => `9d1c9a7e-5b2d-4c8e-9a1b-00000000000${n}`;
const visit = (n: number, status: ServiceVisitStatus, date: string, more: Partial<ServiceVisit> = {}): ServiceVisit => ({
  id: id(n),
  clientId: CLIENT,
  clientName: "Jane Doe",
  addressId: ADDRESS,
  address: { street: "12 Elm St", city: "Ottawa", province: "ON", postalCode: "K1A 0B1" },
  quoteId: "8d1c9a7e-5b2d-4c8e-9a1b-0000000000f1",
  scheduleId: null,
  invoiceId: null,
  date,
  windowStart: "08:00",
  windowEnd: "10:00",
  service: "Weekly cleaning",
  staff: [],
  crew: [],
  legacyStaff: [],
  status,
  crewNotes: null,
  completionNote: null,
  reason: null,
  createdAt: "2026-11-20T15:00:00.000Z",
  updatedAt: "2026-11-20T15:00:00.000Z",
  ...more,
});
const INVOICED = "8d1c9a7e-5b2d-4c8e-9a1b-0000000000e9";
const items = [
  visit(1, "scheduled", "2026-11-30"),
  visit(2, "completed", "2026-11-23", { clientName: "Sam Roe" }),
  visit(3, "completed", "2026-11-16"),
  visit(4, "completed", "2026-11-09", { invoiceId: INVOICED }),
  visit(5, "cancelled", "2026-11-02"),
];
const page = (rows: ServiceVisit[]): ServiceVisitList => ({ items: rows, total: rows.length, page: 1, pageSize: 50 });

resetBetweenTests();

const routes = [adminRoute];
const boxes = () => [...document.querySelectorAll<HTMLInputElement>("tbody input[type=checkbox]")];
const selectAll = () => document.querySelector<HTMLInputElement>("thead input[type=checkbox]")!;
const invoiceButton = () => named("section button", "Invoice selected") as HTMLButtonElement | undefined;

test("completed visits not yet invoiced are ticked and invoiced together; the toast counts the drafts and the list is read again", async () => {
  let answer = items;
  const { calls } = stubFetch((url, init) => {
    if (url.pathname === "/api/admin/service-visits" && init?.method === "GET") return { body: page(answer) };
    if (url.pathname === "/api/admin/service-visits/invoice" && init?.method === "POST") {
      answer = items.map((v) => (v.id === id(2) || v.id === id(3) ? { ...v, invoiceId: INVOICED } : v));
      return { status: 201, body: { invoices: [{ id: "i1" }, { id: "i2" }] } };
    }
  });
  await renderRoutes(routes, "/admin/visits/list");
  await until(() => boxes().length > 0);

  // A tick box on each completed visit without an invoice only, named by its day and client.
  expect(boxes().map((b) => [b.closest("tr")!.getAttribute("data-id"), b.getAttribute("aria-label")])).toEqual([
    [id(2), "Select visit of Nov 23, 2026 at 8:00 AM for Sam Roe"],
    [id(3), "Select visit of Nov 16, 2026 at 8:00 AM for Jane Doe"],
  ]);
  expect(selectAll().getAttribute("aria-label")).toBe("Select all completed visits on this page");
  // The invoiced one links to its invoice instead.
  expect(document.querySelector(`tr[data-id="${id(4)}"] [data-invoiced]`)!.getAttribute("href")).toBe(`/admin/invoices/${INVOICED}`);
  // One button, off until a visit is chosen.
  expect(document.querySelectorAll("[data-invoice-selected]")).toHaveLength(1);
  expect(invoiceButton()!.disabled).toBe(true);

  await click(boxes()[1]!);
  expect(invoiceButton()!.disabled).toBe(false);
  expect(selectAll().indeterminate).toBe(true);
  await click(selectAll());
  expect(boxes().map((b) => b.checked)).toEqual([true, true]);
  expect(selectAll().checked).toBe(true);

  const reads = () => calls.filter((c) => c.method === "GET" && c.url.pathname === "/api/admin/service-visits").length;
  const before = reads();
  await click(invoiceButton()!);
  await until(() => notify.success.mock.calls.length > 0);
  expect(calls.filter((c) => c.method === "POST").map((c) => [c.url.pathname, c.body])).toEqual([
    ["/api/admin/service-visits/invoice", { visitIds: [id(2), id(3)] }],
  ]);
  expect(notify.success).toHaveBeenCalledWith("Invoices Created", "2 draft invoices were created.");
  await until(() => boxes().length === 0);
  expect(reads()).toBeGreaterThan(before);
  // Both are invoiced now: no tick box left, the button off again.
  expect(document.querySelectorAll("[data-invoiced]")).toHaveLength(3);
  expect(invoiceButton()!.disabled).toBe(true);
  expect(selectAll().disabled).toBe(true);
});

test("a refusal is said in the server's words and the choice is kept", async () => {
  const { calls } = stubFetch((url, init) => {
    if (url.pathname === "/api/admin/service-visits" && init?.method === "GET") return { body: page(items) };
    if (url.pathname === "/api/admin/service-visits/invoice")
      return { status: 409, body: { error: { code: "conflict", message: "The visit of Nov 23, 2026 already has an invoice." } } };
  });
  await renderRoutes(routes, "/admin/visits/list");
  await until(() => boxes().length > 0);
  await click(boxes()[0]!);
  await click(invoiceButton()!);
  await until(() => notify.error.mock.calls.length > 0);
  expect(calls.find((c) => c.method === "POST")!.body).toEqual({ visitIds: [id(2)] });
  expect(notify.error).toHaveBeenCalledWith("Error", "The visit of Nov 23, 2026 already has an invoice.");
  expect(notify.success).not.toHaveBeenCalled();
  expect(boxes()[0]!.checked).toBe(true);
});

test("the server's field message of a 400 is the toast's", async () => {
  stubFetch((url, init) => {
    if (url.pathname === "/api/admin/service-visits" && init?.method === "GET") return { body: page(items) };
    if (url.pathname === "/api/admin/service-visits/invoice")
      return {
        status: 400,
        body: { error: { code: "validation", message: "Invalid input", fields: { visitIds: "At most 200 visits can be invoiced at once." } } },
      };
  });
  await renderRoutes(routes, "/admin/visits/list");
  await until(() => boxes().length > 0);
  await click(selectAll());
  await click(invoiceButton()!);
  await until(() => notify.error.mock.calls.length > 0);
  expect(notify.error).toHaveBeenCalledWith("Error", "At most 200 visits can be invoiced at once.");
  expect(text(invoiceButton())).toBe("Invoice selected");
});
