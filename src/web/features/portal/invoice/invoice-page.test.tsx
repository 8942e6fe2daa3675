// @vitest-environment happy-dom
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import type { PortalInvoiceDetail } from "@shared/portal";
import { stubFetch } from "~/test/fetch-stub";
import { renderRoutes, text } from "~/test/render";
import { click, settle, typeInto } from "~/test/form-controls";

// The build bakes the site configuration in as __SITE__; the payment panel reads its support phone.
vi.hoisted(() => {
  (globalThis as Record<string, unknown>).__SITE__ = { companyName: "Test Cleaning", supportPhone: "613-555-0199" };
});
const { default: InvoicePage } = await import("./invoice-page");

const ID = "7a1c9a7e-5b2d-4c8e-9a1b-00000000000b";
const PAYING: PortalInvoiceDetail["paying"] = { etransferEmail: "pay@maplecrest.example.com", card: false, autopay: null };

type Invoice = PortalInvoiceDetail["invoice"];
const outstanding = (over: Partial<Invoice> = {}): Invoice => ({
  id: ID,
  etransferSent: null,
  number: "F-2026-0042",
  kind: "standard",
  title: "Office cleaning, November",
  issueDate: "2026-11-02",
  dueDate: "2026-11-17",
  terms: "net_15",
  quoteNumber: null,
  client: { fullName: "Jane Doe", email: "jane@example.com", phoneNumber: "613-555-0142", language: "en" },
  address: { street: "12 Elm St", city: "Ottawa", province: "ON", postalCode: "K1A 0B1" },
  lines: [
    { id: "8b1c9a7e-5b2d-4c8e-9a1b-0000000000a1", description: "Weekly office cleaning", quantity: 4, unitPriceCents: 25_000, lineTotalCents: 100_000 },
    { id: "8b1c9a7e-5b2d-4c8e-9a1b-0000000000a2", description: "Window washing", quantity: 1.5, unitPriceCents: 8_000, lineTotalCents: 12_000 },
  ],
  subtotalCents: 112_000,
  taxes: [{ code: "HST", rate: 13_000, registrationNumber: null, amountCents: 14_560 }],
  taxCents: 14_560,
  totalCents: 126_560,
  payments: [
    {
      id: "9c1c9a7e-5b2d-4c8e-9a1b-0000000000c1",
      amountCents: 50_000,
      paidOn: "2026-11-05",
      method: "etransfer",
      reference: "CA1xyz",
      source: "staff",
      recordedBy: "Owner",
      createdAt: "2026-11-05T15:00:00.000Z",
    },
  ],
  credits: [
    {
      id: "9d1c9a7e-5b2d-4c8e-9a1b-0000000000d1",
      kind: "credit_note",
      number: "C-2026-0003",
      amountCents: 6_560,
      reason: "Goodwill",
      createdAt: "2026-11-06T15:00:00.000Z",
    },
  ],
  paidCents: 50_000,
  creditedCents: 6_560,
  balanceCents: 70_000,
  notes: "Thank you for your business.",
  status: "outstanding",
  voidReason: null,
  ...over,
});

const writeText = vi.fn(async (_value: string) => {});
beforeEach(() => {
  writeText.mockClear();
  Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
});
afterEach(() => vi.unstubAllGlobals());

/** The server answers this invoice (and `extra` for the payment steps). */
function serve(invoice: Invoice, paying = PAYING, extra?: (path: string) => { status?: number; body?: unknown } | undefined) {
  return stubFetch((url, init) => {
    if (url.pathname === `/api/portal/invoices/${ID}` && init?.method === "GET") return { body: { invoice, paying } };
    return extra?.(url.pathname);
  });
}
async function openInvoice(id = ID, hash = "") {
  const page = await renderRoutes([{ path: "/client-dashboard/invoices/:id", element: <InvoicePage id={id} /> }], `/client-dashboard/invoices/${id}${hash}`);
  await settle();
  return page;
}
const $ = (selector: string) => document.querySelector(selector);
const button = (name: string) => [...document.querySelectorAll("button")].find((b) => text(b) === name) ?? null;
const totals = () => Object.fromEntries([...document.querySelectorAll("[data-total]")].map((d) => [text(d.querySelector("dt")), text(d.querySelector("dd"))]));
/** The note shown back from the card payment page: its title and text. */
const note = (which: string) => [...document.querySelectorAll(`[data-card-return="${which}"] p`)].map(text);
/** The alert's title and reason. */
const alert = () => [...document.querySelectorAll('[role="alert"] p')].map(text);
const posts = (calls: { method: string; url: URL; body: unknown }[]) => calls.filter((c) => c.method === "POST").map((c) => c.url.pathname);

