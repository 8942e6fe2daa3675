// @vitest-environment happy-dom
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { computeTotals, lineTotalCents } from "@shared/billing/totals";
import type { PortalQuoteDetail } from "@shared/portal";
import type { QuoteLine } from "@shared/schemas/quotes";
import { LocaleProvider } from "~/i18n/locale";
import { loadFrenchPortal } from "~/i18n/portal-messages";
import { stubFetch } from "~/test/fetch-stub";
import { renderRoutes, text } from "~/test/render";
import { choose, click, errorOf, settle, typeInto } from "~/test/form-controls";

// The build bakes the site configuration in as __SITE__; the state notes read its support phone.
vi.hoisted(() => {
  (globalThis as Record<string, unknown>).__SITE__ = { companyName: "Test Cleaning", supportPhone: "613-555-0199" };
});
const notify = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("~/lib/notify", () => ({ notify }));
const { default: QuotePage } = await import("./quote-page");

const ID = "3f1c9a7e-5b2d-4c8e-9a1b-00000000000a";
const line = (id: string, description: string, quantity: number, unitPriceCents: number, optional = false): QuoteLine => ({
  id: `5b1c9a7e-5b2d-4c8e-9a1b-0000000000${id}`,
  description,
  quantity,
  unitPriceCents,
  lineTotalCents: lineTotalCents({ quantity, unitPriceCents }),
  optional,
});
const LINES = [
  line("a1", "Weekly office cleaning", 4, 25_000),
  line("a2", "Window washing", 1.5, 8_000),
  line("b1", "Carpet shampoo", 1, 15_000, true),
  line("b2", "Fridge cleaning", 2, 4_550, true),
];
const DEPOSIT = { kind: "percent", percent: 25 } as const;
const base = computeTotals(LINES.slice(0, 2), "ON", DEPOSIT);

type Quote = PortalQuoteDetail["quote"];
const pendingQuote = (over: Partial<Quote> = {}): Quote => ({
  id: ID,
  number: "Q-2026-0007",
  version: 2,
  title: "Office cleaning, spring",
  quoteDate: "2026-11-02",
  validUntil: "2026-12-02",
  client: { fullName: "Jane Doe", email: "jane@example.com", phoneNumber: "613-555-0142", language: "en" },
  address: { street: "12 Elm St", city: "Ottawa", province: "ON", postalCode: "K1A 0B1" },
  lines: LINES,
  totals: { ...base, taxes: base.taxes.map((t) => ({ ...t, registrationNumber: "123456789RT0001" })) },
  optionalSubtotalCents: 24_100,
  deposit: DEPOSIT,
  notes: "Side door after 6 pm.",
  terms: { version: "2026-01", text: "Payment within 30 days.\nCancel with 48 hours' notice." },
  status: "pending",
  withdrawnAt: null,
  acceptance: null,
  ...over,
});
const accepted = (over: Partial<Quote> = {}) =>
  pendingQuote({
    status: "accepted",
    acceptance: { version: 2, signedName: "Jane Doe", acceptedAt: "2026-11-23T18:05:00.000Z", channel: "portal", optionalLineIds: [LINES[2]!.id] },
    ...over,
  });

beforeEach(() => {
  notify.success.mockClear();
  notify.error.mockClear();
});
afterEach(() => vi.unstubAllGlobals());

async function openQuote(id = ID) {
  const page = await renderRoutes([{ path: "/client-dashboard/quotes/:id", element: <QuotePage id={id} /> }], `/client-dashboard/quotes/${id}`);
  await settle();
  return page;
}
const $ = (selector: string) => document.querySelector(selector);
const button = (name: string) => [...document.querySelectorAll("button")].find((b) => text(b) === name) ?? null;
const totals = () => Object.fromEntries([...document.querySelectorAll("[data-total]")].map((d) => [text(d.querySelector("dt")), text(d.querySelector("dd"))]));
/** The state panel's heading and text. */
const state = () => [text($("[data-quote-state] h2")), text($("[data-quote-state] p"))];
const posts = (calls: { method: string; url: URL; body: unknown }[]) => calls.filter((c) => c.method === "POST").map((c) => [c.url.pathname, c.body]);

