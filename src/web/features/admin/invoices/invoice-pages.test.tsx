// @vitest-environment happy-dom
import { expect, test, vi } from "vitest";
import { businessDay } from "@shared/business-time";
import type { ChargeStatus, InvoiceCharge } from "@shared/schemas/autopay";
import type { ClientDetail } from "@shared/schemas/clients";
import { INVOICE_EVENT_KINDS, type InvoiceDetail, type InvoiceEvent, type InvoiceList, type InvoiceStats } from "@shared/schemas/invoices";
import { stubFetch } from "~/test/fetch-stub";
import { renderRoutes, text } from "~/test/render";
import { choose, click, errorOf, settle, typeInto } from "~/test/form-controls";

// The build bakes the site configuration in as __SITE__; the page title reads the company name.
vi.hoisted(() => {
  (globalThis as Record<string, unknown>).__SITE__ = { companyName: "Test Cleaning", supportPhone: "613-555-0199" };
});
const notify = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("~/lib/notify", () => ({ notify }));
const { ADDRESS, CLIENT, adminRoute, actions, clientDetail: jane, heading, named, resetBetweenTests, until } = await import("../page-tests");
// Loaded now, the pages the route table loads lazily show within a test's first settle.
await Promise.all([import("./invoice-editor-pages"), import("./invoice-view"), import("./invoices-list")]);

const INVOICE = "8d1c9a7e-5b2d-4c8e-9a1b-0000000000e1";
const QC_ADDRESS = "5b1c9a7e-5b2d-4c8e-9a1b-0000000000a2";
const LINE = "6e1c9a7e-5b2d-4c8e-9a1b-0000000000b1";
const QUOTE = "9d1c9a7e-5b2d-4c8e-9a1b-0000000000f1";

/** Jane Doe, with a second address in Quebec. */
const clientDetail: ClientDetail = {
  ...jane,
  addresses: [...jane.addresses, { id: QC_ADDRESS, street: "3 Rue Laurier", city: "Gatineau", province: "QC", postalCode: "J8X 3V8" }],
};

const event = (kind: InvoiceEvent["kind"], at: string, extra: Partial<InvoiceEvent> = {}): InvoiceEvent => ({
  id: `${kind}-${at}`,
  kind,
  at,
  actor: { type: "staff", name: "owner" },
  details: {},
  ...extra,
});

type Invoice = InvoiceDetail["invoice"];
const detail = (status: Invoice["status"], more: Partial<Invoice> = {}): InvoiceDetail => {
  const issued = status !== "draft";
  return {
    invoice: {
      id: INVOICE,
      etransferSent: null,
      visits: [],
      charges: [],
      refunds: [],
      number: issued ? "F-2026-0003" : null,
      kind: "standard",
      title: "Deep Cleaning",
      issueDate: issued ? "2026-11-20" : null,
      dueDate: issued ? "2026-12-05" : null,
      terms: "net_15",
      quoteNumber: null,
      client: { fullName: "Jane Doe", email: "jane@example.com", phoneNumber: "613-555-0142", language: "en" },
      address: { street: "12 Elm St", city: "Ottawa", province: "ON", postalCode: "K1A 0B1" },
      lines: [{ id: LINE, description: "Deep Cleaning", quantity: 2, unitPriceCents: 15_000, lineTotalCents: 30_000 }],
      subtotalCents: 30_000,
      taxes: [{ code: "HST", rate: 13_000, registrationNumber: "123456789 RT0001", amountCents: 3_900 }],
      taxCents: 3_900,
      totalCents: 33_900,
      payments: [],
      credits: [],
      paidCents: 0,
      creditedCents: 0,
      balanceCents: 33_900,
      notes: "Side door.",
      status,
      voidReason: null,
      clientId: CLIENT,
      addressId: ADDRESS,
      quoteId: null,
      createdAt: "2026-11-20T15:00:00.000Z",
      updatedAt: "2026-11-20T15:00:00.000Z",
      events: [event("created", "2026-11-20T15:00:00.000Z")],
      ...more,
    },
  };
};

resetBetweenTests();

const routes = [adminRoute];
const field = (name: string) => document.querySelector(`#invoice-${name.replaceAll(".", "-")}`) as HTMLInputElement;
const totals = () => [...document.querySelectorAll("[data-totals] [data-total]")].map((r) => [...r.children].map(text));
const dialog = () => document.querySelector("[role=dialog]");

