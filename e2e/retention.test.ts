import fs from "node:fs";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, test } from "vitest";
import { businessDay } from "../src/shared/business-time";
import type { Db } from "../src/server/db/client";
import { clients, consultations, jobAssessments, jobs, outbox } from "../src/server/db/schema/index";
import { monthsBefore } from "../src/server/services/retention/cutoffs";
import { DESKTOP, MOBILE, axeViolations, expectToast, fieldError, signInAsOwner, useBrowser } from "./support/browser";
import { noSideScroll, pageApi } from "./support/page-api";
import { useSeededServer } from "./support/seeded-server";

// Retention (decision 055) through the Settings screen: the owner sees the default periods and the
// runs, shortens a period (a bound that is too short is refused on its field), runs retention now
// and reads what it did; a second run finds nothing.
const SHOTS = "/tmp/shots-retention";
const DAY = 86_400_000;

/**
 * Enquiries eight months old (due once the owner keeps them six months, not at the default 24), a
 * client's own enquiry of the same age, and an e-mail sent 40 days ago (due at 30 days, not 90).
 * Today's daily run is marked done, so the server's start does not run it before the test does.
 */
async function seed(db: Db) {
  const eightMonths = monthsBefore(new Date(), 8);
  await db.insert(clients).values({ fullName: "Kept Client", email: "kept.client@example.com", phoneNumber: "613-555-0188" });
  await db.insert(consultations).values([
    { name: "Ada Enquirer", email: "ada.enquirer@example.com", phone: "613-555-0111", message: "Please call me", createdAt: eightMonths },
    { name: "Kept Client", email: "kept.client@example.com", phone: "613-555-0188", createdAt: eightMonths },
  ]);
  await db.insert(jobAssessments).values({
    fullName: "Bea Assessed",
    phoneNumber: "613-555-0122",
    email: "bea.assessed@example.com",
    propertyAddress: "45 Elgin St",
    postcode: "K1P 5K7",
    propertyType: ["home"],
    propertySize: "2 Bedrooms",
    serviceType: ["regular"],
    frequency: "weekly",
    preferredIngredients: "eco-friendly",
    specialRequirements: "Gate code 1234",
    submittedAt: eightMonths,
  });
  const sent = new Date(Date.now() - 40 * DAY);
  await db
    .insert(outbox)
    .values({ kind: "quote.send", to: "kept.client@example.com", subject: "Your quote", text: "Dear Kept Client", sentAt: sent, createdAt: sent });
  await db.insert(jobs).values({ kind: "retention.run", dedupeKey: `retention.run:${businessDay()}`, runAt: new Date(), doneAt: new Date() });
}

const server = useSeededServer({}, seed, "owner");
const { newPage } = useBrowser();
beforeAll(() => fs.mkdirSync(SHOTS, { recursive: true }));

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const button = (page: Page, name: string) => page.getByRole("button", { name, exact: true });
const ENQUIRIES = "Enquiries of people who never became clients (months)";
const MAIL = "Contents of sent e-mails (days)";

/** The whole page from its top (the header and sidebar stay where they are). */
async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

describe("Retention", () => {
  test("the owner shortens the periods, runs retention now and sees what it did; a second run finds nothing", async () => {
    const page = await newPage(DESKTOP, server().url);
    await page.goto("/admin/settings");
    await signInAsOwner(page);
    await page.getByRole("heading", { level: 2, name: "Retention", exact: true }).waitFor();

    // The defaults, the law's periods, and the next daily run (tomorrow's: today's is done).
    await expect.poll(() => field(page, ENQUIRIES).inputValue()).toBe("24");
    expect(await field(page, MAIL).inputValue()).toBe("90");
    expect(await page.getByText("These are the defaults until you save.").count()).toBe(1);
    expect(await page.getByText("Register of confidentiality incidents: 5 years after an incident is closed, then removed.").count()).toBe(1);
    expect(await page.locator("[data-next-run]").innerText()).toMatch(/^Next daily run: .+ at 3:00 [AP]M \(Ottawa time\)\.$/);
    expect(await page.getByText("No run yet.").count()).toBe(1);

    // At the defaults, nothing is due.
    await button(page, "Run retention now").click();
    await expectToast(page, "Retention Run Complete", "Nothing was due.", "success");
    await page.locator("[data-retention-run]").first().waitFor();
    expect(await page.locator("[data-retention-run]").first().innerText()).toContain("Nothing was due.");

    // Too short for the law: refused on its field, nothing saved.
    await field(page, ENQUIRIES).fill("5");
    await button(page, "Save Retention Periods").click();
    const tooShort = "Enquiries must be kept at least 6 months (implied consent from an enquiry lasts 6 months).";
    await expect.poll(() => fieldError(page, ENQUIRIES)).toBe(tooShort);
    await expectToast(page, "Validation Error", tooShort, "error");

    // Six months and thirty days: saved.
    await field(page, ENQUIRIES).fill("6");
    await field(page, MAIL).fill("30");
    await button(page, "Save Retention Periods").click();
    await expectToast(page, "Retention Periods Saved", "The next run applies them.", "success");
    await expect.poll(() => page.getByText(/^Last saved: /).count()).toBe(1);
    expect(await field(page, ENQUIRIES).inputValue()).toBe("6");
    // The public privacy page states the saved periods at once, in each language (its HTML as served).
    for (const [path, months, days] of [
      ["/privacy", "6 months (our current period)", "30 days (our current period)"],
      ["/fr/privacy", "6\u00a0mois (notre durée actuelle)", "30\u00a0jours (notre durée actuelle)"],
    ] as const) {
      const visitor = await newPage(MOBILE, server().url);
      await visitor.goto(path);
      const section = visitor.locator("section[aria-labelledby=privacy-keep]");
      const kept = await section.locator("dd").allInnerTexts();
      expect(kept).toContain(months);
      expect(kept.some((t) => t.startsWith(days))).toBe(true);
      await section.screenshot({ path: `${SHOTS}/privacy-periods${path.replaceAll("/", "-")}-390.png` });
    }

    // Now the eight-month-old enquiries of people who never became clients and the 40-day-old e-mail are due.
    await button(page, "Run retention now").click();
    const did = "1 consultation anonymised. 1 assessment anonymised. Contents of 1 sent e-mail removed.";
    await expectToast(page, "Retention Run Complete", did, "success");
    const latest = page.locator("[data-retention-run]").first();
    await expect.poll(() => latest.innerText()).toContain("1 consultation anonymised");
    const text = await latest.innerText();
    expect(text).toMatch(/Run by .+@/);
    expect(text).toContain("1 assessment anonymised");
    expect(text).toContain("Contents of 1 sent e-mail removed");
    expect(await page.locator("[data-retention-run]").count()).toBe(2);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, "settings-retention-1366");

    // The assessment is still counted, with nobody's name on it.
    const list = await pageApi(page, "GET", "/api/admin/assessments");
    expect(list.body.items.map((a: { fullName: string }) => a.fullName)).toEqual(["Anonymised"]);

    // Again: nothing left to do.
    await button(page, "Run retention now").click();
    await expectToast(page, "Retention Run Complete", "Nothing was due.", "success");
    await expect.poll(() => page.locator("[data-retention-run]").count()).toBe(3);

    // On a phone.
    const phone = await newPage(MOBILE, server().url);
    await phone.context().addCookies(await page.context().cookies());
    await phone.goto("/admin/settings");
    await phone.locator("[data-retention-run]").first().waitFor();
    expect(await noSideScroll(phone)).toBe(true);
    expect(await axeViolations(phone)).toEqual([]);
    await shot(phone, "settings-retention-390");
  });
});
