// @vitest-environment happy-dom
import { act } from "react";
import { expect, test, vi } from "vitest";
import type { ClientList } from "@shared/schemas/clients";
import type { QuoteDetail, QuoteDraft, QuoteEvent, QuoteList, QuoteStats } from "@shared/schemas/quotes";
import { stubFetch } from "~/test/fetch-stub";
import { renderRoutes, text } from "~/test/render";
import { choose, click, errorOf, settle, typeInto } from "~/test/form-controls";

// The build bakes the site configuration in as __SITE__; the page title reads the company name.
vi.hoisted(() => {
  (globalThis as Record<string, unknown>).__SITE__ = { companyName: "Test Cleaning", supportPhone: "613-555-0199" };
});
const notify = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("~/lib/notify", () => ({ notify }));
const { ADDRESS, CLIENT, adminRoute, actions, clientDetail, heading, named, resetBetweenTests, until } = await import("../page-tests");
// Loaded now, the pages the route table loads lazily show within a test's first settle.
await Promise.all([import("./quote-editor-pages"), import("./quote-view"), import("./quotes-list")]);

const ASSESSMENT = "3f1c9a7e-5b2d-4c8e-9a1b-000000000001";
const QUOTE = "9d1c9a7e-5b2d-4c8e-9a1b-0000000000f1";
const LINE = "6e1c9a7e-5b2d-4c8e-9a1b-0000000000b1";
const OPTIONAL = "6e1c9a7e-5b2d-4c8e-9a1b-0000000000b2";

const draft: QuoteDraft = {
  assessmentId: ASSESSMENT,
  client: null,
  clientDraft: {
    fullName: "Sam Lee",
    email: "sam@example.com",
    phoneNumber: "613-555-0100",
    language: "fr",
    notes: null,
    addresses: [{ street: "9 Elgin St", city: "Ottawa", province: "ON", postalCode: "K1P 5K7" }],
    assessmentId: ASSESSMENT,
    existingClientId: null,
    addressToCheck: null,
  },
  language: "en",
  title: "Deep Cleaning",
  lines: [{ description: "Deep Cleaning", quantity: 1, unitPriceCents: 0, optional: false }],
  validUntil: "2099-12-24",
  frequency: { value: "weekly", custom: null },
};
const event = (kind: QuoteEvent["kind"], at: string, extra: Partial<QuoteEvent> = {}): QuoteEvent => ({
  id: `${kind}-${at}`,
  kind,
  at,
  version: 1,
  actor: { type: "staff", name: "owner" },
  details: {},
  ...extra,
});
const detail = (status: QuoteDetail["quote"]["status"], more: Partial<QuoteDetail["quote"]> = {}): QuoteDetail => ({
  quote: {
    id: QUOTE,
    number: "Q-2026-0007",
    version: 1,
    title: "Deep Cleaning",
    quoteDate: "2026-11-20",
    validUntil: "2026-12-20",
    client: { fullName: "Jane Doe", email: "jane@example.com", phoneNumber: "613-555-0142", language: "en" },
    address: { street: "12 Elm St", city: "Ottawa", province: "ON", postalCode: "K1A 0B1" },
    lines: [
      { id: LINE, description: "Deep Cleaning", quantity: 2, unitPriceCents: 15_000, lineTotalCents: 30_000, optional: false },
      { id: OPTIONAL, description: "Oven Cleaning", quantity: 1, unitPriceCents: 8_000, lineTotalCents: 8_000, optional: true },
    ],
    totals: {
      subtotalCents: 30_000,
      taxes: [{ code: "HST", rate: 13_000, registrationNumber: "123456789 RT0001", amountCents: 3_900 }],
      taxCents: 3_900,
      totalCents: 33_900,
      depositCents: 3_390,
    },
    optionalSubtotalCents: 8_000,
    deposit: { kind: "percent", percent: 10 },
    notes: "Side door.",
    terms: { version: "2026-01", text: "Terms." },
    status,
    clientId: CLIENT,
    addressId: ADDRESS,
    assessmentId: null,
    createdAt: "2026-11-20T15:00:00.000Z",
    updatedAt: "2026-11-20T15:00:00.000Z",
    events: [event("created", "2026-11-20T15:00:00.000Z"), event("sent", "2026-11-20T16:00:00.000Z", { details: { to: "jane@example.com" } })],
    acceptance: null,
    invoices: [],
    ...more,
  },
});