test("the list: cards and aging from the stats, the columns, a draft without a number; the status filter goes to the server", async () => {
  const stats: InvoiceStats = {
    outstandingCents: 1_234_500,
    outstandingCount: 3,
    overdueCents: 45_000,
    overdueCount: 1,
    paidThisMonthCents: 99_900,
    aging: { currentCents: 1_189_500, days1to30Cents: 45_000, days31to60Cents: 0, over60Cents: 0 },
  };
  const list: InvoiceList = {
    items: [
      {
        id: INVOICE,
        number: "F-2026-0003",
        kind: "deposit",
        title: "Deep Cleaning",
        clientId: CLIENT,
        clientName: "Jane Doe",
        status: "overdue",
        totalCents: 33_900,
        balanceCents: 13_900,
        issueDate: "2026-11-20",
        dueDate: "2026-12-05",
        createdAt: "2026-11-20T15:00:00.000Z",
        etransferSentAt: null,
      },
      {
        id: "draft-1",
        number: null,
        kind: "standard",
        title: "Windows",
        clientId: CLIENT,
        clientName: "Jane Doe",
        status: "draft",
        totalCents: 11_300,
        balanceCents: 11_300,
        issueDate: null,
        dueDate: null,
        createdAt: "2026-11-21T15:00:00.000Z",
        etransferSentAt: null,
      },
    ],
    total: 2,
    page: 1,
    pageSize: 50,
  };
  const { calls } = stubFetch((url) => {
    if (url.pathname === "/api/admin/invoices/stats") return { body: stats };
    if (url.pathname === "/api/admin/invoices") return { body: list };
  });
  await renderRoutes(routes, "/admin/invoices");
  await settle();
  expect(heading()).toBe("Invoices");
  expect([...document.querySelectorAll("[data-stat]")].map((c) => [...c.querySelectorAll("h2, p")].map(text))).toEqual([
    ["Outstanding", "$12,345.00", "3 invoices not yet due"],
    ["Overdue", "$450.00", "1 invoice past the due date"],
    ["Paid this month", "$999.00", "Payments received this calendar month"],
  ]);
  expect([...document.querySelectorAll("[data-aging] [data-bucket]")].map((b) => [...b.children].map(text))).toEqual([
    ["Current", "$11,895.00"],
    ["1-30 days", "$450.00"],
    ["31-60 days", "$0.00"],
    ["60+ days", "$0.00"],
  ]);
  expect([...document.querySelectorAll("thead th")].map(text)).toEqual(["Number", "Client", "Title", "Issue date", "Due date", "Total", "Balance", "Status"]);
  const [issued, draft] = [...document.querySelectorAll("tbody tr")];
  expect([...issued!.querySelectorAll("th, td > div")].map(text)).toEqual([
    "F-2026-0003",
    "Jane Doe",
    "Deep CleaningDeposit invoice",
    "Nov 20, 2026",
    "Dec 5, 2026",
    "$339.00",
    "$139.00",
    "Overdue",
  ]);
  expect(issued!.querySelector("a[data-number]")!.getAttribute("href")).toBe(`/admin/invoices/${INVOICE}`);
  expect(text(draft!.querySelector("[data-number]"))).toBe("Not issued");
  expect(text(draft!.querySelector("[data-day=issue-date]"))).toBe("—Set when it is issued");
  expect([...(document.querySelector("#invoices-status") as HTMLSelectElement).options].map((o) => o.text)).toEqual([
    "All statuses",
    "Draft",
    "Outstanding",
    "Overdue",
    "Paid",
    "Void",
  ]);
  await choose(document.querySelector("#invoices-status"), "paid");
  await settle();
  expect(calls.at(-1)!.url.searchParams.get("status")).toBe("paid");
});

