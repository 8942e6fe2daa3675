import fs from "node:fs";
import type { ParsedMail } from "mailparser";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, test } from "vitest";
import { UNSUBSCRIBE_WORDS, NEWS_CONSENT } from "../src/shared/consent";
import { DESKTOP, MOBILE, axeViolations, baseUrl, expectToast, mailDir, signInAsOwner, useBrowser } from "./support/browser";
import { sentTo } from "./support/client-sign-in";
import { waitForMail } from "./support/mailbox";
import { noSideScroll } from "./support/page-api";
import { staff } from "./support/staff-api";

// Announcements (decision 057): the owner records a French client's consent given by phone, writes
// an announcement in both languages, previews and sends it; the French client receives it in
// French with the one-click unsubscribe headers, opens its link, is unsubscribed at once in French,
// can subscribe again and unsubscribe once more; the client's page in the admin shows the withdrawal.
// An English client's e-mail and page are English.
const SHOTS = "/tmp/shots-announcements";
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const COMPANY = "Maple Crest Cleaning";
const MAILING_ADDRESS = "PO Box 4410, Station E\nOttawa ON K1S 5B4";

const { newPage } = useBrowser();
beforeAll(() => {
  fs.mkdirSync(SHOTS, { recursive: true });
});

const expectHeading = (page: Page, title: string) => expect.poll(() => page.locator("h1").innerText(), { timeout: 15_000 }).toBe(title);
const button = (page: Page, name: string) => page.getByRole("button", { name, exact: true });
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const header = (mail: ParsedMail, name: string) => mail.headerLines.find((h) => h.key === name)?.line.replace(/\r?\n\s+/g, " ");

/**
 * Screenshots of what `page` shows at 390 and 1366 px, each on a page of its own opened at that
 * width with the same session (a page resized while open keeps traces of its first width), once
 * `ready` is on screen; nothing may scroll sideways.
 */
async function shoot(page: Page, name: string, ready: (p: Page) => Promise<unknown>) {
  const state = await page.context().storageState();
  for (const [viewport, width] of [
    [MOBILE, 390],
    [DESKTOP, 1366],
  ] as const) {
    const context = await page.context().browser()!.newContext({ viewport, baseURL: baseUrl(), storageState: state });
    try {
      const shot = await context.newPage();
      await shot.goto(page.url());
      await ready(shot);
      // The footer's code loads after the page's own (lazily, outside a prerendered page).
      await shot.waitForLoadState("networkidle");
      await shot.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
      expect(await noSideScroll(shot), `${name} at ${width}`).toBe(true);
    } finally {
      await context.close();
    }
  }
}

/** A client made by staff, in `language`; their id. */
async function client(name: string, email: string, language: "en" | "fr") {
  const made = await staff("POST", "/api/admin/clients", {
    fullName: name,
    email,
    phoneNumber: "819-555-0170",
    language,
    addresses: [{ street: "25 rue Laurier", city: "Gatineau", province: "QC", postalCode: "J8X 3Y9" }],
  });
  return made.id as string;
}