resetBetweenTests();

const routes = [adminRoute];
const field = (name: string) => document.querySelector(`#quote-${name.replaceAll(".", "-")}`) as HTMLInputElement;

test("the builder from an assessment with no client yet: the new client's fields from it; saved, the quote opens", async () => {
  const { calls } = stubFetch((url, init) => {
    if (url.pathname === `/api/admin/quotes/from-assessment/${ASSESSMENT}`) return { body: draft };
    if (url.pathname === "/api/admin/quotes" && init?.method === "POST") return { status: 201, body: detail("draft") };
    if (url.pathname === `/api/admin/quotes/${QUOTE}`) return { body: detail("draft") };
  });
  const page = await renderRoutes(routes, `/admin/quote/${ASSESSMENT}`);
  await settle();
  expect(heading()).toBe("New Quote");
  expect(text(document.querySelector("[data-notice]"))).toContain("Built from the assessment of Sam Lee");
  expect(field("newClient.fullName").value).toBe("Sam Lee");
  expect((field("newClient.language") as unknown as HTMLSelectElement).value).toBe("fr");
  expect(field("title").value).toBe("Deep Cleaning");
  expect(field("lines.0.unitPrice").value).toBe("0.00");
  expect(field("validUntil").value).toBe("2099-12-24");
  await typeInto(field("lines.0.unitPrice"), "300");
  await click(named("button", "Save draft")!);
  await settle();
  const post = calls.find((c) => c.method === "POST")!;
  expect(post.body).toMatchObject({
    assessmentId: ASSESSMENT,
    newClient: { fullName: "Sam Lee", email: "sam@example.com", language: "fr", addresses: [{ street: "9 Elgin St", province: "ON" }] },
    lines: [{ description: "Deep Cleaning", quantity: 1, unitPriceCents: 30_000, optional: false }],
  });
  expect(notify.success).toHaveBeenCalledWith("Quote Saved", "Q-2026-0007 was saved as a draft.");
  expect(page.location()).toBe(`/admin/quotes/${QUOTE}`);
  await settle();
  expect(heading()).toBe("Q-2026-0007");
});

test("an unknown assessment: the builder says so and offers to try again", async () => {
  stubFetch(() => undefined);
  await renderRoutes(routes, `/admin/quote/${ASSESSMENT}`);
  await settle();
  expect(heading()).toBe("New Quote");
  expect(text(document.querySelector("[role=alert]"))).toContain(`There is no assessment with the id ${ASSESSMENT}.`);
});

test("New quote for a client: the client and its first address are chosen; Change client opens the search", async () => {
  const list: ClientList = {
    items: [
      { id: CLIENT, fullName: "Jane Doe", email: "jane@example.com", phoneNumber: "613-555-0142", language: "en", primaryAddress: "12 Elm St", createdAt: "" },
    ],
    total: 1,
    page: 1,
    pageSize: 50,
  };
  const { calls } = stubFetch((url) => {
    if (url.pathname === `/api/admin/clients/${CLIENT}`) return { body: clientDetail };
    if (url.pathname === "/api/admin/clients") return { body: list };
  });
  await renderRoutes(routes, `/admin/quotes/new?client=${CLIENT}`);
  await settle();
  expect(text(document.querySelector("[data-client-name]"))).toBe("Jane Doe");
  expect((field("addressId") as unknown as HTMLSelectElement).value).toBe(ADDRESS);
  expect(text(document.querySelector("[data-totals]"))).toContain("HST (13%)");

  await click(named("button", "Change client")!);
  expect(document.querySelector("[data-client-card]")).toBeNull();
  await typeInto(field("clientId"), "jane");
  await act(() => new Promise((r) => setTimeout(r, 300)));
  await settle();
  expect(calls.some((c) => c.url.pathname === "/api/admin/clients" && c.url.searchParams.get("search") === "jane")).toBe(true);
  await click(named("button", "Choose Jane Doe")!);
  await settle();
  expect(text(document.querySelector("[data-client-name]"))).toBe("Jane Doe");
  expect((field("addressId") as unknown as HTMLSelectElement).value).toBe(ADDRESS);
});

test("no client chosen: saving asks for one", async () => {
  stubFetch(() => undefined);
  await renderRoutes(routes, "/admin/quotes/new");
  await typeInto(field("title"), "Spring clean");
  await typeInto(field("lines.0.description"), "Deep clean");
  await typeInto(field("lines.0.unitPrice"), "100");
  await click(named("button", "Save draft")!);
  await settle();
  expect(errorOf(field("clientId"))).toBe("Client is required.");
  expect(notify.error).toHaveBeenCalledWith("Validation Error", "Client is required.");
});

