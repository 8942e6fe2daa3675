// @vitest-environment happy-dom
import { expect, test } from "vitest";
import { render, text } from "~/test/render";
import type { PortalInvoice, PortalOverview } from "@shared/portal";

const { NeedsYouTiles } = await import("./needs-you");

const invoice = (over: Partial<PortalInvoice>): PortalInvoice => ({
  id: crypto.randomUUID(),
  number: "F-2026-0001",
  service: "General Commercial Cleaning",
  amountCents: 10_000,
  balanceCents: 10_000,
  status: "outstanding",
  issueDate: "2026-11-03",
  dueDate: "2026-12-03",
  etransferSentAt: null,
  ...over,
});

const overview = (over: Partial<PortalOverview>): PortalOverview => ({
  balanceCents: 10_000,
  unpaidInvoices: [invoice({})],
  pendingQuotes: [],
  nextVisit: null,
  unreadMessages: 0,
  ...over,
});
const tile = (el: HTMLElement, name: string) => el.querySelector(`[data-needs="${name}"]`);

test("the balance's button is Pay Now, or Pay overdue invoice when the invoice to pay first is overdue (as on the invoices page)", async () => {
  let el = await render(<NeedsYouTiles overview={overview({})} />);
  expect(text(tile(el, "balance")?.querySelector("a"))).toBe("Pay Now");
  document.body.innerHTML = "";
  el = await render(<NeedsYouTiles overview={overview({ unpaidInvoices: [invoice({ status: "overdue", dueDate: "2026-10-01" })] })} />);
  expect(text(tile(el, "balance")?.querySelector("a"))).toBe("Pay overdue invoice");
});

test("no Next Visit tile without a visit (the Upcoming Services card says so); with one, its day and window", async () => {
  let el = await render(<NeedsYouTiles overview={overview({})} />);
  expect(tile(el, "visit")).toBeNull();
  document.body.innerHTML = "";
  const nextVisit = { id: crypto.randomUUID(), date: "2026-12-01", windowStart: "09:00", windowEnd: "11:00", service: "Weekly cleaning", address: "12 Elm St" };
  el = await render(<NeedsYouTiles overview={overview({ nextVisit })} />);
  expect(text(tile(el, "visit"))).toContain("Weekly cleaning");
});