test("an outstanding invoice: number, status, dates, items, taxes, credit, payments in words, balance, notes, Download PDF", async () => {
  serve(outstanding());
  await openInvoice();
  expect(text($("h1"))).toBe("Office cleaning, November");
  expect(text(document.body)).toContain("Invoice F-2026-0042");
  expect(text($("[data-status]"))).toBe("Outstanding");
  const details = Object.fromEntries(
    [...document.querySelectorAll("article > dl > div")].map((d) => [text(d.querySelector("dt")), text(d.querySelector("dd"))]),
  );
  expect(details).toEqual({
    "Issue Date": "November 2, 2026",
    "Due Date": "November 17, 2026",
    "Billed To": "Jane Doe",
    "Service Address": "12 Elm St, Ottawa, ON K1A 0B1",
  });
  const lines = [...document.querySelectorAll('table[aria-labelledby="invoice-items"] tr[data-line]')].map((tr) => [...tr.querySelectorAll("td")].map(text));
  expect(lines).toEqual([
    ["Weekly office cleaning", "4", "$250.00", "$1,000.00"],
    ["Window washing", "1.5", "$80.00", "$120.00"],
  ]);
  expect(totals()).toEqual({
    Subtotal: "$1,120.00",
    "HST 13%": "$145.60",
    Total: "$1,265.60",
    "Credit note C-2026-0003": "-$65.60",
    "Payments received": "-$500.00",
    "Balance Due": "$700.00",
  });
  expect([...document.querySelectorAll("tr[data-payment]")].map((tr) => [...tr.querySelectorAll("td")].map(text))).toEqual([
    ["November 5, 2026", "Interac e-Transfer", "$500.00"],
  ]);
  expect(text(document.body)).toContain("Thank you for your business.");
  const pdf = [...document.querySelectorAll("a")].find((a) => text(a) === "Download PDF")!;
  expect(pdf.getAttribute("href")).toBe(`/api/portal/invoices/${ID}/pdf`);
  expect(pdf.hasAttribute("download")).toBe(true);
  // The balance and its due date above, with Pay Now; the panel opens on demand.
  expect(text($("[data-balance]"))).toBe("$700.00");
  expect(text($("#pay"))).toContain("Due by November 17, 2026.");
  expect(button("Pay Now")!.getAttribute("aria-expanded")).toBe("false");
  expect(button("Pay overdue invoice")).toBeNull();
  expect($("[data-pay-panel]")).toBeNull();
});

test("Pay Now: the e-Transfer address, the balance and the invoice number to copy; I have sent it tells the company and thanks the client", async () => {
  const { calls } = serve(outstanding(), PAYING, (path) =>
    path === `/api/portal/invoices/${ID}/etransfer-sent` ? { status: 202, body: { ok: true } } : undefined,
  );
  await openInvoice();
  await click(button("Pay Now"));
  expect(button("Pay Now")!.getAttribute("aria-expanded")).toBe("true");
  const rows = [...document.querySelectorAll("[data-copy]")].map((r) => [text(r.querySelector("dt")), text(r.querySelector("[data-value]"))]);
  expect(rows).toEqual([
    ["Send to", "pay@maplecrest.example.com"],
    ["Amount", "$700.00"],
    ["Message", "F-2026-0042"],
  ]);
  // Each Copy button is named after what it copies; the amount goes on the clipboard as banks take it.
  const copies = [...document.querySelectorAll("[data-copy] button")];
  expect(copies.map(text)).toEqual(["Copy e-Transfer address", "Copy amount", "Copy message"]);
  await click(copies[1]!);
  expect(writeText).toHaveBeenLastCalledWith("700.00");
  expect(text($('[data-copy="amount"] [role="status"]'))).toBe("Copied");
  await click(copies[0]!);
  expect(writeText).toHaveBeenLastCalledWith("pay@maplecrest.example.com");
  expect(button("Pay by card")).toBeNull();

  await click(button("I have sent it"));
  await settle();
  expect(posts(calls)).toEqual([`/api/portal/invoices/${ID}/etransfer-sent`]);
  expect(text($('#pay-panel > section > [role="status"]'))).toBe("Thank you. We will confirm when the transfer arrives.");
  expect(button("I have sent it")).toBeNull();
});

test("a copy the browser refuses says to select the text instead", async () => {
  writeText.mockRejectedValueOnce(new Error("denied"));
  serve(outstanding());
  await openInvoice();
  await click(button("Pay Now"));
  await click($('[data-copy="message"] button'));
  await settle();
  expect(text($('[data-copy="message"] [role="status"]'))).toBe("Could not copy. Please select the text and copy it.");
});

