import type { Page } from "playwright-core";
import { expect } from "vitest";
import { axeViolations } from "./browser";

// Walking the seven-step assessment form (spec 001 §2.1) as a visitor does: by labels and buttons.

export const STEPS = ["Client Contact Information", "Service Type", "Property Type", "Property Size", "Frequency", "Pets at Property", "Review & Submit"];
export const SUCCESS = "Quote Request Submitted Successfully!";
export const L = {
  name: "Client Name *",
  phone: "Phone Number *",
  email: "Email Address *",
  verify: "Email Verification *",
  address: "Property Address (optional)",
  postcode: "Postcode *",
};

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
export const stepNav = (page: Page) => page.getByRole("navigation", { name: "Assessment steps" });
export const stepButton = (page: Page, n: number) => stepNav(page).getByRole("button", { name: new RegExp(`^${escape(STEPS[n - 1]!)}`) });
const heading = (page: Page) => page.locator("form h2");
export const field = (page: Page, label: string) => page.locator("form").getByLabel(label, { exact: true });
export const button = (page: Page, name: string) => page.getByRole("button", { name, exact: true });

export async function expectStep(page: Page, n: number) {
  await expect.poll(() => heading(page).textContent()).toBe(STEPS[n - 1]);
  expect(await stepButton(page, n).getAttribute("aria-current")).toBe("step");
}

export type Fill = {
  name: string;
  phone: string;
  email: string;
  address?: string;
  postcode: string;
  services: string[];
  addOns?: string[];
  types: string[];
  size: string;
  customSize?: string;
  frequency: string;
  customFrequency?: string;
  petType?: string;
  ingredients: string;
  special?: string;
};

export async function fillContact(page: Page, f: Pick<Fill, "name" | "phone" | "email" | "address" | "postcode">) {
  await field(page, L.name).fill(f.name);
  await field(page, L.phone).fill(f.phone);
  await field(page, L.email).fill(f.email);
  await field(page, L.verify).fill(f.email);
  if (f.address) await field(page, L.address).fill(f.address);
  await field(page, L.postcode).fill(f.postcode);
}

export const next = async (page: Page, to: number) => {
  await button(page, "Next").click();
  await expectStep(page, to);
};

/** Steps 1 to 6, checking accessibility on each, ending on the review. */
export async function walk(page: Page, f: Fill, { axe = false } = {}) {
  const a11y = async () => {
    if (axe) expect(await axeViolations(page)).toEqual([]);
  };
  await expectStep(page, 1);
  await fillContact(page, f);
  await a11y();
  await next(page, 2);
  for (const s of f.services) await field(page, s).check();
  for (const a of f.addOns ?? []) await field(page, a).check();
  await a11y();
  await next(page, 3);
  for (const t of f.types) await field(page, t).check();
  await a11y();
  await next(page, 4);
  await field(page, f.size).check();
  if (f.customSize) await field(page, "Describe the property size *").fill(f.customSize);
  await a11y();
  await next(page, 5);
  await field(page, f.frequency).check();
  if (f.customFrequency) await field(page, "Describe the schedule you would like *").fill(f.customFrequency);
  await a11y();
  await next(page, 6);
  if (f.petType) {
    await field(page, "Yes").check();
    await field(page, "Pet Type *").fill(f.petType);
  }
  await field(page, f.ingredients).check();
  if (f.special) await field(page, "Special Requirements").fill(f.special);
  await a11y();
  await next(page, 7);
  await a11y();
}