test("New invoice for a client: its first address; the totals follow as staff type and the province; saved, the invoice opens", async () => {
  const { calls } = stubFetch((url, init) => {
    if (url.pathname === `/api/admin/clients/${CLIENT}`) return { body: clientDetail };
    if (url.pathname === "/api/admin/invoices" && init?.method === "POST") return { status: 201, body: detail("draft") };
    if (url.pathname === `/api/admin/invoices/${INVOICE}`) return { body: detail("draft") };
  });
  const page = await renderRoutes(routes, `/admin/invoices/new?client=${CLIENT}`);
  await settle();
  expect(heading()).toBe("New Invoice");
  expect(text(document.querySelector("[data-client-name]"))).toBe("Jane Doe");
  expect((field("addressId") as unknown as HTMLSelectElement).value).toBe(ADDRESS);
  expect((field("terms") as unknown as HTMLSelectElement).value).toBe("net_15");
  expect([...(field("terms") as unknown as HTMLSelectElement).options].map((o) => o.text)).toEqual(["Due on receipt", "Net 15 days", "Net 30 days"]);

  await typeInto(field("title"), "Deep Cleaning");
  await typeInto(field("lines.0.description"), "Deep clean");
  await typeInto(field("lines.0.quantity"), "2");
  await typeInto(field("lines.0.unitPrice"), "150");
  expect(text(document.querySelector("[data-line='1'] [data-line-total]"))).toBe("Line total $300.00");
  expect(totals()).toEqual([
    ["Subtotal", "$300.00"],
    ["HST (13%)", "$39.00"],
    ["Total", "$339.00"],
  ]);
  await click(named("button", "Add line")!);
  await typeInto(field("lines.1.description"), "Oven");
  await typeInto(field("lines.1.unitPrice"), "1,000.50");
  await choose(field("addressId"), QC_ADDRESS);
  expect(totals()).toEqual([
    ["Subtotal", "$1,300.50"],
    ["GST (5%)", "$65.03"],
    ["QST (9.975%)", "$129.72"],
    ["Total", "$1,495.25"],
  ]);
  await choose(field("addressId"), ADDRESS);
  await choose(field("terms"), "net_30");
  await typeInto(field("notes"), "Thank you.");
  await click(named("button", "Save draft")!);
  await settle();
  expect(calls.find((c) => c.method === "POST")!.body).toEqual({
    clientId: CLIENT,
    addressId: ADDRESS,
    title: "Deep Cleaning",
    terms: "net_30",
    notes: "Thank you.",
    lines: [
      { description: "Deep clean", quantity: 2, unitPriceCents: 15_000 },
      { description: "Oven", quantity: 1, unitPriceCents: 100_050 },
    ],
  });
  expect(notify.success).toHaveBeenCalledWith("Invoice Saved", "Deep Cleaning was saved as a draft.");
  expect(page.location()).toBe(`/admin/invoices/${INVOICE}`);
  await settle();
  expect(heading()).toBe("Draft invoice");
});

test("no client chosen: saving asks for one, and for what is missing on the line", async () => {
  stubFetch(() => undefined);
  await renderRoutes(routes, "/admin/invoices/new");
  await typeInto(field("title"), "Spring clean");
  await click(named("button", "Save draft")!);
  await settle();
  expect(errorOf(field("clientId"))).toBe("Choose a client.");
  expect(errorOf(field("lines.0.description"))).toBe("Description is required.");
  expect(errorOf(field("lines.0.unitPrice"))).toBe("Unit price must be a number");
  expect(notify.error).toHaveBeenCalledWith("Validation Error", "Choose a client.");
});

test("the server's 400 lands on the field it names (a price in cents shows on the dollar field)", async () => {
  stubFetch((url, init) => {
    if (url.pathname === `/api/admin/clients/${CLIENT}`) return { body: clientDetail };
    if (url.pathname === "/api/admin/invoices" && init?.method === "POST")
      return {
        status: 400,
        body: { error: { code: "validation", message: "Invalid", fields: { "lines.0.unitPriceCents": "Unit price must be at most $1,000,000" } } },
      };
  });
  await renderRoutes(routes, `/admin/invoices/new?client=${CLIENT}`);
  await settle();
  await typeInto(field("title"), "Deep Cleaning");
  await typeInto(field("lines.0.description"), "Deep clean");
  await typeInto(field("lines.0.unitPrice"), "150");
  await click(named("button", "Save draft")!);
  await settle();
  expect(errorOf(field("lines.0.unitPrice"))).toBe("Unit price must be at most $1,000,000");
  expect(notify.error).toHaveBeenCalledWith("Error", "Unit price must be at most $1,000,000");
});

