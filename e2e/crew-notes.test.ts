import path from "node:path";
import { expect, test } from "vitest";
import { adminPath, adminPaths } from "../src/shared/admin-paths";
import { businessDay } from "../src/shared/business-time";
import { DESKTOP, MOBILE, axeViolations, mailDir, signInAs, signInAsOwner, useBrowser } from "./support/browser";
import { readMailbox, waitForMail } from "./support/mailbox";
import { crewOf, joinAsStaff, staff } from "./support/staff-api";

// A French-speaking cleaner on a 390-wide phone (decision 067): with no signal they report
// "Can't get in" (shown as waiting), which is sent once when the signal returns; the office's
// inbox gets one e-mail, the dashboard and the visit page flag it; a note to the office appears on
// the visit page with who wrote it.

const SHOTS = path.resolve(import.meta.dirname, "../.tmp");
const { newPage } = useBrowser();
const today = businessDay();
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const cleaner = { email: `notes.${run}@example.com`, username: `notes${run}`, password: "a long crew passphrase 42" };
const CLIENT = `Notes Client ${run}`;

async function inviteCleaner() {
  await joinAsStaff(cleaner, "cleaner", "fr");
}

async function todaysVisit() {
  const client = await staff("POST", "/api/admin/clients", {
    fullName: CLIENT,
    phoneNumber: "613-555-0178",
    addresses: [{ street: "45 Sparks St", city: "Ottawa", province: "ON", postalCode: "K1P 5A8", accessNotes: "Code 1234" }],
  });
  const { visit } = await staff("POST", "/api/admin/service-visits", {
    clientId: client.id,
    addressId: client.addresses[0].id,
    date: today,
    windowStart: "06:00",
    windowEnd: "21:00",
    service: "Home cleaning",
    crew: await crewOf(cleaner.username),
  });
  return visit.id as string;
}

const noAccessMails = async () => (await readMailbox(mailDir())).filter((m) => (m.subject ?? "").startsWith(`Couldn't get in: ${CLIENT}`));

test("Can't get in reported offline from a French phone is sent once; the office is e-mailed and sees it flagged; a note reaches the visit page", async () => {
  await inviteCleaner();
  const visitId = await todaysVisit();

  const phone = await newPage(MOBILE);
  await phone.goto("/admin");
  await signInAs(phone, cleaner);
  await phone.getByRole("heading", { level: 1, name: "Vos visites" }).waitFor();
  const card = phone.locator(`[data-crew-visit="${visitId}"]`);
  await card.waitFor();

  // A note to the office.
  await card.getByRole("button", { name: `Note au bureau sur la visite de ${CLIENT}` }).click();
  await card.getByRole("button", { name: "Envoyer au bureau" }).click();
  expect(await card.getByRole("alert").textContent()).toBe("Écrivez d’abord votre note.");
  await card.getByLabel("Votre note").fill("  Plus de sacs d’aspirateur  ");
  await card.getByRole("button", { name: "Envoyer au bureau" }).click();
  await card.locator("[data-sent=note]").waitFor();

  // No signal: "Can't get in", with "other" needing details.
  await phone.context().setOffline(true);
  await card.getByRole("button", { name: `Impossible d’entrer pour la visite de ${CLIENT}` }).click();
  await card.getByRole("radio", { name: "Autre" }).check();
  await card.getByRole("button", { name: "Envoyer au bureau" }).click();
  expect(await card.getByRole("alert").textContent()).toBe("Dites ce qui s’est passé.");
  await card.getByRole("radio", { name: "La clé ou le code ne fonctionne pas" }).check();
  await card.getByLabel("Précisions (facultatif)").fill("Le code du cadenas a changé");
  expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expect(await axeViolations(phone)).toEqual([]);
  await phone.screenshot({ path: path.join(SHOTS, "crew-notes-form-fr.png"), fullPage: true });
  await card.getByRole("button", { name: "Envoyer au bureau" }).click();
  await card.locator("[data-waiting=no-access]").waitFor();
  expect(await card.locator("[data-waiting=no-access]").textContent()).toBe("«\u00a0Impossible d’entrer\u00a0» est en attente d’envoi.");
  await phone.getByText("1\u00a0modification en attente d’envoi").waitFor();
  await phone.screenshot({ path: path.join(SHOTS, "crew-notes-offline-fr.png"), fullPage: true });
  // Nothing reached the server; the button is gone while it waits.
  expect((await staff("GET", "/api/admin/crew-reports")).reports.filter((r: { visitId: string }) => r.visitId === visitId)).toEqual([]);
  expect(await card.getByRole("button", { name: /Impossible d’entrer/ }).count()).toBe(0);

  // Signal back: sent once; the office's inbox gets one e-mail.
  await phone.context().setOffline(false);
  await card.locator("[data-sent=no-access]").waitFor();
  await phone.getByText("Tout est envoyé.").waitFor();
  const mail = await waitForMail(mailDir(), (m) => (m.subject ?? "").startsWith(`Couldn't get in: ${CLIENT}`));
  expect(mail.text).toContain("Reason: The key or code does not work");
  expect(mail.text).toContain("Le code du cadenas a changé");
  expect(mail.text).toContain(`/admin/visits/${visitId}`);
  await phone.screenshot({ path: path.join(SHOTS, "crew-notes-sent-fr.png"), fullPage: true });

  // The office: the dashboard's first section, then the visit page, flagged, with the note.
  const office = await newPage(DESKTOP);
  await office.goto(adminPaths.assessments);
  await signInAsOwner(office);
  const alerts = office.locator("[data-no-access-alerts]");
  await alerts.waitFor();
  expect(await alerts.textContent()).toContain("The key or code does not work: Le code du cadenas a changé");
  await office.screenshot({ path: path.join(SHOTS, "crew-notes-dashboard.png"), fullPage: true });
  await alerts.getByRole("link", { name: `Open ${CLIENT}'s visit` }).click();
  await office.locator("[data-no-access-flag]").waitFor();
  expect(office.url()).toContain(adminPath("visitView", { id: visitId }));
  const reports = office.locator("[data-card=crew-reports]");
  await reports.getByText("Plus de sacs d’aspirateur", { exact: true }).waitFor();
  expect(await reports.locator("[data-crew-report=note]").textContent()).toContain(cleaner.username);
  expect(await reports.locator("[data-crew-report=no_access]").textContent()).toContain("Couldn't get in: The key or code does not work");
  expect(await axeViolations(office)).toEqual([]);
  await office.screenshot({ path: path.join(SHOTS, "crew-notes-visit.png"), fullPage: true });

  // Sent exactly once.
  expect(await noAccessMails()).toHaveLength(1);
  const mine = (await staff("GET", `/api/admin/crew-reports/visits/${visitId}`)).reports as { kind: string }[];
  expect(mine.map((r) => r.kind).sort()).toEqual(["no_access", "note"]);
});
