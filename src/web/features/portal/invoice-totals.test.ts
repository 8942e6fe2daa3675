import { expect, test } from "vitest";
import { invoiceTotals } from "./invoice-totals";

test("no invoices: zeros", () => {
  expect(invoiceTotals([])).toEqual({ totalCents: 0, outstandingCents: 0, count: 0 });
});

test("Outstanding and Overdue count as outstanding; Paid only towards the total", () => {
  expect(
    invoiceTotals([
      { amountCents: 125_000, status: "paid" },
      { amountCents: 45_050, status: "outstanding" },
      { amountCents: 9_999, status: "overdue" },
      { amountCents: 1, status: "paid" },
    ]),
  ).toEqual({ totalCents: 180_050, outstandingCents: 55_049, count: 4 });
});

test("all paid: nothing outstanding", () => {
  expect(invoiceTotals([{ amountCents: 500, status: "paid" }])).toEqual({ totalCents: 500, outstandingCents: 0, count: 1 });
});
