import type { Page } from "playwright-core";
import { expect } from "vitest";

// Calls to the API from a signed-in page (same origin, its session), for what a test sets up
// rather than walks through.

/** A JSON call from the page. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests read the API's answers loosely
export async function pageApi(page: Page, method: string, url: string, body?: unknown): Promise<{ status: number; body: any }> {
  return page.evaluate(
    async ({ method, url, body }) => {
      const res = await fetch(url, { method, headers: body ? { "Content-Type": "application/json" } : {}, body: body ? JSON.stringify(body) : undefined });
      return { status: res.status, body: await res.json() };
    },
    { method, url, body },
  );
}

/** An assessment as a visitor submits it (an Ottawa home, regular and deep cleaning). */
export async function submitAssessment(page: Page, name: string, email: string): Promise<void> {
  const made = await pageApi(page, "POST", "/api/assessments", {
    full_name: name,
    phone_number: "6135550900",
    email,
    email_verify: email,
    property_address: "250 Bank St",
    postcode: "K2P 1X4",
    property_type: ["home"],
    property_size: "2 Bedrooms",
    service_type: ["regular", "deep"],
    frequency: "weekly",
    pets: false,
    preferred_ingredients: "eco-friendly",
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
}

/** Whether the page fits its width (nothing scrolls sideways). */
export const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