test("Edit a draft: the editor starts from it and sends the lines with their ids; an issued invoice cannot be edited", async () => {
  let status: Invoice["status"] = "draft";
  const { calls } = stubFetch((url, init) => {
    if (url.pathname === `/api/admin/clients/${CLIENT}`) return { body: clientDetail };
    if (url.pathname === `/api/admin/invoices/${INVOICE}` && init?.method === "PUT") return { body: detail("draft", { title: "Deep Cleaning, twice" }) };
    if (url.pathname === `/api/admin/invoices/${INVOICE}`) return { body: detail(status) };
  });
  const page = await renderRoutes(routes, `/admin/invoices/${INVOICE}/edit`);
  await until(() => Boolean(document.querySelector("form")));
  expect(heading()).toBe("Edit Invoice");
  expect(field("title").value).toBe("Deep Cleaning");
  expect(field("lines.0.quantity").value).toBe("2");
  expect(field("lines.0.unitPrice").value).toBe("150.00");
  expect(field("notes").value).toBe("Side door.");
  expect(document.querySelector("[data-client-card] button")).toBeNull();
  await typeInto(field("title"), "Deep Cleaning, twice");
  await click(named("button", "Save draft")!);
  await settle();
  expect(calls.find((c) => c.method === "PUT")!.body).toEqual({
    addressId: ADDRESS,
    title: "Deep Cleaning, twice",
    terms: "net_15",
    notes: "Side door.",
    lines: [{ id: LINE, description: "Deep Cleaning", quantity: 2, unitPriceCents: 15_000 }],
  });
  expect(notify.success).toHaveBeenCalledWith("Invoice Saved", "Deep Cleaning, twice was saved as a draft.");
  expect(page.location()).toBe(`/admin/invoices/${INVOICE}`);

  document.body.innerHTML = "";
  status = "outstanding";
  await renderRoutes(routes, `/admin/invoices/${INVOICE}/edit`);
  await settle();
  expect(document.querySelector("form")).toBeNull();
  expect(text(document.querySelector("[data-notice]"))).toBe("An invoice that is outstanding cannot be edited: void it with a reason or add a credit note.");
});

test("the invoice page: the document, and the actions each state allows", async () => {
  let current = detail("draft");
  stubFetch((url) => (url.pathname === `/api/admin/invoices/${INVOICE}` ? { body: current } : undefined));
  const page = await renderRoutes(routes, `/admin/invoices/${INVOICE}`);
  await settle();
  expect(heading()).toBe("Draft invoice");
  expect(text(document.querySelector("h1 + p"))).toBe("Draft Deep Cleaning");
  expect(actions()).toEqual(["Edit", "Issue", "Download PDF", "Void"]);
  expect(named("[data-actions] a", "Download PDF")!.getAttribute("href")).toBe(`/api/admin/invoices/${INVOICE}/pdf?download=1`);
  const row = (key: string) => text(document.querySelector(`[data-card=details] [data-field=${key}] dd`));
  expect(row("issueDate")).toBe("Set when it is issued");
  expect(row("terms")).toBe("Net 15 days");
  expect(row("kind")).toBe("Invoice");

  current = detail("outstanding", {
    kind: "deposit",
    quoteId: QUOTE,
    quoteNumber: "Q-2026-0007",
    payments: [
      {
        id: "p1",
        amountCents: 10_000,
        paidOn: "2026-11-22",
        method: "etransfer",
        reference: "CA1234",
        source: "staff",
        recordedBy: "owner",
        createdAt: "2026-11-22T15:00:00.000Z",
      },
    ],
    credits: [{ id: "c1", kind: "credit_note", number: "C-2026-0001", amountCents: 5_000, reason: "Missed a room.", createdAt: "2026-11-23T15:00:00.000Z" }],
    paidCents: 10_000,
    creditedCents: 5_000,
    balanceCents: 18_900,
  });
  await page.queries.invalidateQueries();
  await settle();
  expect(heading()).toBe("F-2026-0003");
  expect(text(document.querySelector("h1 + p"))).toBe("Outstanding Deposit invoice Deep Cleaning");
  // With a payment recorded it can no longer be voided (the server refuses): a credit note corrects it.
  expect(actions()).toEqual(["Record payment", "Add credit note", "Resend", "Download PDF"]);
  expect(row("issueDate")).toBe("November 20, 2026");
  expect(row("dueDate")).toBe("December 5, 2026");
  expect(row("kind")).toBe("Deposit invoice");
  expect(named("[data-card=details] a", "Q-2026-0007")!.getAttribute("href")).toBe(`/admin/quotes/${QUOTE}`);
  const total = (key: string) => [...document.querySelectorAll(`[data-card=items] [data-total=${key}] > *`)].map(text);
  expect(total("subtotal")).toEqual(["Subtotal", "$300.00"]);
  expect(total("HST")).toEqual(["HST (13%) Registration 123456789 RT0001", "$39.00"]);
  expect(total("total")).toEqual(["Total", "$339.00"]);
  expect(total("credit")).toEqual(["Credit note C-2026-0001", "−$50.00"]);
  expect(total("paid")).toEqual(["Payments received", "−$100.00"]);
  expect(total("balance")).toEqual(["Balance due", "$189.00"]);
  const parts = (selector: string) => [...document.querySelectorAll(`${selector} p`)].map(text);
  expect(parts("[data-card=payments] li")).toEqual(["Nov 22, 2026 · Interac e-Transfer", "Reference: CA1234 · Recorded by: owner", "$100.00"]);
  expect(parts("[data-card=credits] li")).toEqual(["Credit note C-2026-0001", "November 23, 2026 · Missed a room.", "$50.00"]);

  for (const [s, expected] of [
    ["overdue", ["Record payment", "Add credit note", "Resend", "Download PDF", "Void"]],
    ["paid", ["Resend", "Download PDF"]],
    ["void", ["Download PDF"]],
  ] as const) {
    current = detail(s, { voidReason: s === "void" ? "Billed twice." : null });
    await page.queries.invalidateQueries();
    await settle();
    expect(actions(), s).toEqual(expected);
  }
  expect([...document.querySelectorAll("[data-void-reason] p")].map(text)).toEqual(["This invoice is void", "Reason: Billed twice."]);
});

