import { expect, test } from "vitest";
import { adminPath, adminPathPrefix, adminPaths } from "./admin-paths";

test("an admin page's address is /admin and its path, each parameter filled in and encoded", () => {
  expect(adminPath("assessments")).toBe("/admin");
  expect(adminPaths.leadManage).toBe("/admin/leads/manage");
  expect(adminPaths.quote("a/b c")).toBe("/admin/quote/a%2Fb%20c");
  expect(adminPaths.quoteEdit("q1")).toBe("/admin/quotes/q1/edit");
  expect(adminPaths.conversation("c1")).toBe("/admin/messaging/c1");
});

test("a link's query prefills the page; without one, the page's own address", () => {
  expect(adminPaths.invoiceNew()).toBe("/admin/invoices/new");
  expect(adminPaths.invoiceNew("c 1")).toBe("/admin/invoices/new?client=c%201");
  expect(adminPaths.visitNew({ quote: "q", client: "c" })).toBe("/admin/visits/new?quote=q");
  expect(adminPaths.visitNew({ client: "c" })).toBe("/admin/visits/new?client=c");
  expect(adminPaths.visitWeek("2026-11-27")).toBe("/admin/visits?week=2026-11-27");
});

test("a page's prefix is its address up to its first parameter", () => {
  expect(adminPathPrefix("leadView")).toBe("/admin/leads/view");
  expect(adminPathPrefix("quote")).toBe("/admin/quote");
});
