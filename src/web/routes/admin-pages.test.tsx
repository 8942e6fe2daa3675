import type { ReactElement } from "react";
import { matchRoutes } from "react-router";
import { expect, test, vi } from "vitest";
import { ADMIN_PAGES, adminPath, type AdminPage } from "@shared/admin-paths";

// The build bakes the site configuration in as __SITE__ (the admin 404 names the company).
vi.hoisted(() => {
  (globalThis as Record<string, unknown>).__SITE__ = { companyName: "Test Cleaning", supportPhone: "613-555-0199" };
});
const { ROUTES } = await import("./admin-pages");
const { AdminNotFound } = await import("~/features/admin/pages/admin-not-found");

/** The route the admin's table gives an address: the part below /admin (the app's route admin/* holds the table). */
const routeOf = (address: string) => matchRoutes(ROUTES, address.slice("/admin".length) || "/")!.at(-1)!.route;
const fill = adminPath as (page: AdminPage, params: Record<string, string>) => string;

test("each admin page's address is its own route", () => {
  for (const page of Object.keys(ADMIN_PAGES) as AdminPage[]) {
    const address = fill(page, { id: "7c1c9a7e", assessmentId: "3f1c9a7e", clientId: "9d1c9a7e" });
    expect(routeOf(address).path, address).toBe(ADMIN_PAGES[page]);
  }
});

test("any other address below /admin is the admin 404", () => {
  const others = [
    "/admin/nope",
    "/admin/Quotes",
    "/admin/quote",
    "/admin/leads/view",
    "/admin/messaging/a/b",
    "/admin/quotes/new/edit",
    "/admin/visits/list/edit",
    "/admin/clients/x/edit/more",
  ];
  for (const address of others) expect((routeOf(address).element as ReactElement).type, address).toBe(AdminNotFound);
});