test("Revise a sent quote: the editor starts from it, says a new version is made, and sends the version it started from", async () => {
  const { calls } = stubFetch((url, init) => {
    if (url.pathname === `/api/admin/clients/${CLIENT}`) return { body: clientDetail };
    if (url.pathname === `/api/admin/quotes/${QUOTE}` && init?.method === "PUT") return { body: detail("sent", { version: 2 }) };
    if (url.pathname === `/api/admin/quotes/${QUOTE}`) return { body: detail("sent") };
  });
  const page = await renderRoutes(routes, `/admin/quotes/${QUOTE}/edit`);
  await until(() => Boolean(document.querySelector("form")));
  expect(heading()).toBe("Revise Quote");
  expect(text(document.querySelector("[data-notice]"))).toContain("Saving makes version 2");
  expect(field("lines.1.optional").checked).toBe(true);
  expect(field("deposit.percent").value).toBe("10");
  await typeInto(field("lines.0.unitPrice"), "175");
  await click(named("button", "Save new version")!);
  await settle();
  expect(calls.find((c) => c.method === "PUT")!.body).toMatchObject({
    version: 1,
    addressId: ADDRESS,
    lines: [
      { id: LINE, quantity: 2, unitPriceCents: 17_500, optional: false },
      { id: OPTIONAL, unitPriceCents: 8_000, optional: true },
    ],
    deposit: { kind: "percent", percent: 10 },
  });
  expect(notify.success).toHaveBeenCalledWith("Quote Revised", "Q-2026-0007 is now at version 2.");
  expect(page.location()).toBe(`/admin/quotes/${QUOTE}`);
});

test("a one-time charge round-trips: the editor starts from the stored flag (absent: every visit), sends it, and the quote page tags it", async () => {
  const [regular, optional] = detail("sent").quote.lines;
  // The regular line is stored as one-time; the optional one was saved before the flag existed.
  const stored = detail("sent", { lines: [{ ...regular!, oneTime: true }, optional!] });
  const { calls } = stubFetch((url, init) => {
    if (url.pathname === `/api/admin/clients/${CLIENT}`) return { body: clientDetail };
    if (url.pathname === `/api/admin/quotes/${QUOTE}`) return { body: init?.method === "PUT" ? { ...stored, quote: { ...stored.quote, version: 2 } } : stored };
  });
  await renderRoutes(routes, `/admin/quotes/${QUOTE}/edit`);
  await until(() => Boolean(document.querySelector("form")));
  expect(field("lines.0.oneTime").checked).toBe(true);
  expect(field("lines.1.oneTime").checked).toBe(false);
  await click(field("lines.1.oneTime"));
  await click(named("button", "Save new version")!);
  await settle();
  expect(calls.find((c) => c.method === "PUT")!.body).toMatchObject({
    lines: [
      { id: LINE, optional: false, oneTime: true },
      { id: OPTIONAL, optional: true, oneTime: true },
    ],
  });
  // The quote page: the tag beside the one-time line's description, none beside the other.
  await settle();
  const cell = (id: string) => text(document.querySelector(`[data-card=items] [data-line-id="${id}"] td`));
  expect(cell(LINE)).toMatch(/^Deep Cleaning One-time/);
  expect(cell(OPTIONAL)).not.toContain("One-time");
  expect([...document.querySelectorAll("[data-card=items] [data-line-tag=oneTime]")].map(text)).toEqual(["One-time"]);
});

test("an accepted quote cannot be edited: the editor says so", async () => {
  stubFetch((url) => (url.pathname === `/api/admin/quotes/${QUOTE}` ? { body: detail("accepted") } : undefined));
  await renderRoutes(routes, `/admin/quotes/${QUOTE}/edit`);
  await settle();
  expect(document.querySelector("form")).toBeNull();
  expect(text(document.querySelector("[data-notice]"))).toBe("A quote that is accepted cannot be edited.");
});

