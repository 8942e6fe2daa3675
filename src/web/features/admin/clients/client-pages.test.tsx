// @vitest-environment happy-dom
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import type { ClientDetail, ClientDraft } from "@shared/schemas/clients";
import { stubFetch } from "~/test/fetch-stub";
import { renderRoutes, text } from "~/test/render";
import { click, errorOf, settle, typeInto } from "~/test/form-controls";

// The build bakes the site configuration in as __SITE__; the page title reads the company name.
vi.hoisted(() => {
  (globalThis as Record<string, unknown>).__SITE__ = { companyName: "Test Cleaning", supportPhone: "613-555-0199" };
});
const notify = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("~/lib/notify", () => ({ notify }));
const { ClientCreatePage, ClientEditPage } = await import("./client-pages");
const { ClientViewPage } = await import("./client-view");

const ASSESSMENT = "3f1c9a7e-5b2d-4c8e-9a1b-000000000001";
const CLIENT = "7c1c9a7e-5b2d-4c8e-9a1b-000000000009";
const draft: ClientDraft = {
  fullName: "Jane Doe",
  email: "jane@example.com",
  phoneNumber: "613-555-0142",
  language: "en",
  notes: "Two cats",
  addresses: [{ street: "12 Elm St", city: "", province: "ON", postalCode: "K1A 0B1" }],
  assessmentId: ASSESSMENT,
  existingClientId: null,
  addressToCheck: { given: "12 Elm St", reason: "city" },
};
const detail: ClientDetail = {
  id: CLIENT,
  fullName: "Jane Doe",
  email: "jane@example.com",
  phoneNumber: "613-555-0142",
  language: "fr",
  notes: "Two cats\nSide door",
  addresses: [
    { id: "5b1c9a7e-5b2d-4c8e-9a1b-0000000000a1", street: "12 Elm St", city: "Ottawa", province: "ON", postalCode: "K1A 0B1" },
    { id: "5b1c9a7e-5b2d-4c8e-9a1b-0000000000a2", street: "9 Lake Rd", city: null, province: null, postalCode: null },
  ],
  createdAt: "2026-11-23T18:05:00.000Z",
  updatedAt: "2026-11-23T18:05:00.000Z",
  leads: [{ id: "l1", leadId: "LD-00042", fullName: "Jane Doe", leadStatus: "Converted", createdAt: "2026-11-20T15:00:00.000Z" }],
  assessments: [{ id: ASSESSMENT, fullName: "Jane Doe", services: ["regular", "deep"], createdAt: "2026-11-19T15:00:00.000Z" }],
};

beforeEach(() => {
  notify.success.mockClear();
  notify.error.mockClear();
});
afterEach(() => vi.unstubAllGlobals());

const pages = [
  { path: "/admin/clients/new", element: <ClientCreatePage /> },
  { path: "/admin/clients/:id", element: <ClientViewPage id={CLIENT} /> },
  { path: "/admin/clients/:id/edit", element: <ClientEditPage id={CLIENT} /> },
  { path: "/admin/clients", element: <p>the list</p> },
];
const field = (name: string) => document.querySelector(`#client-${name.replaceAll(".", "-")}`) as HTMLInputElement;
const buttonNamed = (name: string) => [...document.querySelectorAll("button")].find((b) => text(b) === name)!;

test("from an assessment: the draft fills the form, says whose it was, and the client is created from it", async () => {
  const { calls } = stubFetch((url, init) => {
    if (url.pathname === `/api/admin/clients/from-assessment/${ASSESSMENT}`) return { body: draft };
    if (url.pathname === "/api/admin/clients" && init?.method === "POST") return { status: 201, body: { ...detail, language: "en" } };
    if (url.pathname === `/api/admin/clients/${CLIENT}`) return { body: detail };
  });
  const page = await renderRoutes(pages, `/admin/clients/new?assessment=${ASSESSMENT}`);
  await settle();
  expect(text(document.querySelector("[data-draft-notice]"))).toContain("Made from the assessment of Jane Doe");
  expect(document.querySelector("[data-existing-client]")).toBeNull();
  expect(text(document.querySelector("[data-address-check]"))).toContain("The city could not be told apart with certainty.");
  expect(field("fullName").value).toBe("Jane Doe");
  expect(field("email").value).toBe("jane@example.com");
  expect(field("addresses.0.street").value).toBe("12 Elm St");
  // The assessment gave no city: the form asks for it before anything is sent.
  await click(buttonNamed("Create Client"));
  await settle();
  expect(errorOf(field("addresses.0.city"))).toBe("City is required.");
  expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);
  await typeInto(field("addresses.0.city"), "Ottawa");
  await click(buttonNamed("Create Client"));
  await settle();
  const post = calls.find((c) => c.method === "POST")!;
  expect(post.body).toMatchObject({
    fullName: "Jane Doe",
    email: "jane@example.com",
    assessmentId: ASSESSMENT,
    addresses: [{ street: "12 Elm St", city: "Ottawa", province: "ON", postalCode: "K1A 0B1" }],
  });
  expect(notify.success).toHaveBeenCalledWith("Client Created", "Jane Doe was added to your clients.");
  expect(page.location()).toBe(`/admin/clients/${CLIENT}`);
});

