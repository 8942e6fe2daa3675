// @vitest-environment happy-dom
import { expect, test } from "vitest";
import { render, text } from "~/test/render";
import type { PortalInvoice, PortalQuote } from "@shared/portal";

const { QuotesList } = await import("./quotes-list");
const { InvoicesList } = await import("./invoices-list");

/** The card's labelled dates as [label, value] pairs. */
const dates = (card: Element) => [...card.querySelectorAll("dl > div")].map((d) => [text(d.querySelector("dt")), text(d.querySelector("dd"))]);

const quote = (over: Partial<PortalQuote>): PortalQuote => ({
  id: crypto.randomUUID(),
  number: "Q-2026-0001",
  service: "Deep Cleaning Services",
  amountCents: 125_000,
  status: "pending",
  quoteDate: "2026-11-02",
  validUntil: "2026-12-02",
  withdrawnAt: null,
  ...over,
});

const invoice = (over: Partial<PortalInvoice>): PortalInvoice => ({
  id: crypto.randomUUID(),
  number: "F-2026-0001",
  service: "General Commercial Cleaning",
  amountCents: 10_000,
  balanceCents: 10_000,
  status: "paid",
  issueDate: "2026-08-03",
  dueDate: "2026-09-02",
  etransferSentAt: null,
  ...over,
});

/** The card's actions (its footer's links and buttons) as [name, href]. */
const actions = (card: Element) => [...card.querySelectorAll("div.border-t :is(a, button)")].map((a) => [text(a), a.getAttribute("href")]);

test("each quote shows service, amount, status, Quote Date and Valid Until; Download PDF always, Accept Quote only when Pending", async () => {
  const list = [
    quote({ status: "pending", service: "Medical & Healthcare Facility Cleaning" }),
    quote({ status: "accepted", amountCents: 48_000, quoteDate: "2026-09-14", validUntil: "2026-10-14" }),
    quote({ status: "expired", amountCents: 89_950 }),
    quote({ status: "declined", amountCents: 10_000 }),
  ];
  const el = await render(<QuotesList quotes={list} />);
  const cards = [...el.querySelectorAll("article")];
  expect(cards).toHaveLength(4);

  // The service names the card and links to the quote's page.
  const title = cards[0]!.querySelector("h2")!;
  expect(text(title)).toBe("Medical & Healthcare Facility Cleaning");
  expect(title.querySelector("a")?.getAttribute("href")).toBe(`/client-dashboard/quotes/${list[0]!.id}`);
  expect(cards[0]!.getAttribute("aria-labelledby")).toBe(title.id);
  expect(text(cards[0]!)).toContain("$1,250.00");
  expect(text(cards[0]!.querySelector("[data-status]"))).toBe("Pending");
  expect(dates(cards[0]!)).toEqual([
    ["Quote Date", "November 2, 2026"],
    ["Valid Until", "December 2, 2026"],
  ]);
  expect(actions(cards[0]!)).toEqual([
    ["Download PDF", `/api/portal/quotes/${list[0]!.id}/pdf`],
    ["Accept Quote", `/client-dashboard/quotes/${list[0]!.id}#accept`],
  ]);
  // Both say which quote they act on; the PDF is a download.
  const [pdf, accept] = [...cards[0]!.querySelectorAll("div.border-t a")];
  expect(pdf!.hasAttribute("download")).toBe(true);
  expect(pdf!.getAttribute("aria-describedby")).toBe(title.id);
  expect(accept!.getAttribute("aria-describedby")).toBe(title.id);

  expect(text(cards[1]!)).toContain("$480.00");
  expect(text(cards[1]!.querySelector("[data-status]"))).toBe("Accepted");
  expect(dates(cards[1]!)).toEqual([
    ["Quote Date", "September 14, 2026"],
    ["Valid Until", "October 14, 2026"],
  ]);
  expect(actions(cards[1]!)).toEqual([["Download PDF", `/api/portal/quotes/${list[1]!.id}/pdf`]]);
  expect(text(cards[2]!.querySelector("[data-status]"))).toBe("Expired");
  expect(actions(cards[2]!)).toEqual([["Download PDF", `/api/portal/quotes/${list[2]!.id}/pdf`]]);
  expect(text(cards[3]!.querySelector("[data-status]"))).toBe("Declined");
  expect(actions(cards[3]!)).toEqual([["Download PDF", `/api/portal/quotes/${list[3]!.id}/pdf`]]);

  // Nothing about quotes is "coming soon" any more.
  expect(text(el)).not.toContain("Available soon");
  expect(el.querySelectorAll("button")).toHaveLength(0);
  expect(text(el)).not.toContain("No quotes available");
});