test("a pending quote: its document, totals with HST 13% and the deposit, terms, Download PDF", async () => {
  stubFetch((url) => (url.pathname === `/api/portal/quotes/${ID}` ? { body: { quote: pendingQuote() } } : undefined));
  await openQuote();

  expect(text($("h1"))).toBe("Office cleaning, spring");
  expect(text(document.body)).toContain("Quote Q-2026-0007");
  expect(text($("[data-status]"))).toBe("Pending");
  const details = Object.fromEntries(
    [...document.querySelectorAll("article > dl > div")].map((d) => [text(d.querySelector("dt")), text(d.querySelector("dd"))]),
  );
  expect(details).toEqual({
    "Quote Date": "November 2, 2026",
    "Valid Until": "December 2, 2026",
    "Prepared For": "Jane Doe",
    "Service Address": "12 Elm St, Ottawa, ON K1A 0B1",
  });
  // One table (the columns line up): the lines, then the optional items under their heading.
  const table = $('table[aria-labelledby="quote-items"]')!;
  const rows = (group: string) => [...table.querySelectorAll(`${group} tr[data-line]`)].map((tr) => [...tr.querySelectorAll("td")].map(text));
  expect(rows("tbody:not([data-optional])")).toEqual([
    ["Weekly office cleaning", "4", "$250.00", "$1,000.00"],
    ["Window washing", "1.5", "$80.00", "$120.00"],
  ]);
  expect(text(table.querySelector('tbody[data-optional] th[scope="rowgroup"]'))).toBe(
    "Optional Items Tick any you would like added; the totals below include them.",
  );
  expect(rows("tbody[data-optional]")).toEqual([
    ["Carpet shampoo", "1", "$150.00", "$150.00"],
    ["Fridge cleaning", "2", "$45.50", "$91.00"],
  ]);
  expect(totals()).toEqual({ Subtotal: "$1,120.00", "HST 13%": "$145.60", Total: "$1,265.60", "Deposit due on acceptance": "$316.40" });
  expect(text($("[data-terms]"))).toBe("Payment within 30 days. Cancel with 48 hours' notice.");
  expect(text(document.body)).toContain("Version 2026-01");
  expect(text(document.body)).toContain("Side door after 6 pm.");
  const pdf = [...document.querySelectorAll("a")].find((a) => text(a) === "Download PDF")!;
  expect(pdf.getAttribute("href")).toBe(`/api/portal/quotes/${ID}/pdf`);
  expect(pdf.hasAttribute("download")).toBe(true);
});

test("a one-time line says so beside its description: in the table, in an optional item's checkbox label, once accepted, in French", async () => {
  // Window washing (required) and fridge cleaning (optional) are billed with the first visit only.
  const lines = LINES.map((l) => (l === LINES[1] || l === LINES[3] ? { ...l, oneTime: true } : l));
  let quote = pendingQuote({ lines });
  stubFetch((url) => (url.pathname === `/api/portal/quotes/${ID}` ? { body: { quote } } : undefined));
  await openQuote();
  const firstCells = (group: string) => [...document.querySelectorAll(`table[aria-labelledby="quote-items"] ${group} tr[data-line] td:first-child`)].map(text);
  expect(firstCells("tbody:not([data-optional])")).toEqual(["Weekly office cleaning", "Window washing One-time"]);
  const [carpet, fridge] = [...document.querySelectorAll<HTMLInputElement>('tbody[data-optional] input[type="checkbox"]')];
  expect(text(document.querySelector(`label[for="${carpet!.id}"]`))).toBe("Carpet shampoo");
  expect(text(document.querySelector(`label[for="${fridge!.id}"]`))).toBe("Fridge cleaning One-time");
  document.body.innerHTML = "";

  quote = accepted({ lines });
  await openQuote();
  // The added / not added mark is a block of its own, under the description and its tag.
  expect(firstCells("tbody[data-optional]")).toEqual(["Carpet shampooAdded", "Fridge cleaning One-timeNot added"]);
  document.body.innerHTML = "";

  await loadFrenchPortal();
  await renderRoutes(
    [
      {
        path: "/client-dashboard/quotes/:id",
        element: (
          <LocaleProvider value="fr">
            <QuotePage id={ID} />
          </LocaleProvider>
        ),
      },
    ],
    `/client-dashboard/quotes/${ID}`,
  );
  await settle();
  expect([...document.querySelectorAll("[data-line-tag=oneTime]")].map(text)).toEqual(["Unique", "Unique"]);
});

