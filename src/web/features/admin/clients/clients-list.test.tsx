// @vitest-environment happy-dom
import { afterEach, expect, test, vi } from "vitest";
import type { ClientList, ClientSummary } from "@shared/schemas/clients";
import { stubFetch } from "~/test/fetch-stub";
import { renderRoutes, text } from "~/test/render";
import { choose, settle } from "~/test/form-controls";

vi.hoisted(() => {
  (globalThis as Record<string, unknown>).__SITE__ = { companyName: "Test Cleaning", supportPhone: "613-555-0199" };
});
const notify = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("~/lib/notify", () => ({ notify }));
const { ClientsList } = await import("./clients-list");

const client = (over: Partial<ClientSummary>): ClientSummary => ({
  id: "7c1c9a7e-5b2d-4c8e-9a1b-000000000001",
  fullName: "Jane Doe",
  email: "jane@example.com",
  phoneNumber: "613-555-0142",
  language: "en",
  primaryAddress: "12 Elm St, Ottawa, ON K1A 0B1",
  // 2026-11-23 13:05 in Ottawa.
  createdAt: "2026-11-23T18:05:00.000Z",
  ...over,
});
const rows = [client({}), client({ id: "7c1c9a7e-5b2d-4c8e-9a1b-000000000002", fullName: "Marc Roy", email: null, language: "fr", primaryAddress: null })];

afterEach(() => vi.unstubAllGlobals());

test("the Clients Hub: its heading, the six columns, one row per client, 50 a page with the total", async () => {
  const { calls } = stubFetch(() => ({ body: { items: rows, total: 51, page: 1, pageSize: 50 } satisfies ClientList }));
  await renderRoutes([{ path: "/admin/clients", element: <ClientsList /> }], "/admin/clients");
  await settle();
  expect(text(document.querySelector("h1"))).toBe("Clients Hub");
  expect([...document.querySelectorAll("thead th")].map(text)).toEqual(["Name", "E-mail", "Phone", "Primary address", "Language", "Created"]);
  expect(calls[0]!.url.pathname + calls[0]!.url.search).toBe("/api/admin/clients?page=1&sort=newest");
  const [jane, marc] = [...document.querySelectorAll("tbody tr")];
  expect(jane!.querySelector("th [data-name]")!.getAttribute("href")).toBe("/admin/clients/7c1c9a7e-5b2d-4c8e-9a1b-000000000001");
  expect([...jane!.querySelectorAll("td > div")].map(text)).toEqual([
    "jane@example.com",
    "613-555-0142",
    "12 Elm St, Ottawa, ON K1A 0B1",
    "English",
    "Nov 23, 2026",
  ]);
  expect([...marc!.querySelectorAll("td > div")].map(text)).toEqual(["No e-mail", "613-555-0142", "—None", "French", "Nov 23, 2026"]);
  expect([...jane!.querySelectorAll("[data-card-label]")].map(text)).toEqual(["E-mail", "Phone", "Primary address", "Language", "Created"]);
  expect(text(document.querySelector("[data-page-info]"))).toBe("Page 1 of 2");
  expect(text(document.querySelector("[data-total]"))).toBe("51 clients in total");
  expect(document.querySelector("table")!.getAttribute("role")).toBe("table");
  expect(document.querySelector("input[type=checkbox]")).toBeNull();
});

test("sorting by name goes into the address and the request; no clients: the way to add one", async () => {
  const { calls } = stubFetch(() => ({ body: { items: [], total: 0, page: 1, pageSize: 50 } }));
  const page = await renderRoutes([{ path: "/admin/clients", element: <ClientsList /> }], "/admin/clients?page=3");
  await settle();
  await choose(document.querySelector("#clients-sort"), "name");
  await settle();
  expect(page.location()).toBe("/admin/clients?sort=name");
  expect(calls.at(-1)!.url.search).toBe("?page=1&sort=name");
  expect(text(document.querySelector("[data-empty=none] p"))).toBe("No clients yet.");
  expect(document.querySelector("[data-empty=none] a")!.getAttribute("href")).toBe("/admin/clients/new");
});

test("a failed read: 'Failed to fetch clients.' as a toast and a Try Again", async () => {
  stubFetch(() => ({ status: 400, body: { error: { code: "validation", message: "Bad query" } } }));
  await renderRoutes([{ path: "/admin/clients", element: <ClientsList /> }], "/admin/clients");
  await settle();
  expect(notify.error).toHaveBeenCalledWith("Error", "Failed to fetch clients.");
  expect(text(document.querySelector("[role=alert] button"))).toBe("Try Again");
});