test("an invoice of visits lists the visits it bills, each linked to its page; other invoices have no such card", async () => {
  const V1 = "9d1c9a7e-5b2d-4c8e-9a1b-0000000000a7";
  const V2 = "9d1c9a7e-5b2d-4c8e-9a1b-0000000000a8";
  let current = detail("draft", {
    kind: "visits",
    visits: [
      { id: V1, date: "2026-11-09", service: "Weekly cleaning" },
      { id: V2, date: "2026-11-16", service: "Windows" },
    ],
  });
  stubFetch((url) => (url.pathname === `/api/admin/invoices/${INVOICE}` ? { body: current } : undefined));
  const page = await renderRoutes(routes, `/admin/invoices/${INVOICE}`);
  await settle();
  expect(text(document.querySelector("[data-card=details] [data-field=kind] dd"))).toBe("Visit invoice");
  const card = document.querySelector("[data-card=visits]")!;
  expect(text(card.querySelector("h2"))).toBe("Visits billed");
  expect([...card.querySelectorAll("li")].map(text)).toEqual(["November 9, 2026 · Weekly cleaning", "November 16, 2026 · Windows"]);
  expect([...card.querySelectorAll("li a")].map((a) => [text(a), a.getAttribute("href")])).toEqual([
    ["November 9, 2026", `/admin/visits/${V1}`],
    ["November 16, 2026", `/admin/visits/${V2}`],
  ]);

  current = detail("draft");
  await page.queries.invalidateQueries();
  await settle();
  expect(document.querySelector("[data-card=items]")).not.toBeNull();
  expect(document.querySelector("[data-card=visits]")).toBeNull();
});

test("automatic payment: each attempt on the card on file, its state, when, and what the bank said; none, no card", async () => {
  const charge = (attempt: number, status: ChargeStatus, more: Partial<InvoiceCharge> = {}): InvoiceCharge => ({
    attempt,
    status,
    card: "Visa •••• 4242",
    amountCents: 12_345,
    sendAfter: "2026-11-20T15:00:00.000Z",
    settledAt: null,
    failureMessage: null,
    paymentIntentId: null,
    ...more,
  });
  const charges = [
    charge(1, "failed", { settledAt: "2026-11-20T15:00:05.000Z", failureMessage: "Your card has insufficient funds.", paymentIntentId: "pi_1" }),
    charge(2, "queued", { sendAfter: "2026-11-23T15:00:05.000Z" }),
  ];
  let current = detail("outstanding", { charges });
  stubFetch((url) => (url.pathname === `/api/admin/invoices/${INVOICE}` ? { body: current } : undefined));
  const page = await renderRoutes(routes, `/admin/invoices/${INVOICE}`);
  await settle();
  const card = document.querySelector("[data-card=charges]")!;
  expect(text(card.querySelector("h2"))).toBe("Automatic payment");
  expect([...card.querySelectorAll("li")].map((li) => [...li.querySelectorAll("p")].map(text))).toEqual([
    ["Attempt 1 · Visa •••• 4242 Declined", "On: November 20, 2026 · Answer: Your card has insufficient funds. · Payment: pi_1", "$123.45"],
    ["Attempt 2 · Visa •••• 4242 Scheduled", "Due: November 23, 2026", "$123.45"],
  ]);

  // An attempt Stripe could not account for: closed by staff as not charged.
  current = detail("outstanding", { charges: [charge(1, "unknown", { failureMessage: "No answer." })] });
  const closed = detail("outstanding", { charges: [charge(1, "canceled", { failureMessage: "No answer." })] });
  const { calls } = stubFetch((url, init) => {
    if (url.pathname === `/api/admin/invoices/${INVOICE}/charges/1/close` && init?.method === "POST") return { body: closed };
    return url.pathname === `/api/admin/invoices/${INVOICE}` ? { body: current } : undefined;
  });
  await page.queries.invalidateQueries();
  await settle();
  const close = [...document.querySelectorAll("[data-card=charges] button")].find(
    (b) => b.getAttribute("aria-label") === "Close attempt 1 as not charged (no payment found in Stripe)",
  ) as HTMLButtonElement;
  expect(text(close)).toBe("Close as not charged");
  await click(close);
  await settle();
  expect(calls.filter((c) => c.method === "POST").map((c) => c.url.pathname)).toEqual([`/api/admin/invoices/${INVOICE}/charges/1/close`]);
  expect(text(document.querySelector("[data-card=charges] [data-charge-status]"))).toBe("Not charged");

  current = detail("outstanding");
  stubFetch((url) => (url.pathname === `/api/admin/invoices/${INVOICE}` ? { body: current } : undefined));
  await page.queries.invalidateQueries();
  await settle();
  expect(document.querySelector("[data-card=charges]")).toBeNull();
});