test("ticking optional items updates the totals (Quebec: GST and QST), and the acceptance sends them", async () => {
  const quebec = pendingQuote({ address: { street: "5 Rue Main", city: "Gatineau", province: "QC", postalCode: "J8X 1A1" } });
  const { calls } = stubFetch((url, init) => {
    if (url.pathname === `/api/portal/quotes/${ID}` && init?.method === "GET") return { body: { quote: quebec } };
    if (url.pathname === `/api/portal/quotes/${ID}/accept`) return { body: { quote: accepted({ address: quebec.address }) } };
  });
  await openQuote();
  const [carpet, fridge] = [...document.querySelectorAll<HTMLInputElement>('tbody[data-optional] input[type="checkbox"]')];
  // Each checkbox is labelled by its item.
  expect(text(document.querySelector(`label[for="${carpet!.id}"]`))).toBe("Carpet shampoo");

  await click(carpet!);
  const withCarpet = computeTotals([LINES[0]!, LINES[1]!, LINES[2]!], "QC", DEPOSIT);
  expect(totals()).toEqual({
    Subtotal: "$1,270.00",
    "GST 5%": "$63.50",
    "QST 9.975%": "$126.68",
    Total: "$1,460.18",
    "Deposit due on acceptance": "$365.05",
  });
  expect(withCarpet.totalCents).toBe(146_018);
  await click(fridge!);
  expect(totals().Subtotal).toBe("$1,361.00");
  await click(fridge!);
  expect(totals().Total).toBe("$1,460.18");
  expect(text($("#accept"))).toContain("Total to accept $1,460.18");

  await click($("#accept-terms"));
  await typeInto($("#accept-name"), "  Jane Doe ");
  await click(button("Accept Quote"));
  await settle();
  expect(posts(calls)).toEqual([
    [`/api/portal/quotes/${ID}/accept`, { version: 2, termsAccepted: true, signedName: "Jane Doe", optionalLineIds: [LINES[2]!.id] }],
  ]);
});