test("an overdue invoice says so and is paid through Pay overdue invoice; #pay opens the panel at once", async () => {
  serve(outstanding({ status: "overdue" }));
  await openInvoice(ID, "#pay");
  expect(text($("[data-status]"))).toBe("Overdue");
  expect(button("Pay Now")).toBeNull();
  expect(button("Pay overdue invoice")!.getAttribute("aria-expanded")).toBe("true");
  expect(text($("#pay"))).toContain("This invoice was due on November 17, 2026. Please pay it as soon as you can.");
  expect($("[data-pay-panel]")).not.toBeNull();
  expect(text($('[data-copy="message"] [data-value]'))).toBe("F-2026-0042");
});

test("without an e-Transfer address the panel gives the company's phone, and no I have sent it", async () => {
  serve(outstanding(), { etransferEmail: null, card: false, autopay: null });
  await openInvoice();
  await click(button("Pay Now"));
  expect(text($("[data-no-etransfer]"))).toBe(
    "To pay this invoice, call us at 613-555-0199 and we will tell you how. Please have the invoice number and the amount at hand.",
  );
  expect($('[data-no-etransfer] a[href="tel:6135550199"]')).not.toBeNull();
  expect($("[data-copy]")).toBeNull();
  expect(button("I have sent it")).toBeNull();
});

test("a refused e-Transfer notice (paid meanwhile) shows the server's reason", async () => {
  serve(outstanding(), PAYING, (path) =>
    path.endsWith("/etransfer-sent")
      ? { status: 409, body: { error: { code: "conflict", message: "This invoice is already paid in full: there is nothing left to send." } } }
      : undefined,
  );
  await openInvoice();
  await click(button("Pay Now"));
  await click(button("I have sent it"));
  await settle();
  expect(alert()).toEqual(["This payment could not be started", "This invoice is already paid in full: there is nothing left to send."]);
  expect(button("I have sent it")).not.toBeNull();
});

test("Pay by card (when the company takes cards) opens the payment page the server answers; a refusal shows its reason", async () => {
  const assign = vi.spyOn(window.location, "assign").mockImplementation(() => {});
  let answer: { status?: number; body?: unknown } = { body: { url: "https://checkout.stripe.com/c/pay/cs_test_123" } };
  const { calls } = serve(outstanding(), { ...PAYING, card: true }, (path) => (path === `/api/portal/invoices/${ID}/checkout` ? answer : undefined));
  await openInvoice();
  await click(button("Pay Now"));
  await click(button("Pay by card"));
  await settle();
  expect(posts(calls)).toEqual([`/api/portal/invoices/${ID}/checkout`]);
  expect(assign).toHaveBeenCalledWith("https://checkout.stripe.com/c/pay/cs_test_123");
  expect(button("Opening the payment page...")?.disabled).toBe(true);
  document.body.innerHTML = "";

  assign.mockClear();
  answer = { status: 409, body: { error: { code: "conflict", message: "Card payments are not available right now." } } };
  await openInvoice();
  await click(button("Pay Now"));
  await click(button("Pay by card"));
  await settle();
  expect(assign).not.toHaveBeenCalled();
  expect(alert()).toEqual(["This payment could not be started", "Card payments are not available right now."]);
  expect(button("Pay by card")?.disabled).toBe(false);

  // An answer that is no web page is never opened.
  answer = { body: { url: "javascript:alert(1)" } };
  await click(button("Pay by card"));
  await settle();
  expect(assign).not.toHaveBeenCalled();
  expect(alert()).toEqual(["This payment could not be started", "Something went wrong. Please try again."]);
  assign.mockRestore();
});

test("back from the card payment page: thanks while the payment is confirmed, or nothing was charged", async () => {
  serve(outstanding(), { ...PAYING, card: true });
  await openInvoice(ID, "?paid=1");
  expect(note("paid")).toEqual(["Thank you for your payment", "We are confirming it now. This invoice will show as Paid in a minute or two."]);
  expect($("[data-card-return]")!.getAttribute("role")).toBe("status");
  // Still outstanding until the payment is confirmed: the balance and Pay Now stay.
  expect(button("Pay Now")).not.toBeNull();
  document.body.innerHTML = "";

  await openInvoice(ID, "?cancelled=1");
  expect(note("cancelled")).toEqual(["Card payment cancelled", "Nothing was charged. You can pay whenever you are ready."]);
  document.body.innerHTML = "";

  // Already paid: the paid panel says it all.
  serve(outstanding({ status: "paid", paidCents: 119_440, balanceCents: 0 }));
  await openInvoice(ID, "?paid=1");
  expect($("[data-card-return]")).toBeNull();
  expect($("[data-invoice-paid]")).not.toBeNull();
});

