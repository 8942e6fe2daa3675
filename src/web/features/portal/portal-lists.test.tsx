// @vitest-environment happy-dom
import { expect, test, vi } from "vitest";
import { render, text } from "~/test/render";
import type { PortalInvoice, PortalQuote } from "@shared/portal";

// The build bakes the site configuration in as __SITE__; these components read its support phone.
vi.hoisted(() => {
  (globalThis as Record<string, unknown>).__SITE__ = { companyName: "Test Cleaning", supportPhone: "613-555-0199" };
});

const { QuotesList } = await import("./quotes-list");
const { InvoicesList } = await import("./invoices-list");

/** The card's labelled dates as [label, value] pairs. */
const dates = (card: Element) => [...card.querySelectorAll("dl > div")].map((d) => [text(d.querySelector("dt")), text(d.querySelector("dd"))]);
const buttons = (card: Element) => [...card.querySelectorAll("button")].map((b) => ({ name: text(b), disabled: b.disabled }));

const quote = (over: Partial<PortalQuote>): PortalQuote => ({
  id: crypto.randomUUID(),
  number: "Q-2026-0001",
  service: "Deep Cleaning Services",
  amountCents: 125_000,
  status: "pending",
  quoteDate: "2026-11-02",
  validUntil: "2026-12-02",
  ...over,
});

const invoice = (over: Partial<PortalInvoice>): PortalInvoice => ({
  id: crypto.randomUUID(),
  service: "General Commercial Cleaning",
  amountCents: 10_000,
  status: "paid",
  issueDate: "2026-08-03",
  dueDate: "2026-09-02",
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

test("invoices: summary cards add up; Pay Now only when Outstanding", async () => {
  const el = await render(
    <InvoicesList
      invoices={[
        invoice({ status: "outstanding", amountCents: 89_950, issueDate: "2026-11-01", dueDate: "2026-12-01" }),
        invoice({ status: "overdue", amountCents: 48_000 }),
        invoice({ status: "paid", amountCents: 32_500 }),
      ]}
    />,
  );
  const summary = [...el.querySelectorAll("[data-summary]")].map((d) => [text(d.querySelector("dt")), text(d.querySelector("dd"))]);
  expect(summary).toEqual([
    ["Total Invoiced", "$1,704.50"],
    ["Outstanding", "$1,379.50"],
    ["Total Invoices", "3"],
  ]);
  const cards = [...el.querySelectorAll("article")];
  expect(cards.map((c) => text(c.querySelector("[data-status]")))).toEqual(["Outstanding", "Overdue", "Paid"]);
  expect(dates(cards[0]!)).toEqual([
    ["Issue Date", "November 1, 2026"],
    ["Due Date", "December 1, 2026"],
  ]);
  expect(buttons(cards[0]!)).toEqual([
    { name: "Download PDF", disabled: true },
    { name: "Pay Now", disabled: true },
  ]);
  expect(buttons(cards[1]!)).toEqual([{ name: "Download PDF", disabled: true }]);
  expect(buttons(cards[2]!)).toEqual([{ name: "Download PDF", disabled: true }]);
  // The disabled actions say why, visibly and to assistive technology, with the number to call.
  const hint = el.querySelector(`#${cards[0]!.querySelector("button")!.getAttribute("aria-describedby")}`);
  expect(text(hint)).toBe("Available soon");
  expect(el.querySelector('a[href="tel:6135550199"]')).not.toBeNull();
  expect(text(el)).not.toContain("No invoices available");
});

test("no invoices: zero summary and 'No invoices available'", async () => {
  const el = await render(<InvoicesList invoices={[]} />);
  expect([...el.querySelectorAll("[data-summary] dd")].map(text)).toEqual(["$0.00", "$0.00", "0"]);
  expect(text(el)).toContain("No invoices available");
});