test("Accept: the terms checkbox, then the typed name, then the button; both are required", async () => {
  const { calls } = stubFetch((url, init) => {
    if (url.pathname === `/api/portal/quotes/${ID}` && init?.method === "GET") return { body: { quote: pendingQuote() } };
    if (url.pathname === `/api/portal/quotes/${ID}/accept`) return { body: { quote: accepted() } };
  });
  await openQuote();
  const section = $("#accept")!;
  expect(text(section.querySelector("h2"))).toBe("Accept This Quote");
  // In this order in the form (and so for the keyboard): checkbox, name, button.
  const controls = [...section.querySelectorAll("input, button")].map((c) => (c as HTMLInputElement).type + ":" + (c.id || text(c)));
  expect(controls).toEqual(["checkbox:accept-terms", "text:accept-name", "submit:Accept Quote"]);
  expect(text(section.querySelector('label[for="accept-terms"]'))).toBe("I have read and accept the terms above");
  expect(text(section.querySelector('label[for="accept-name"]'))).toBe("Full name (your signature)");

  await click(button("Accept Quote"));
  await settle();
  expect(errorOf($("#accept-terms"))).toBe("Please accept the terms to continue.");
  expect(errorOf($("#accept-name"))).toBe("Type your full name to sign.");
  expect(document.activeElement).toBe($("#accept-terms"));
  expect(posts(calls)).toEqual([]);

  await typeInto($("#accept-name"), "Jane Doe");
  await click(button("Accept Quote"));
  await settle();
  expect(errorOf($("#accept-terms"))).toBe("Please accept the terms to continue.");
  expect(posts(calls)).toEqual([]);

  await click($("#accept-terms"));
  await click(button("Accept Quote"));
  await settle();
  expect(posts(calls)).toEqual([[`/api/portal/quotes/${ID}/accept`, { version: 2, termsAccepted: true, signedName: "Jane Doe", optionalLineIds: [] }]]);
  expect(notify.success).toHaveBeenCalledWith("Quote Accepted", "Thank you! We have e-mailed you a confirmation.");
  // The answer replaces the page: accepted, by whom and when, and nothing left to do.
  expect(text($("[data-status]"))).toBe("Accepted");
  expect(state()).toEqual(["Accepted", "Signed by Jane Doe on November 23, 2026 at 1:05 PM."]);
  expect(document.activeElement).toBe($("#quote-state"));
  expect($("#accept")).toBeNull();
  expect(button("Decline Quote")).toBeNull();
  expect(button("Request Changes")).toBeNull();
});

test("a 409 (revised meanwhile) shows the server's words and reads the quote again", async () => {
  let version = 2;
  const { calls } = stubFetch((url, init) => {
    if (url.pathname === `/api/portal/quotes/${ID}` && init?.method === "GET") return { body: { quote: pendingQuote({ version }) } };
    if (url.pathname === `/api/portal/quotes/${ID}/accept`) {
      version = 3;
      return { status: 409, body: { error: { code: "conflict", message: "This quote was revised after you opened it. Please review the new version." } } };
    }
  });
  await openQuote();
  await click($("#accept-terms"));
  await typeInto($("#accept-name"), "Jane Doe");
  await click(button("Accept Quote"));
  await settle();
  await settle();
  const alert = $('[role="alert"]')!;
  expect([...alert.querySelectorAll("p")].map(text)).toEqual([
    "This quote could not be changed",
    "This quote was revised after you opened it. Please review the new version.",
  ]);
  expect(document.activeElement).toBe(alert);
  // The quote read twice (the company's phone once, for the portal's help line).
  expect(calls.filter((c) => c.method === "GET" && c.url.pathname.includes("/quotes/"))).toHaveLength(2);
  // The next acceptance is for the version now on screen.
  await click(button("Accept Quote"));
  await settle();
  expect((posts(calls)[1]![1] as { version: number }).version).toBe(3);
});

test("Decline: a reason is required; the comment is optional", async () => {
  const { calls } = stubFetch((url, init) => {
    if (url.pathname === `/api/portal/quotes/${ID}` && init?.method === "GET") return { body: { quote: pendingQuote() } };
    if (url.pathname === `/api/portal/quotes/${ID}/decline`) return { body: { quote: pendingQuote({ status: "declined" }) } };
  });
  await openQuote();
  const toggle = button("Decline Quote")!;
  expect(toggle.getAttribute("aria-expanded")).toBe("false");
  await click(toggle);
  expect(toggle.getAttribute("aria-expanded")).toBe("true");
  const reason = $("#decline-reason") as HTMLSelectElement;
  expect([...reason.options].map((o) => [o.value, o.text])).toEqual([
    ["", "Select a reason"],
    ["price", "Price"],
    ["timing", "Timing"],
    ["other_company", "Chose another company"],
    ["not_needed", "No longer needed"],
    ["other", "Other"],
  ]);
  await click(button("Confirm Decline"));
  await settle();
  expect(errorOf(reason)).toBe("Choose a reason.");
  expect(posts(calls)).toEqual([]);

  await choose(reason, "price");
  await typeInto($("#decline-comment"), "Over our budget this year.");
  await click(button("Confirm Decline"));
  await settle();
  expect(posts(calls)).toEqual([[`/api/portal/quotes/${ID}/decline`, { reason: "price", comment: "Over our budget this year.", version: 2 }]]);
  expect(text($("[data-status]"))).toBe("Declined");
  expect(state()).toEqual(["Declined", "You declined this quote. Changed your mind? Call us at 613-555-0199."]);
  expect($("#accept")).toBeNull();
});