test("automatic payment says what it is doing with the invoice; a declined one says when it is tried again, and the ways to pay stay", async () => {
  const card = "Visa •••• 4242";
  serve(outstanding(), { ...PAYING, autopay: { card, state: "scheduled", nextTry: null } });
  await openInvoice();
  expect(text($('[data-autopay="scheduled"]'))).toBe("This invoice will be paid automatically with your Visa •••• 4242. You will get a receipt by e-mail.");
  // About to be charged: no second way to pay meanwhile.
  expect(button("Pay Now")).toBeNull();
  document.body.innerHTML = "";

  serve(outstanding(), { ...PAYING, autopay: { card, state: "retrying", nextTry: "2026-12-04" } });
  await openInvoice();
  expect(text($('[data-autopay="retrying"]'))).toBe(
    "The automatic payment with your Visa •••• 4242 was declined. We will try again on December 4, 2026, or you can pay now below.",
  );
  expect(button("Pay Now")).not.toBeNull();
  document.body.innerHTML = "";

  serve(outstanding({ status: "paid", paidCents: 119_440, balanceCents: 0 }), { ...PAYING, autopay: { card, state: "paid", nextTry: null } });
  await openInvoice();
  expect(text($('[data-autopay="paid"]'))).toBe("Paid automatically with your Visa •••• 4242.");
});

test("a paid invoice says so, with no way to pay it again", async () => {
  serve(outstanding({ status: "paid", paidCents: 119_440, balanceCents: 0 }));
  await openInvoice();
  expect(text($("[data-status]"))).toBe("Paid");
  expect([text($("[data-invoice-paid] h2")), text($("[data-invoice-paid] p"))]).toEqual(["Paid", "This invoice is paid in full. Thank you!"]);
  expect($("#pay")).toBeNull();
  expect(button("Pay Now")).toBeNull();
  expect(totals()["Balance Due"]).toBe("$0.00");
});

test("another client's invoice (404) and an address that is no invoice id are not found", async () => {
  const { calls } = stubFetch(() => ({ status: 404, body: { error: { code: "not_found", message: "Invoice not found" } } }));
  await openInvoice();
  expect(text($("h1"))).toBe("Invoice not found");
  expect([...document.querySelectorAll("a")].find((a) => text(a) === "Back to Invoices")?.getAttribute("href")).toBe("/client-dashboard/invoices");
  expect(calls).toHaveLength(1);
  document.body.innerHTML = "";

  await openInvoice("not-an-invoice");
  expect(text($("h1"))).toBe("Invoice not found");
  expect(calls).toHaveLength(1);
});

test("a tip for the crew before Pay by card: none by default, shares of the amount before taxes, another amount; sent with the checkout; none on a deposit", async () => {
  const assign = vi.spyOn(window.location, "assign").mockImplementation(() => {});
  let answer: { status?: number; body?: unknown } = { body: { url: "https://checkout.stripe.com/c/pay/cs_test_tip" } };
  const { calls } = serve(outstanding(), { ...PAYING, card: true }, (path) => (path === `/api/portal/invoices/${ID}/checkout` ? answer : undefined));
  await openInvoice(ID, "#pay");
  const radios = () => [...document.querySelectorAll<HTMLInputElement>("[data-tip-choice] input[type=radio]")];
  expect(text($("[data-tip-choice] legend"))).toBe("Add a tip for the crew");
  // 10, 15 and 20 % of $1,120.00 before taxes.
  expect(radios().map((r) => text(r.closest("label")))).toEqual(["No tip", "10% ($112.00)", "15% ($168.00)", "20% ($224.00)", "Other amount"]);
  expect(radios()[0]!.checked).toBe(true);
  await click(radios()[2]!);
  expect(text($("[data-card-total]"))).toBe("Total charged to your card: $868.00");
  await click(button("Pay by card"));
  await settle();
  expect(calls.filter((c) => c.method === "POST").map((c) => c.body)).toEqual([{ tipCents: 16_800 }]);
  expect(assign).toHaveBeenCalledWith("https://checkout.stripe.com/c/pay/cs_test_tip");
  document.body.innerHTML = "";

  // Another amount: as typed, in dollars; the server's refusal of it is shown under the choice.
  answer = { status: 400, body: { error: { code: "validation", message: "Invalid request", fields: { tipCents: "Tip can be at most half" } } } };
  await openInvoice(ID, "#pay");
  await click(radios()[4]!);
  await typeInto(document.querySelector("[data-tip-choice] input[inputmode=decimal]"), "600,00");
  await click(button("Pay by card"));
  await settle();
  expect(calls.filter((c) => c.method === "POST").map((c) => c.body)).toEqual([{ tipCents: 16_800 }, { tipCents: 60_000 }]);
  expect(text($("[data-tip-choice]"))).toContain("Tip can be at most half");
  document.body.innerHTML = "";

  // A deposit invoice: no tip offered, the balance alone.
  serve(outstanding({ kind: "deposit" }), { ...PAYING, card: true });
  await openInvoice(ID, "#pay");
  expect(button("Pay by card")).not.toBeNull();
  expect($("[data-tip-choice]")).toBeNull();
  assign.mockRestore();
});
