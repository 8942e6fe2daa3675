import fs from "node:fs";
import type { Page } from "playwright-core";
import { beforeAll, expect, test } from "vitest";
import { NEWS_CONSENT } from "../src/shared/consent";
import { DESKTOP, MOBILE, axeViolations, baseUrl, useBrowser } from "./support/browser";
import { signInClientByLink } from "./support/client-sign-in";
import { noSideScroll } from "./support/page-api";
import { staff } from "./support/staff-api";

// The portal's e-mail preferences (decision 057): on the portal's Privacy page, a client turns news and offers on (a consent recorded with the box's words, source portal)
// and off again (a withdrawal); transactional e-mails are said to reach them whatever they choose.
const SHOTS = "/tmp/shots-email-preferences";
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const WORDS = NEWS_CONSENT.words.en("Maple Crest Cleaning");

const { newPage } = useBrowser();
beforeAll(() => {
  fs.mkdirSync(SHOTS, { recursive: true });
});

/** The Privacy page at 390 and 1366 px, each a page of its own with the client's session. */
async function shoot(page: Page, name: string) {
  const state = await page.context().storageState();
  for (const [viewport, width] of [
    [MOBILE, 390],
    [DESKTOP, 1366],
  ] as const) {
    const context = await page.context().browser()!.newContext({ viewport, baseURL: baseUrl(), storageState: state });
    try {
      const shot = await context.newPage();
      await shot.goto("/client-dashboard/privacy");
      await shot.getByLabel(WORDS, { exact: true }).waitFor();
      await shot.waitForLoadState("networkidle");
      await shot.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
      expect(await noSideScroll(shot), `${name} at ${width}`).toBe(true);
    } finally {
      await context.close();
    }
  }
}

test("a client turns news and offers on in the portal, then off; each choice is recorded with the words shown", async () => {
  const email = `news.${run}@example.com`;
  const client = await staff("POST", "/api/admin/clients", {
    fullName: "Nora Client",
    email,
    phoneNumber: "613-555-0166",
    addresses: [{ street: "88 Elgin St", city: "Ottawa", province: "ON", postalCode: "K1P 5K8" }],
  });
  const page = await signInClientByLink(newPage, email);
  await page.getByRole("link", { name: "Privacy", exact: true }).first().click();
  const section = page.locator("[data-email-preferences]");
  await section.getByRole("heading", { level: 2, name: "E-mail preferences" }).waitFor();
  const box = page.getByLabel(WORDS, { exact: true });
  await box.waitFor();
  expect(await box.isChecked()).toBe(false);
  await section.getByText("You do not receive our news and offers by e-mail.").waitFor();
  await section.getByText("E-mails about your quotes, invoices and visits always reach you, whatever you choose here.").waitFor();

  await box.check();
  await section.locator("[data-save-state]").filter({ hasText: "Your choice is saved." }).waitFor();
  await section.getByText("You receive our news and offers by e-mail.").waitFor();
  await section.getByText(/^You agreed on /).waitFor();
  expect(await axeViolations(page, ["[data-email-preferences]"])).toEqual([]);
  await shoot(page, "news-on");

  await box.uncheck();
  await section.getByText("You do not receive our news and offers by e-mail.").waitFor();
  await section.getByText(/^You turned them off on /).waitFor();
  expect(await box.isChecked()).toBe(false);

  // The admin's client page reads the same records: consent given, then withdrawn, from the portal.
  const consent = await staff("GET", `/api/admin/clients/${client.id}/consent`);
  expect(consent.state.kind).toBe("withdrawn");
  expect(consent.records.map((r: { action: string; source: string; language: string; wording: string }) => [r.action, r.source, r.language])).toEqual([
    ["given", "portal", "en"],
    ["withdrawn", "portal", "en"],
  ]);
  expect(consent.records[0].wording).toBe(WORDS);
  await shoot(page, "news-off");
});