test("Request Changes: a message is required; sent, it says so and the quote stays open", async () => {
  const { calls } = stubFetch((url, init) => {
    if (url.pathname === `/api/portal/quotes/${ID}` && init?.method === "GET") return { body: { quote: pendingQuote() } };
    if (url.pathname === `/api/portal/quotes/${ID}/changes`) return { status: 202, body: { ok: true } };
  });
  await openQuote();
  await click(button("Request Changes"));
  await click(button("Send Request"));
  await settle();
  expect(errorOf($("#changes-message"))).toBe("Message is required.");
  await typeInto($("#changes-message"), "Could you add the kitchen?");
  await click(button("Send Request"));
  await settle();
  expect(posts(calls)).toEqual([[`/api/portal/quotes/${ID}/changes`, { message: "Could you add the kitchen?", version: 2 }]]);
  expect(text($('[role="status"]'))).toBe("Thank you. We have your request and will get back to you with a revised quote.");
  expect($("#changes-message")).toBeNull();
  expect($("#accept")).not.toBeNull();
});

test("accepted and expired quotes show their state and no actions", async () => {
  stubFetch((url) =>
    url.pathname === `/api/portal/quotes/${ID}` ? { body: { quote: accepted({ acceptance: { ...accepted().acceptance!, channel: "staff" } }) } } : undefined,
  );
  await openQuote();
  expect(state()).toEqual(["Accepted", "Signed by Jane Doe on November 23, 2026 at 1:05 PM. Recorded by our team on your behalf."]);
  expect(document.querySelectorAll("form, input")).toHaveLength(0);
  const optional = [...document.querySelectorAll("tbody[data-optional] td:first-child")];
  expect(optional.map((td) => [td.firstChild?.textContent, text(td.querySelector("span"))])).toEqual([
    ["Carpet shampoo", "Added"],
    ["Fridge cleaning", "Not added"],
  ]);
  document.body.innerHTML = "";

  stubFetch((url) => (url.pathname === `/api/portal/quotes/${ID}` ? { body: { quote: pendingQuote({ status: "expired" }) } } : undefined));
  await openQuote();
  expect(text($("[data-status]"))).toBe("Expired");
  expect(state()).toEqual(["Expired", "This quote expired on December 2, 2026. For a new one, call us at 613-555-0199."]);
  expect(document.querySelectorAll("form, input, button")).toHaveLength(0);
  expect(text(document.body)).toContain("Download PDF");
});

test("another client's quote (404) and an address that is no quote id are not found", async () => {
  const { calls } = stubFetch(() => ({ status: 404, body: { error: { code: "not_found", message: "Quote not found" } } }));
  await openQuote();
  expect(text($("h1"))).toBe("Quote not found");
  expect([...document.querySelectorAll("a")].find((a) => text(a) === "Back to Quotes")?.getAttribute("href")).toBe("/client-dashboard/quotes");
  expect(calls).toHaveLength(1);
  document.body.innerHTML = "";

  await openQuote("not-a-quote");
  expect(text($("h1"))).toBe("Quote not found");
  expect(calls).toHaveLength(1);
});