test("the timeline, newest first, has words for every event kind and their details", async () => {
  const at = (n: number) => `2026-11-2${n}T15:00:00.000Z`;
  const events: InvoiceEvent[] = [
    event("created", at(0), { details: { quote: "Q-2026-0007" } }),
    event("updated", at(0)),
    event("issued", at(1)),
    event("sent", at(1), { actor: { type: "system", name: null }, details: { to: "jane@example.com" } }),
    event("viewed", at(2), { actor: { type: "client", name: "Jane Doe" }, details: { channel: "pdf" } }),
    event("etransfer_sent", at(2), { actor: { type: "client", name: "Jane Doe" } }),
    event("checkout_started", at(2), { actor: { type: "client", name: "Jane Doe" } }),
    event("reminder_sent", at(3), { actor: { type: "system", name: null }, details: { stage: "7" } }),
    event("refund_needed", at(5), { id: "refund", actor: { type: "system", name: "Stripe" }, details: { amount: "$12.00" } }),
    event("payment_recorded", at(4), { details: { amount: "$100.00", method: "Interac e-Transfer", reference: "CA1234", paidOn: "2026-11-24" } }),
    event("credited", at(5), { details: { number: "C-2026-0001", amount: "$50.00", reason: "Missed a room." } }),
    event("credited", at(1), { id: "deposit", details: { amount: "$33.90", deposit: "F-2026-0001" } }),
    event("paid", at(6), { actor: { type: "system", name: null } }),
    event("voided", at(7), { details: { reason: "Billed twice." } }),
    event("charge_sent", at(8), { actor: { type: "system", name: "Stripe" }, details: { card: "Visa •••• 4242", amount: "$12.00" } }),
    event("charge_failed", at(8), { actor: { type: "system", name: "Stripe" }, details: { card: "Visa •••• 4242", reason: "Your card was declined." } }),
    event("refunded", at(9)),
  ];
  expect(new Set(events.map((e) => e.kind))).toEqual(new Set(INVOICE_EVENT_KINDS));
  stubFetch((url) => (url.pathname === `/api/admin/invoices/${INVOICE}` ? { body: detail("void", { events }) } : undefined));
  await renderRoutes(routes, `/admin/invoices/${INVOICE}`);
  await settle();
  const lines = [...document.querySelectorAll("[data-event]")].map((e) => [e.getAttribute("data-event"), text(e.querySelector("p"))]);
  expect(lines).toEqual([
    ["refunded", "Refunded by owner"],
    ["charge_sent", "Automatic payment asked of Visa •••• 4242"],
    ["charge_failed", "Automatic payment failed on Visa •••• 4242"],
    ["voided", "Voided by owner"],
    ["paid", "Paid in full"],
    ["refund_needed", "A card payment arrived that this invoice could not take: refund it in Stripe"],
    ["credited", "Credit note added by owner"],
    ["payment_recorded", "Payment recorded by owner"],
    ["reminder_sent", "Payment reminder e-mailed to the client (7 days overdue)"],
    ["viewed", "The client downloaded the PDF"],
    ["etransfer_sent", "Jane Doe said an Interac e-Transfer was sent"],
    ["checkout_started", "Jane Doe started a card payment"],
    ["issued", "Issued by owner"],
    ["sent", "E-mailed to the client"],
    ["credited", "The deposit paid was credited"],
    ["created", "Created by owner"],
    ["updated", "Edited by owner"],
  ]);
  const detailsOf = (kind: string) => [...document.querySelector(`[data-event=${kind}]`)!.querySelectorAll("p")].slice(2).map(text);
  expect(detailsOf("payment_recorded")).toEqual(["Amount: $100.00", "Method: Interac e-Transfer", "Reference: CA1234", "Date received: November 24, 2026"]);
  expect(detailsOf("credited")).toEqual(["Number: C-2026-0001", "Amount: $50.00", "Reason: Missed a room."]);
  expect(detailsOf("sent")).toEqual(["To: jane@example.com"]);
  expect(detailsOf("created")).toEqual(["From quote: Q-2026-0007"]);
  expect([...document.querySelectorAll("[data-event=credited]")].at(-1)!.textContent).toContain("Deposit invoice: F-2026-0001");
});