test("no quotes: 'No quotes available' and a Request Quote link to /get-quote", async () => {
  const el = await render(<QuotesList quotes={[]} />);
  expect(text(el)).toContain("No quotes available");
  const link = [...el.querySelectorAll("a")].find((a) => text(a) === "Request Quote");
  expect(link?.getAttribute("href")).toBe("/get-quote");
  expect(el.querySelectorAll("article")).toHaveLength(0);
});

test("invoices: summary cards add up (what is left to pay); each links to its page; Pay Now only when Outstanding, Pay overdue invoice when Overdue", async () => {
  const list = [
    invoice({ status: "outstanding", amountCents: 89_950, balanceCents: 89_950, issueDate: "2026-11-01", dueDate: "2026-12-01" }),
    invoice({ status: "overdue", amountCents: 48_000, balanceCents: 28_000 }),
    invoice({ status: "paid", amountCents: 32_500, balanceCents: 0 }),
  ];
  const el = await render(<InvoicesList invoices={list} />);
  const summary = [...el.querySelectorAll("[data-summary]")].map((d) => [text(d.querySelector("dt")), text(d.querySelector("dd"))]);
  expect(summary).toEqual([
    ["Total Invoiced", "$1,704.50"],
    ["Outstanding", "$1,179.50"],
    ["Total Invoices", "3"],
  ]);
  const cards = [...el.querySelectorAll("article")];
  expect(cards.map((c) => text(c.querySelector("[data-status]")))).toEqual(["Outstanding", "Overdue", "Paid"]);
  const title = cards[0]!.querySelector("h2")!;
  expect(text(title)).toBe("General Commercial Cleaning");
  expect(title.querySelector("a")?.getAttribute("href")).toBe(`/client-dashboard/invoices/${list[0]!.id}`);
  // The dates, and the number: the message an e-Transfer must carry.
  expect(dates(cards[0]!)).toEqual([
    ["Issue Date", "November 1, 2026"],
    ["Due Date", "December 1, 2026"],
    ["Invoice Number", "F-2026-0001"],
  ]);
  const [id0, id1, id2] = list.map((i) => i.id);
  expect(actions(cards[0]!)).toEqual([
    ["Download PDF", `/api/portal/invoices/${id0}/pdf`],
    ["Pay Now", `/client-dashboard/invoices/${id0}#pay`],
  ]);
  expect(actions(cards[1]!)).toEqual([
    ["Download PDF", `/api/portal/invoices/${id1}/pdf`],
    ["Pay overdue invoice", `/client-dashboard/invoices/${id1}#pay`],
  ]);
  expect(actions(cards[2]!)).toEqual([["Download PDF", `/api/portal/invoices/${id2}/pdf`]]);
  // The amount is the invoice's; a partly paid one says what is left.
  expect(text(cards[0]!)).toContain("$899.50");
  expect(text(cards[0]!)).not.toContain("Balance due");
  expect(text(cards[1]!)).toContain("$480.00");
  expect(text(cards[1]!)).toContain("Balance due $280.00");
  expect(text(cards[2]!)).not.toContain("Balance due");
  // Once the client said an e-Transfer was sent: waiting for confirmation instead of Pay Now.
  const waiting = await render(<InvoicesList invoices={[{ ...list[1]!, etransferSentAt: "2026-11-26T15:00:00.000Z" }]} />);
  expect(actions(waiting.querySelector("article")!)).toEqual([["Download PDF", `/api/portal/invoices/${id1}/pdf`]]);
  expect(text(waiting.querySelector("[data-etransfer-waiting]"))).toBe("Payment sent on November 26, 2026 — waiting for confirmation");
  // Every action says which invoice it acts on; the PDF is a download.
  const [pdf, payNow] = [...cards[0]!.querySelectorAll("div.border-t a")];
  expect(pdf!.hasAttribute("download")).toBe(true);
  expect(pdf!.getAttribute("aria-describedby")).toBe(title.id);
  expect(payNow!.getAttribute("aria-describedby")).toBe(title.id);
  // Nothing is "coming soon" any more.
  expect(el.querySelectorAll("button")).toHaveLength(0);
  expect(text(el)).not.toContain("Available soon");
  expect(text(el)).not.toContain("No invoices available");
});

test("no invoices: zero summary and 'No invoices available'", async () => {
  const el = await render(<InvoicesList invoices={[]} />);
  expect([...el.querySelectorAll("[data-summary] dd")].map(text)).toEqual(["$0.00", "$0.00", "0"]);
  expect(text(el)).toContain("No invoices available");
});