test("the quote page: actions by status, items and taxes, the timeline newest first", async () => {
  let status: QuoteDetail["quote"]["status"] = "draft";
  stubFetch((url) => (url.pathname === `/api/admin/quotes/${QUOTE}` ? { body: detail(status) } : undefined));
  const page = await renderRoutes(routes, `/admin/quotes/${QUOTE}`);
  await settle();
  expect(heading()).toBe("Q-2026-0007");
  expect(text(document.querySelector("h1 + p"))).toBe("Draft Version 1 Deep Cleaning");
  expect(actions()).toEqual(["Edit", "Send", "Download PDF", "Void"]);
  expect(named("[data-actions] a", "Download PDF")!.getAttribute("href")).toBe(`/api/admin/quotes/${QUOTE}/pdf?download=1`);
  const total = (key: string) => [...document.querySelectorAll(`[data-card=items] [data-total=${key}] > *`)].map(text);
  expect(total("subtotal")).toEqual(["Subtotal", "$300.00"]);
  expect(total("HST")).toEqual(["HST (13%) Registration 123456789 RT0001", "$39.00"]);
  expect(total("total")).toEqual(["Total", "$339.00"]);
  expect(total("deposit")).toEqual(["Deposit due on acceptance (10%)", "$33.90"]);
  expect(text(document.querySelector("[data-card=items] [data-optional]"))).toContain("Oven Cleaning");
  expect([...document.querySelectorAll("[data-event]")].map((e) => e.getAttribute("data-event"))).toEqual(["sent", "created"]);
  expect(text(document.querySelector("[data-event=sent]"))).toContain("To: jane@example.com");
  expect(named("[data-card=details] a", "Jane Doe")!.getAttribute("href")).toBe(`/admin/clients/${CLIENT}`);

  for (const [s, expected] of [
    ["sent", ["Revise", "Resend", "Accept on the client's behalf", "Download PDF", "Void"]],
    ["expired", ["Revise", "Download PDF", "Void"]],
    ["void", ["Download PDF"]],
  ] as const) {
    status = s;
    await page.queries.invalidateQueries();
    await settle();
    expect(actions(), s).toEqual(expected);
  }
});

test("accepted: the acceptance record, recorded by staff with their note, and the optional item chosen", async () => {
  const accepted = detail("accepted", {
    acceptance: {
      version: 1,
      signedName: "Jane Doe",
      acceptedAt: "2026-11-21T15:30:00.000Z",
      channel: "staff",
      recordedBy: "owner",
      note: "By phone with Jane.",
      pdfSha256: "ab".repeat(32),
      termsVersion: "2026-01",
      optionalLineIds: [OPTIONAL],
      ip: null,
      userAgent: null,
    },
  });
  stubFetch((url) => (url.pathname === `/api/admin/quotes/${QUOTE}` ? { body: accepted } : undefined));
  await renderRoutes(routes, `/admin/quotes/${QUOTE}`);
  await settle();
  const row = (key: string) => text(document.querySelector(`[data-card=acceptance] [data-field=${key}] dd`));
  expect(row("signedName")).toBe("Jane Doe");
  expect(row("channel")).toBe("Recorded by owner on the client's behalf");
  expect(row("note")).toBe("By phone with Jane.");
  expect(row("optional")).toBe("Oven Cleaning");
  expect(row("pdf")).toBe("ab".repeat(32));
  expect(row("ip")).toBe("Not recorded");
  expect(text(document.querySelector("[data-card=items] [data-optional]"))).toContain("Chosen by the client");
});

test("Void asks a reason; Send's refusal (409) is shown in the server's words", async () => {
  const { calls } = stubFetch((url, init) => {
    if (url.pathname === `/api/admin/quotes/${QUOTE}/void`) return { body: detail("void") };
    if (url.pathname === `/api/admin/quotes/${QUOTE}/send`)
      return { status: 409, body: { error: { code: "conflict", message: "This quote's client has no e-mail address." } } };
    if (url.pathname === `/api/admin/quotes/${QUOTE}` && init?.method === "GET") return { body: detail("draft") };
  });
  await renderRoutes(routes, `/admin/quotes/${QUOTE}`);
  await settle();
  await click(named("[data-actions] button", "Send")!);
  await settle();
  expect(notify.error).toHaveBeenCalledWith("Error", "This quote's client has no e-mail address.");

  await click(named("[data-actions] button", "Void")!);
  const dialog = document.querySelector("[role=dialog]")!;
  expect(text(dialog.querySelector("h2"))).toBe("Void Q-2026-0007?");
  await click(named("[role=dialog] button", "Void quote")!);
  expect(errorOf(document.querySelector("#void-reason"))).toBe("Reason is required.");
  await typeInto(document.querySelector("#void-reason"), "Client moved.");
  await click(named("[role=dialog] button", "Void quote")!);
  await settle();
  expect(calls.find((c) => c.url.pathname.endsWith("/void"))!.body).toEqual({ reason: "Client moved." });
  expect(notify.success).toHaveBeenCalledWith("Quote Voided", "Q-2026-0007 is void.");
  expect(document.querySelector("[role=dialog]")).toBeNull();
  expect(actions()).toEqual(["Download PDF"]);
});

