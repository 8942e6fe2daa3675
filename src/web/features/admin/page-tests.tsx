import { afterEach, beforeEach, vi } from "vitest";
import type { ClientDetail } from "@shared/schemas/clients";
import { notify } from "~/lib/notify";
import AdminPages from "~/routes/admin-pages";
import { settle } from "~/test/form-controls";
import { text } from "~/test/render";

// What the admin's page tests share: the route table as the app's route admin/* holds it, one
// client with a service address, the probes they read the pages with, and the reset between
// tests. A test file sets __SITE__ and mocks ~/lib/notify (vi.hoisted, vi.mock) before this loads.

export const CLIENT = "7c1c9a7e-5b2d-4c8e-9a1b-000000000009";
export const ADDRESS = "5b1c9a7e-5b2d-4c8e-9a1b-0000000000a1";

export const adminRoute = { path: "/admin/*", element: <AdminPages /> };

export const clientDetail: ClientDetail = {
  id: CLIENT,
  fullName: "Jane Doe",
  email: "jane@example.com",
  phoneNumber: "613-555-0142",
  language: "en",
  notes: null,
  addresses: [{ id: ADDRESS, street: "12 Elm St", city: "Ottawa", province: "ON", postalCode: "K1A 0B1" }],
  createdAt: "2026-11-01T15:00:00.000Z",
  updatedAt: "2026-11-01T15:00:00.000Z",
  leads: [],
  assessments: [],
};

/** The first `selector` element whose text or accessible label is `name`. */
export const named = (selector: string, name: string) =>
  [...document.querySelectorAll(selector)].find((b) => text(b) === name || b.getAttribute("aria-label") === name) as HTMLElement | undefined;
export const heading = () => text(document.querySelector("h1"));
/** The record page's action buttons and links, by their text. */
export const actions = () => [...document.querySelectorAll("[data-actions] a, [data-actions] button")].map(text);

/** Let the page's reads answer until `check` holds (a page that reads twice, one after the other). */
export async function until(check: () => boolean) {
  for (let i = 0; i < 20 && !check(); i++) await settle();
}

/** Each test starts with no toast recorded and the real fetch back. */
export function resetBetweenTests() {
  beforeEach(() => {
    vi.mocked(notify.success).mockClear();
    vi.mocked(notify.error).mockClear();
  });
  afterEach(() => vi.unstubAllGlobals());
}