test("Issue: the dialog says where it is e-mailed and sends the issue date; the number appears", async () => {
  let current = detail("draft");
  const { calls } = stubFetch((url, init) => {
    if (url.pathname === `/api/admin/invoices/${INVOICE}/issue`) return { body: (current = detail("outstanding")) };
    if (url.pathname === `/api/admin/invoices/${INVOICE}` && init?.method === "GET") return { body: current };
  });
  await renderRoutes(routes, `/admin/invoices/${INVOICE}`);
  await settle();
  await click(named("[data-actions] button", "Issue")!);
  expect(text(dialog()!.querySelector("h2"))).toBe("Issue this invoice?");
  expect(text(dialog()!.querySelector("h2 + p"))).toContain("e-mailed to jane@example.com with the PDF");
  expect((document.querySelector("#issue-date") as HTMLInputElement).value).toBe(businessDay());
  await typeInto(document.querySelector("#issue-date"), "2026-11-20");
  await click(named("[role=dialog] button", "Issue invoice")!);
  await settle();
  expect(calls.find((c) => c.url.pathname.endsWith("/issue"))!.body).toEqual({ issueDate: "2026-11-20" });
  expect(notify.success).toHaveBeenCalledWith("Invoice Issued", "F-2026-0003 was issued and e-mailed to the client.");
  expect(dialog()).toBeNull();
  expect(heading()).toBe("F-2026-0003");
  expect(actions()).toEqual(["Record payment", "Add credit note", "Resend", "Download PDF", "Void"]);
});

test("Record payment: the balance to start with; a 409 shows in the dialog in the server's words, a 400 on its field; then it is recorded", async () => {
  let answer: { status?: number; body: unknown } = {
    status: 409,
    body: { error: { code: "conflict", message: "This payment of $400.00 is more than the balance." } },
  };
  const { calls } = stubFetch((url, init) => {
    if (url.pathname === `/api/admin/invoices/${INVOICE}/payments`) return answer;
    if (url.pathname === `/api/admin/invoices/${INVOICE}` && init?.method === "GET") return { body: detail("outstanding") };
  });
  await renderRoutes(routes, `/admin/invoices/${INVOICE}`);
  await settle();
  await click(named("[data-actions] button", "Record payment")!);
  expect(text(dialog()!.querySelector("h2 + p"))).toBe("The balance is $339.00. The client is e-mailed a receipt.");
  expect([...dialog()!.querySelectorAll("label")].map(text)).toEqual(["Amount ($)", "Date received", "Method", "Reference"]);
  const amount = document.querySelector("#payment-amount") as HTMLInputElement;
  expect(amount.value).toBe("339.00");
  expect((document.querySelector("#payment-paid-on") as HTMLInputElement).value).toBe(businessDay());
  expect([...(document.querySelector("#payment-method") as HTMLSelectElement).options].map((o) => o.text)).toEqual([
    "Interac e-Transfer",
    "Card",
    "Cash",
    "Cheque",
    "Other",
  ]);
  await typeInto(amount, "");
  await click(named("[role=dialog] button", "Record payment")!);
  expect(errorOf(amount)).toBe("Amount must be a number");

  await typeInto(amount, "400");
  await click(named("[role=dialog] button", "Record payment")!);
  await settle();
  expect(text(dialog()!.querySelector("[role=alert]"))).toBe("This payment of $400.00 is more than the balance.");
  expect(notify.success).not.toHaveBeenCalled();

  answer = { status: 400, body: { error: { code: "validation", message: "Invalid", fields: { paidOn: "Payment date cannot be in the future." } } } };
  await typeInto(amount, "100");
  await click(named("[role=dialog] button", "Record payment")!);
  await settle();
  expect(errorOf(document.querySelector("#payment-paid-on"))).toBe("Payment date cannot be in the future.");
  expect(dialog()!.querySelector("[role=alert]")).toBeNull();

  answer = { body: detail("outstanding", { paidCents: 10_000, balanceCents: 23_900 }) };
  await typeInto(document.querySelector("#payment-paid-on"), "2026-11-22");
  await choose(document.querySelector("#payment-method"), "cheque");
  await typeInto(document.querySelector("#payment-reference"), "Cheque 42");
  await click(named("[role=dialog] button", "Record payment")!);
  await settle();
  expect(calls.filter((c) => c.url.pathname.endsWith("/payments")).at(-1)!.body).toEqual({
    amountCents: 10_000,
    paidOn: "2026-11-22",
    method: "cheque",
    reference: "Cheque 42",
  });
  expect(notify.success).toHaveBeenCalledWith("Payment Recorded", "$100.00 received; the balance is now $239.00.");
  expect(dialog()).toBeNull();
});