describe("Announcements", () => {
  // One person's whole path, with fourteen screenshots, each on a page of its own.
  test("the owner sends one; a French client receives it in French, unsubscribes in one click, and the client's page shows it", async () => {
    const { updatedAt: _, canEdit: __, ...settings } = await staff("GET", "/api/admin/settings");
    await staff("PUT", "/api/admin/settings", { ...settings, mailingAddress: MAILING_ADDRESS });
    const marie = `marie.${run}@example.com`;
    const marieId = await client("Marie Tremblay", marie, "fr");
    const paul = await client("Paul Martin", `paul.${run}@example.com`, "en");
    await staff("POST", `/api/admin/clients/${paul}/consent`, { action: "given" });

    // The owner records Marie's consent given by phone on her page, reading her the French words.
    const owner = await newPage(DESKTOP);
    await owner.goto(`/admin/clients/${marieId}`);
    await signInAsOwner(owner);
    await expectHeading(owner, "Marie Tremblay");
    const card = owner.locator("[data-card=consent]");
    await card.getByText("No consent", { exact: true }).waitFor();
    await button(owner, "Record Consent Given").click();
    const dialog = owner.getByRole("dialog", { name: "Record consent given by phone?" });
    await dialog.getByText(NEWS_CONSENT.words.fr(COMPANY)).waitFor();
    await dialog.getByRole("button", { name: "Record", exact: true }).click();
    await expectToast(owner, "Consent Recorded", NEWS_CONSENT.words.fr(COMPANY), "success");
    await card.getByText(/^Express consent since /).waitFor();
    expect(await card.locator("[data-consent-record]").allInnerTexts()).toEqual([expect.stringMatching(/^Given[\s\S]*Staff, recorded by owner/)]);

    // Announcements, from the sidebar: a new one in both languages.
    await owner.getByRole("link", { name: "Announcements", exact: true }).click();
    await expectHeading(owner, "Announcements");
    await owner.getByRole("link", { name: "New Announcement" }).click();
    await expectHeading(owner, "New Announcement");
    await shoot(owner, "announcement-new", (p) => p.getByLabel("French message", { exact: true }).waitFor());
    await button(owner, "Save Draft").click();
    await expectToast(owner, "Validation Error", "English subject is required.", "error");
    await field(owner, "English subject").fill(`Spring offer ${run}`);
    await field(owner, "English message").fill("Book a deep clean in April and save 10%.\n\nThe Maple Crest team");
    await field(owner, "French subject").fill(`Offre du printemps ${run}`);
    await field(owner, "French message").fill("Réservez un grand ménage en avril et économisez 10 %.\n\nL’équipe Maple Crest");
    await button(owner, "Save Draft").click();
    await expectToast(owner, "Draft Saved", "Preview it below", "success");
    await expectHeading(owner, "Draft Announcement");

    // The preview is the e-mail as written for its readers; two people may receive it.
    const preview = owner.locator("[data-preview=fr]");
    await expect.poll(() => preview.locator("[data-preview-subject]").innerText()).toBe(`Offre du printemps ${run} – ${COMPANY}`);
    expect(await preview.locator("[data-preview-text]").innerText()).toContain("PO Box 4410, Station E, Ottawa ON K1S 5B4");
    expect(await owner.locator("[data-audience]").innerText()).toBe("2");
    expect(await axeViolations(owner)).toEqual([]);
    await shoot(owner, "announcement-draft", (p) => p.locator("[data-preview=fr] [data-preview-subject]").waitFor());

    await button(owner, "Send to 2 people").click();
    const confirm = owner.getByRole("dialog", { name: "Send this announcement?" });
    await confirm.getByRole("button", { name: "Send Now" }).click();
    await expectToast(owner, "Announcement Sent", "Queued for 2 people.", "success");
    await expectHeading(owner, "Sent Announcement");
    const sentPage = owner.url();
    await owner.getByText(/^Sent .+ by owner to 2 people\.$/).waitFor();
    expect(await button(owner, "Save Draft").count()).toBe(0);
    await shoot(owner, "announcement-sent", (p) => p.locator("[data-preview=en] [data-preview-subject]").waitFor());
    await owner.getByRole("link", { name: "Back to Announcements" }).click();
    await owner.locator("[data-status=sent]").first().waitFor();
    expect(await axeViolations(owner)).toEqual([]);
    await shoot(owner, "announcements-list", (p) => p.locator("[data-status=sent]").first().waitFor());

    // Marie's e-mail: French, from the company with its mailing address, with the one-click headers.
    const mail = await waitForMail(mailDir(), (m) => sentTo(m, marie) && m.subject === `Offre du printemps ${run} – ${COMPANY}`);
    expect(mail.text).toMatch(/^Bonjour Marie Tremblay,\n\nRéservez un grand ménage/);
    expect(mail.text).toContain(`-- \n${COMPANY} (14872309 Canada Inc.)\nPO Box 4410, Station E, Ottawa ON K1S 5B4\n`);
    expect(header(mail, "list-unsubscribe-post")).toBe("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    expect(header(mail, "list-unsubscribe")).toMatch(new RegExp(`^List-Unsubscribe: <${baseUrl()}/api/unsubscribe\\?token=[\\w.%-]+>$`));
    const link = mail.text!.split(/\s+/).find((w) => w.startsWith(`${baseUrl()}/fr/unsubscribe?token=`))!;
    expect(link).toBeDefined();

    // Her link, opened in her browser: unsubscribed at once, in French, without signing in.
    const reader = await newPage(MOBILE);
    await reader.goto(link);
    await reader.getByRole("heading", { level: 1, name: "Désabonnement confirmé" }).waitFor();
    await reader.getByText(UNSUBSCRIBE_WORDS.words.fr(COMPANY)).waitFor();
    expect(await reader.evaluate(() => document.documentElement.lang)).toBe("fr-CA");
    expect(await axeViolations(reader)).toEqual([]);
    await shoot(reader, "unsubscribed-fr", (p) => p.getByRole("heading", { level: 1, name: "Désabonnement confirmé" }).waitFor());

    // She can take it back, and unsubscribe again.
    await button(reader, "Me réabonner").click();
    await reader.getByRole("heading", { level: 1, name: "Abonnement rétabli" }).waitFor();
    await reader.screenshot({ path: `${SHOTS}/resubscribed-fr-390.png`, fullPage: true });
    await button(reader, "Me désabonner").click();
    await reader.getByRole("heading", { level: 1, name: "Désabonnement confirmé" }).waitFor();

    // A forged link is refused, in French.
    const forged = await newPage(DESKTOP);
    await forged.goto(`/fr/unsubscribe?token=${encodeURIComponent(`x${new URL(link).searchParams.get("token")}`)}`);
    await forged.getByRole("heading", { level: 1, name: "Nous n’avons pas pu vous désabonner" }).waitFor();
    await forged
      .getByRole("alert")
      .filter({ hasText: "Ce lien de désabonnement n’est pas valide\u00a0: ouvrez le lien en entier à partir de notre courriel." })
      .waitFor();
    await shoot(forged, "unsubscribe-invalid-fr", (p) => p.getByRole("alert").waitFor());

    // Paul reads English: his e-mail and its page are English.
    const paulMail = await waitForMail(mailDir(), (m) => sentTo(m, `paul.${run}@example.com`) && m.subject === `Spring offer ${run} - ${COMPANY}`);
    expect(paulMail.text).toContain("Unsubscribe in one click: ");
    const paulLink = paulMail.text!.split(/\s+/).find((w) => w.startsWith(`${baseUrl()}/unsubscribe?token=`))!;
    const paulPage = await newPage(DESKTOP);
    await paulPage.goto(paulLink);
    await paulPage.getByRole("heading", { level: 1, name: "You are unsubscribed" }).waitFor();
    await paulPage.getByText(UNSUBSCRIBE_WORDS.words.en(COMPANY)).waitFor();
    await button(paulPage, "Subscribe again").waitFor();
    expect(await axeViolations(paulPage)).toEqual([]);
    await shoot(paulPage, "unsubscribed-en", (p) => p.getByRole("heading", { level: 1, name: "You are unsubscribed" }).waitFor());

    // Her page in the admin: withdrawn, with each record of the ledger.
    await owner.goto(`/admin/clients/${marieId}`);
    await expectHeading(owner, "Marie Tremblay");
    await card.getByText(/^Withdrawn on /).waitFor();
    expect(await card.locator("[data-consent-state]").innerText()).toBe("Does not receive announcements");
    expect(await card.locator("[data-consent-record]").evaluateAll((rows) => rows.map((r) => r.getAttribute("data-consent-record")))).toEqual([
      "given",
      "withdrawn",
      "given",
      "withdrawn",
    ]);
    expect(await card.getByText("Unsubscribe link", { exact: true }).count()).toBe(3);
    expect(await axeViolations(owner)).toEqual([]);
    await shoot(owner, "client-consent", (p) => p.getByText(/^Withdrawn on /).waitFor());

    // The sent announcement lists who it went to: both e-mails out, none held back.
    await owner.goto(sentPage);
    const who = owner.getByRole("region", { name: "Who it went to" });
    await expect.poll(() => who.locator("[data-count=sent] dd").innerText(), { timeout: 15_000 }).toBe("2");
    expect(await who.locator("[data-count=withheld] dd").innerText()).toBe("0");
    expect(await who.locator("[data-recipient]").evaluateAll((rows) => rows.map((r) => r.getAttribute("data-state")))).toEqual(["sent", "sent"]);
    expect(await axeViolations(owner)).toEqual([]);
    await shoot(owner, "announcement-recipients", (p) => p.locator("[data-count=sent]").waitFor());
  });
});