test("an e-mail that already has a client: a link to it, and the server's 409 shown on the field and in the toast", async () => {
  stubFetch((url, init) => {
    if (url.pathname.startsWith("/api/admin/clients/from-assessment/"))
      return { body: { ...draft, addresses: [{ ...draft.addresses[0], city: "Ottawa" }], existingClientId: CLIENT } };
    if (init?.method === "POST") return { status: 409, body: { error: { code: "conflict", message: "A client with this e-mail address already exists." } } };
  });
  const page = await renderRoutes(pages, `/admin/clients/new?assessment=${ASSESSMENT}`);
  await settle();
  const existing = document.querySelector("[data-existing-client] a")!;
  expect(text(existing)).toBe("Open that client");
  expect(existing.getAttribute("href")).toBe(`/admin/clients/${CLIENT}`);
  await click(buttonNamed("Create Client"));
  await settle();
  expect(notify.error).toHaveBeenCalledWith("Error", "A client with this e-mail address already exists.");
  expect(errorOf(field("email"))).toBe("A client with this e-mail address already exists.");
  expect(page.location()).toBe(`/admin/clients/new?assessment=${ASSESSMENT}`);
});

test("a network failure: 'Failed to create client.'; an unreadable assessment offers to try again", async () => {
  let draftAnswer: { status: number; body: unknown } = { status: 404, body: { error: { code: "not_found", message: "Not found" } } };
  const fetchStub = stubFetch((url) => (url.pathname.includes("from-assessment") ? draftAnswer : undefined));
  await renderRoutes(pages, `/admin/clients/new?assessment=${ASSESSMENT}`);
  await settle();
  const alert = document.querySelector("[role=alert]")!;
  expect(text(alert.querySelector("p"))).toBe("The assessment could not be read.");
  draftAnswer = { status: 200, body: draft };
  await click(alert.querySelector("button"));
  await settle();
  expect(field("fullName").value).toBe("Jane Doe");

  fetchStub.fetchMock.mockRejectedValue(new TypeError("offline"));
  await typeInto(field("addresses.0.city"), "Ottawa");
  await click(buttonNamed("Create Client"));
  await settle();
  expect(notify.error).toHaveBeenCalledWith("Error", "Failed to create client.");
});

test("the client page: contact, language, notes, addresses (one to complete), leads and assessments with links", async () => {
  stubFetch((url) => (url.pathname === `/api/admin/clients/${CLIENT}` ? { body: detail } : undefined));
  await renderRoutes(pages, `/admin/clients/${CLIENT}`);
  await settle();
  expect(text(document.querySelector("h1"))).toBe("Jane Doe");
  expect(text(document.querySelector("h1 + p"))).toBe("Client since November 23, 2026");
  expect(text(document.querySelector("[data-field=language] dd"))).toBe("French");
  expect(text(document.querySelector("[data-notes]"))).toBe("Two cats Side door");
  expect([...document.querySelectorAll("[data-address]")].map(text)).toEqual([
    "12 Elm St, Ottawa, ON K1A 0B1 Primary",
    "9 Lake Rd City, province or postal code still to complete",
  ]);
  const lead = document.querySelector("[data-lead] a")!;
  expect([text(lead), lead.getAttribute("href")]).toEqual(["Jane Doe (LD-00042)", "/admin/leads/view/l1"]);
  const assessment = document.querySelector("[data-assessment]")!;
  expect(text(assessment)).toContain("Regular Cleaning, Deep Cleaning");
  expect(assessment.querySelector("a")!.getAttribute("href")).toBe(`/admin/quote/${ASSESSMENT}`);
  const edit = [...document.querySelectorAll("a")].find((a) => text(a) === "Edit")!;
  expect(edit.getAttribute("href")).toBe(`/admin/clients/${CLIENT}/edit`);
});

test("edit: the stored values; an address removed is left out of the PUT; then the client page", async () => {
  const { calls } = stubFetch((url, init) => {
    if (url.pathname !== `/api/admin/clients/${CLIENT}`) return undefined;
    return init?.method === "PUT" ? { body: { ...detail, addresses: detail.addresses.slice(0, 1) } } : { body: detail };
  });
  const page = await renderRoutes(pages, `/admin/clients/${CLIENT}/edit`);
  await settle();
  expect(field("fullName").value).toBe("Jane Doe");
  expect(field("language").value).toBe("fr");
  expect(document.querySelectorAll("[data-address]")).toHaveLength(2);
  await click([...document.querySelectorAll("button")].find((b) => b.getAttribute("aria-label") === "Remove address 2")!);
  await click(buttonNamed("Save Changes"));
  await settle();
  const put = calls.find((c) => c.method === "PUT")!;
  expect(put.body).toMatchObject({ fullName: "Jane Doe", language: "fr", addresses: [{ id: "5b1c9a7e-5b2d-4c8e-9a1b-0000000000a1", street: "12 Elm St" }] });
  expect((put.body as { addresses: unknown[] }).addresses).toHaveLength(1);
  expect(notify.success).toHaveBeenCalledWith("Client Updated", "Jane Doe was updated.");
  expect(page.location()).toBe(`/admin/clients/${CLIENT}`);
});

test("an unknown client: 'Failed to fetch client details.' and back to the list", async () => {
  stubFetch(() => undefined);
  const page = await renderRoutes(pages, `/admin/clients/${CLIENT}`);
  await settle();
  expect(notify.error).toHaveBeenCalledWith("Error", "Failed to fetch client details.");
  expect(page.location()).toBe("/admin/clients");
});