test("Accept on the client's behalf: the name, a required note, the optional items ticked, the version read", async () => {
  const { calls } = stubFetch((url, init) => {
    if (url.pathname === `/api/admin/quotes/${QUOTE}/accept`) return { body: detail("accepted") };
    if (url.pathname === `/api/admin/quotes/${QUOTE}` && init?.method === "GET") return { body: detail("sent") };
  });
  await renderRoutes(routes, `/admin/quotes/${QUOTE}`);
  await settle();
  await click(named("[data-actions] button", "Accept on the client's behalf")!);
  const dialog = document.querySelector("[role=dialog]")!;
  expect(text(dialog.querySelector("h2"))).toBe("Accept on the client's behalf");
  expect(text(dialog.querySelector("h2 + p"))).toContain("It is saved as recorded by you, with your note.");
  expect([...dialog.querySelectorAll("label")].map(text)).toEqual(["Client's full name", "Note", "Oven Cleaning ($80.00)"]);
  await click(named("[role=dialog] button", "Record acceptance")!);
  expect(errorOf(document.querySelector("#accept-signed-name"))).toBe("Type your full name to sign.");
  expect(errorOf(document.querySelector("#accept-note"))).toBe("Note is required.");
  await typeInto(document.querySelector("#accept-signed-name"), "Jane Doe");
  await typeInto(document.querySelector("#accept-note"), "By phone, Nov 21.");
  await click(document.querySelector(`#accept-line-${OPTIONAL}`));
  await click(named("[role=dialog] button", "Record acceptance")!);
  await settle();
  expect(calls.find((c) => c.url.pathname.endsWith("/accept"))!.body).toEqual({
    version: 1,
    signedName: "Jane Doe",
    note: "By phone, Nov 21.",
    optionalLineIds: [OPTIONAL],
  });
  expect(notify.success).toHaveBeenCalledWith("Acceptance Recorded", "Q-2026-0007 is accepted.");
});

test("the list: cards from the stats, the columns, a row opens its quote; the status filter goes to the server", async () => {
  const stats: QuoteStats = { openValueCents: 1_234_500, openCount: 3, sentThisMonth: 4, acceptanceRate90d: 0.5, sent90d: 8 };
  const list: QuoteList = {
    items: [
      {
        id: QUOTE,
        number: "Q-2026-0007",
        title: "Deep Cleaning",
        clientId: CLIENT,
        clientName: "Jane Doe",
        status: "sent",
        totalCents: 33_900,
        quoteDate: "2026-11-20",
        validUntil: "2026-12-20",
        version: 1,
        createdAt: "2026-11-20T15:00:00.000Z",
      },
    ],
    total: 1,
    page: 1,
    pageSize: 50,
  };
  const { calls } = stubFetch((url) => {
    if (url.pathname === "/api/admin/quotes/stats") return { body: stats };
    if (url.pathname === "/api/admin/quotes") return { body: list };
  });
  await renderRoutes(routes, "/admin/quotes");
  await settle();
  expect(heading()).toBe("Quotes");
  expect([...document.querySelectorAll("[data-stat]")].map((c) => [...c.querySelectorAll("h2, p")].map(text))).toEqual([
    ["Open value", "$12,345.00", "3 sent quotes awaiting an answer"],
    ["Sent this month", "4", "Quotes first sent this calendar month"],
    ["Acceptance rate (90 days)", "50%", "Of 8 quotes sent in the last 90 days"],
  ]);
  expect([...document.querySelectorAll("thead th")].map(text)).toEqual(["Number", "Client", "Title", "Total", "Status", "Quote date", "Valid until"]);
  const row = document.querySelector("tbody tr")!;
  expect([...row.querySelectorAll("th, td > div")].map(text)).toEqual([
    "Q-2026-0007",
    "Jane Doe",
    "Deep Cleaning",
    "$339.00",
    "Sent",
    "Nov 20, 2026",
    "Dec 20, 2026",
  ]);
  expect(row.querySelector("a[data-number]")!.getAttribute("href")).toBe(`/admin/quotes/${QUOTE}`);
  expect([...(document.querySelector("#quotes-status") as HTMLSelectElement).options].map((o) => o.text)).toEqual([
    "All statuses",
    "Draft",
    "Sent",
    "Expired",
    "Accepted",
    "Declined",
    "Void",
  ]);
  await choose(document.querySelector("#quotes-status"), "expired");
  await settle();
  expect(calls.at(-1)!.url.searchParams.get("status")).toBe("expired");
});

