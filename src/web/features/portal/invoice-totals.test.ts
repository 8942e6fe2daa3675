import { expect, test } from "vitest";
import { invoiceTotals } from "./invoice-totals";

test("no invoices: zeros", () => {
  expect(invoiceTotals([])).toEqual({ totalCents: 0, outstandingCents: 0, count: 0 });
});

test("Outstanding and Overdue count as outstanding; Paid only towards the total", () => {
  expect(
    invoiceTotals([
      { amountCents: 125_000, balanceCents: 0, status: "paid" },
      { amountCents: 45_050, balanceCents: 45_050, status: "outstanding" },
      { amountCents: 9_999, balanceCents: 9_999, status: "overdue" },
      { amountCents: 1, balanceCents: 0, status: "paid" },
    ]),
  ).toEqual({ totalCents: 180_050, outstandingCents: 55_049, count: 4 });
});

test("a partly paid invoice counts what is left of it as outstanding", () => {
  expect(
    invoiceTotals([
      { amountCents: 50_000, balanceCents: 20_000, status: "outstanding" },
      { amountCents: 10_000, balanceCents: 2_500, status: "overdue" },
    ]),
  ).toEqual({ totalCents: 60_000, outstandingCents: 22_500, count: 2 });
});

test("all paid: nothing outstanding", () => {
  expect(invoiceTotals([{ amountCents: 500, balanceCents: 0, status: "paid" }])).toEqual({ totalCents: 500, outstandingCents: 0, count: 1 });
});