test("Add credit note and Void ask what they need; Resend's refusal is said in a toast", async () => {
  const { calls } = stubFetch((url, init) => {
    if (url.pathname === `/api/admin/invoices/${INVOICE}/credits`) return { body: detail("outstanding", { creditedCents: 5_000, balanceCents: 28_900 }) };
    if (url.pathname === `/api/admin/invoices/${INVOICE}/void`) return { body: detail("void", { voidReason: "Billed twice." }) };
    if (url.pathname === `/api/admin/invoices/${INVOICE}/resend`)
      return { status: 409, body: { error: { code: "conflict", message: "This invoice's client has no e-mail address." } } };
    if (url.pathname === `/api/admin/invoices/${INVOICE}` && init?.method === "GET") return { body: detail("outstanding") };
  });
  await renderRoutes(routes, `/admin/invoices/${INVOICE}`);
  await settle();
  await click(named("[data-actions] button", "Resend")!);
  await settle();
  expect(notify.error).toHaveBeenCalledWith("Error", "This invoice's client has no e-mail address.");

  await click(named("[data-actions] button", "Add credit note")!);
  await click(named("[role=dialog] button", "Add credit note")!);
  expect(errorOf(document.querySelector("#credit-amount"))).toBe("Amount must be a number");
  expect(errorOf(document.querySelector("#credit-reason"))).toBe("Reason is required.");
  await typeInto(document.querySelector("#credit-amount"), "50");
  await typeInto(document.querySelector("#credit-reason"), "Missed a room.");
  await click(named("[role=dialog] button", "Add credit note")!);
  await settle();
  expect(calls.find((c) => c.url.pathname.endsWith("/credits"))!.body).toEqual({ amountCents: 5_000, reason: "Missed a room." });
  expect(notify.success).toHaveBeenCalledWith("Credit Note Added", "$50.00 credited; the balance is now $289.00.");

  await click(named("[data-actions] button", "Void")!);
  expect(text(dialog()!.querySelector("h2"))).toBe("Void F-2026-0003?");
  await click(named("[role=dialog] button", "Void invoice")!);
  expect(errorOf(document.querySelector("#void-reason"))).toBe("Reason is required.");
  await typeInto(document.querySelector("#void-reason"), "Billed twice.");
  await click(named("[role=dialog] button", "Void invoice")!);
  await settle();
  expect(calls.find((c) => c.url.pathname.endsWith("/void"))!.body).toEqual({ reason: "Billed twice." });
  expect(notify.success).toHaveBeenCalledWith("Invoice Voided", "F-2026-0003 is void.");
  expect(actions()).toEqual(["Download PDF"]);
});

test("unknown paths under /admin/invoices are the admin's not-found page", async () => {
  stubFetch(() => undefined);
  for (const path of ["/admin/invoices/new/edit", `/admin/invoices/${INVOICE}/issue`, `/admin/invoices/${INVOICE}/edit/more`]) {
    await renderRoutes(routes, path);
    expect(heading(), path).toBe("Page not found");
    document.body.innerHTML = "";
  }
});