test("unknown paths under /admin/quotes are the admin's not-found page", async () => {
  stubFetch(() => undefined);
  for (const path of ["/admin/quotes/new/edit", `/admin/quotes/${QUOTE}/send`, `/admin/quotes/${QUOTE}/edit/more`]) {
    await renderRoutes(routes, path);
    expect(heading(), path).toBe("Page not found");
    document.body.innerHTML = "";
  }
});

test("an accepted quote: Create invoice makes a draft from it and opens it; once invoiced, its invoices are links", async () => {
  const INVOICE = "8d1c9a7e-5b2d-4c8e-9a1b-0000000000e1";
  const DEPOSIT = "8d1c9a7e-5b2d-4c8e-9a1b-0000000000e2";
  let invoices: NonNullable<QuoteDetail["quote"]["invoices"]> = [{ id: DEPOSIT, number: "F-2026-0001", kind: "deposit", status: "paid", totalCents: 3_390 }];
  const { calls } = stubFetch((url, init) => {
    if (url.pathname === "/api/admin/invoices/from-quote") return { status: 201, body: { invoice: { id: INVOICE, quoteId: QUOTE } } };
    if (url.pathname === `/api/admin/quotes/${QUOTE}` && init?.method === "GET") return { body: detail("accepted", { invoices }) };
  });
  const page = await renderRoutes([...routes, { path: "/admin/invoices/*", element: <p>invoice page</p> }], `/admin/quotes/${QUOTE}`);
  await settle();
  expect(actions()).toEqual(["Create invoice", "Schedule visit", "Download PDF"]);
  const links = () =>
    [...document.querySelectorAll("[data-card=invoices] li")].map((li) => [text(li.querySelector("a")), li.querySelector("a")!.getAttribute("href")]);
  expect(links()).toEqual([["F-2026-0001", `/admin/invoices/${DEPOSIT}`]]);
  expect(text(document.querySelector(`[data-invoice="${DEPOSIT}"]`))).toBe("F-2026-0001Deposit invoice · $33.90Paid");

  await click(named("[data-actions] button", "Create invoice")!);
  await settle();
  expect(calls.find((c) => c.url.pathname === "/api/admin/invoices/from-quote")!.body).toEqual({ quoteId: QUOTE });
  expect(notify.success).toHaveBeenCalledWith("Invoice Created", "A draft invoice was made from Q-2026-0007. Check it, then issue it.");
  expect(page.location()).toBe(`/admin/invoices/${INVOICE}`);

  document.body.innerHTML = "";
  invoices = [...invoices, { id: INVOICE, number: null, kind: "standard", status: "draft", totalCents: 37_290 }];
  await renderRoutes(routes, `/admin/quotes/${QUOTE}`);
  await settle();
  expect(actions()).toEqual(["Schedule visit", "Download PDF"]);
  expect(links()).toEqual([
    ["F-2026-0001", `/admin/invoices/${DEPOSIT}`],
    ["Draft invoice", `/admin/invoices/${INVOICE}`],
  ]);
});

test("Create invoice's refusal (409) is said in the server's words", async () => {
  stubFetch((url, init) => {
    if (url.pathname === "/api/admin/invoices/from-quote")
      return { status: 409, body: { error: { code: "conflict", message: "This quote already has an invoice for its work." } } };
    if (url.pathname === `/api/admin/quotes/${QUOTE}` && init?.method === "GET") return { body: detail("accepted") };
  });
  await renderRoutes(routes, `/admin/quotes/${QUOTE}`);
  await settle();
  expect(text(document.querySelector("[data-card=invoices]"))).toContain("No invoice yet.");
  await click(named("[data-actions] button", "Create invoice")!);
  await settle();
  expect(notify.error).toHaveBeenCalledWith("Error", "This quote already has an invoice for its work.");
});
