import path from "node:path";
import sharp from "sharp";
import type { Page } from "playwright-core";
import { expect, test } from "vitest";
import { adminPath } from "../src/shared/admin-paths";
import { businessDay } from "../src/shared/business-time";
import { DESKTOP, MOBILE, axeViolations, baseUrl, mailDir, signInAs, signInAsOwner, useBrowser } from "./support/browser";
import { sentTo } from "./support/client-sign-in";
import { waitForMail } from "./support/mailbox";
import { crewOf, joinAsStaff, staff } from "./support/staff-api";

// The client's visit report (decision 066), on the real server: a cleaner on a 390-wide phone
// checks in, ticks an item of the checklist, takes a photo before and one after, writes a note
// for the client and checks out; the office sees the photos on the visit page; the French client
// receives the report by e-mail, in French, and finds it with the photos in Service History.

const SHOTS = path.resolve(import.meta.dirname, "../.tmp");
const { newPage } = useBrowser();
const today = businessDay();
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const cleaner = { email: `report.${run}@example.com`, username: `report${run}`, password: "a long crew passphrase 42" };
const client = { email: `rapport.${run}@example.com`, name: `Claire Rapport ${run}` };
const NOTE = "Tout est propre. Le chat a été très sage.";

const photo = (colour: string) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

async function setUp(): Promise<string> {
  await joinAsStaff(cleaner, "cleaner", "en");
  const made = await staff("POST", "/api/admin/clients", {
    fullName: client.name,
    email: client.email,
    phoneNumber: "819-555-0190",
    language: "fr",
    addresses: [{ street: "12 rue Laurier", city: "Gatineau", province: "QC", postalCode: "J8X 3V8" }],
  });
  const { visit } = await staff("POST", "/api/admin/service-visits", {
    clientId: made.id,
    addressId: made.addresses[0].id,
    date: today,
    windowStart: "06:00",
    windowEnd: "21:00",
    service: "Home cleaning",
    crew: await crewOf(cleaner.username),
  });
  return visit.id as string;
}

/** The French client, signed in through a French login link, on the French dashboard. */
async function signedInClient(): Promise<Page> {
  const asked = await fetch(`${baseUrl()}/api/auth/sign-in/magic-link`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: baseUrl(), "Accept-Language": "fr-CA" },
    body: JSON.stringify({ email: client.email }),
  });
  expect(asked.status).toBe(200);
  const mail = await waitForMail(mailDir(), (m) => sentTo(m, client.email) && (m.subject ?? "").startsWith("Votre lien de connexion"));
  const link = mail.text!.split(/\s+/).find((w) => w.startsWith(`${baseUrl()}/api/auth/magic-link/verify`))!;
  const page = await newPage(DESKTOP);
  await page.goto(link);
  await page.getByRole("heading", { level: 1, name: "Tableau de bord" }).waitFor();
  return page;
}

/** Whether every image in `scope` has loaded (the protected photo route answered with a picture). */
const imagesLoaded = (page: Page, scope: string) =>
  page.$$eval(
    `${scope} img`,
    (imgs) => imgs.length > 0 && imgs.every((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0),
  );

test("a cleaner takes photos and checks out with a note; the office sees them; the French client gets the report and finds it in Service History", async () => {
  const visitId = await setUp();

  const phone = await newPage(MOBILE);
  await phone.goto("/admin");
  await signInAs(phone, cleaner);
  const card = phone.locator(`[data-crew-visit="${visitId}"]`);
  await card.waitFor();

  await card.getByRole("button", { name: "Check In", exact: true }).click();
  await card.locator("[data-checked=in]").waitFor();
  await card.getByRole("checkbox", { name: "Scrub and shine the sink" }).check();
  await card
    .getByLabel(`Take a photo before the cleaning at ${client.name}`)
    .setInputFiles({ name: "before.jpg", mimeType: "image/jpeg", buffer: await photo("#8899aa") });
  await card
    .getByLabel(`Take a photo after the cleaning at ${client.name}`)
    .setInputFiles({ name: "after.jpg", mimeType: "image/jpeg", buffer: await photo("#ddeeff") });
  await card.getByRole("img", { name: "Photo 1 after the cleaning" }).waitFor();
  await phone.getByText("Everything is sent.").waitFor();
  await card.getByLabel("Note for the client").fill(NOTE);
  expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expect(await axeViolations(phone)).toEqual([]);
  await phone.screenshot({ path: path.join(SHOTS, "visit-report-phone.png"), fullPage: true });
  await card.getByRole("button", { name: "Check Out", exact: true }).click();
  await card.locator("[data-checked=out]").waitFor();

  // The French client's report e-mail: the visit, what was done, the note, the photos counted, a link to the portal.
  const mail = await waitForMail(mailDir(), (m) => sentTo(m, client.email) && (m.subject ?? "").startsWith("Le rapport de votre visite"));
  expect(mail.text).toContain(NOTE);
  expect(mail.text).toContain("Récurer et faire briller l’évier");
  expect(mail.text).not.toContain(cleaner.username);

  // The office's visit page: the photos and the note, and the visit completed by the check-out.
  const office = await newPage(DESKTOP);
  await office.goto(adminPath("visitView", { id: visitId }));
  await signInAsOwner(office);
  const section = office.locator("[data-card=visit-report]");
  await section.getByRole("img", { name: "Photo 1 before the cleaning" }).waitFor();
  await section.getByRole("img", { name: "Photo 1 after the cleaning" }).waitFor();
  await section.getByText(NOTE).waitFor();
  await expect.poll(() => imagesLoaded(office, "[data-card=visit-report]")).toBe(true);
  await office.screenshot({ path: path.join(SHOTS, "visit-report-office.png"), fullPage: true });

  // The dashboard's Service History, in French: the report with the note and both photos.
  const portal = await signedInClient();
  await portal.getByRole("heading", { name: "Historique des services" }).waitFor();
  const report = portal.locator(`[data-visit-report="${visitId}"]`);
  await report.getByRole("heading", { name: "Rapport de visite" }).waitFor();
  await report.getByText(NOTE).waitFor();
  await report.getByRole("img", { name: "Photo 1 avant le nettoyage" }).waitFor();
  await report.getByRole("img", { name: "Photo 1 après le nettoyage" }).waitFor();
  await expect.poll(() => imagesLoaded(portal, `[data-visit-report="${visitId}"]`)).toBe(true);
  expect(await axeViolations(portal)).toEqual([]);
  await portal.screenshot({ path: path.join(SHOTS, "visit-report-portal.png"), fullPage: true });
});
