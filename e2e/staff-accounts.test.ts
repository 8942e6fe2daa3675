import fs from "node:fs";
import type { ParsedMail } from "mailparser";
import type { Page } from "playwright-core";
import { expect, test } from "vitest";
import { DESKTOP, MOBILE, axeViolations, baseUrl, expectToast, mailDir, signInAsOwner, useBrowser } from "./support/browser";
import { waitForMail } from "./support/mailbox";
import { noSideScroll } from "./support/page-api";

// Staff accounts (decision 060): the owner invites office staff and a cleaner from the Staff page;
// each follows the link e-mailed to them, chooses a username and password, signs in and sees their
// own screens (office: the admin without Staff or Settings; the cleaner: their page, in French, and
// no admin address). Deactivating the cleaner ends their open session at once.

const SHOTS = "/tmp/shots-staff";
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const OFFICE = { email: `office.${run}@example.com`, username: `ana${run}`, password: "office passphrase for ana 2026" };
const CLEANER = { email: `cleaner.${run}@example.com`, username: `luc${run}`, password: "cleaner passphrase for luc 2026" };

const { newPage } = useBrowser();

/** A screenshot when asked for (E2E_SCREENSHOTS=1): they are for people to look at, not for the suite. */
async function shot(page: Page, name: string) {
  if (!process.env.E2E_SCREENSHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

const heading = (page: Page) => page.locator("h1");
const expectHeading = (page: Page, title: string) => expect.poll(() => heading(page).innerText(), { timeout: 15_000 }).toBe(title);
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const button = (page: Page, name: string) => page.getByRole("button", { name, exact: true });
const link = (page: Page, name: string) => page.getByRole("link", { name, exact: true });
const addresses = (m: ParsedMail) => (Array.isArray(m.to) ? m.to : m.to ? [m.to] : []).flatMap((a) => a.value.map((v) => v.address?.toLowerCase()));

/** The invitation link e-mailed to `email` (the caught message, read as the invitee would). */
async function invitationLink(email: string, subject: string): Promise<string> {
  const mail = await waitForMail(mailDir(), (m) => addresses(m).includes(email) && (m.subject ?? "").startsWith(subject));
  const url = (mail.text ?? "").match(/https?:\/\/\S+/g)?.find((u) => u.includes("type=invitation"));
  if (!url) throw new Error(`no invitation link in: ${mail.text}`);
  expect(url.startsWith(`${baseUrl()}/admin?`)).toBe(true);
  return url;
}

async function invite(owner: Page, email: string, role: "Office" | "Cleaner", language: "English" | "French") {
  await button(owner, "Invite staff").click();
  const dialog = owner.getByRole("dialog", { name: "Invite staff" });
  await dialog.waitFor();
  await field(owner, "E-mail").fill(email);
  await dialog.getByRole("radio", { name: role }).check();
  await field(owner, "Language of their e-mails").selectOption({ label: language });
  await shot(owner, `invite-${role.toLowerCase()}-1366`);
  await button(owner, "Send Invitation").click();
  await expectToast(owner, "Invitation Sent", `${email} has 7 days to choose a username and password.`, "success");
}

/** On the sign-in screen: sign in with the account's e-mail and password. */
async function signIn(page: Page, account: { email: string; password: string }) {
  await field(page, "Email").fill(account.email);
  await field(page, "Password").fill(account.password);
  await button(page, "Sign In").click();
}

test(
  "the owner invites office staff and a cleaner; each joins by the e-mailed link and sees their own screens; a deactivated cleaner is signed out at once",
  { timeout: 180_000 },
  async () => {
    // The owner (create-admin's account) opens Staff from the sidebar and invites two people.
    const owner = await newPage();
    await owner.goto("/admin");
    await signInAsOwner(owner);
    await expectHeading(owner, "Job Assessments");
    await link(owner, "Staff").click();
    await expectHeading(owner, "Staff");
    await invite(owner, OFFICE.email, "Office", "English");
    await invite(owner, CLEANER.email, "Cleaner", "French");
    const rows = owner.locator("[data-staff-row=invited]");
    await expect.poll(() => rows.count()).toBe(2);
    expect(await rows.first().innerText()).toContain("Invited");
    {
      const v = await axeViolations(owner);
      console.log("AXE", JSON.stringify(v));
      expect(v).toEqual([]);
    }
    await shot(owner, "staff-1366");

    // Office: the link opens the invitation screen, then the sign-in screen, then the admin without Staff or Settings.
    const office = await newPage();
    await office.goto(await invitationLink(OFFICE.email, "Your staff account invitation"));
    await office.locator("[data-invited-role]").getByText("Your role: Office").waitFor();
    expect(await office.getByText(`Your account signs in with ${OFFICE.email}.`, { exact: false }).count()).toBe(1);
    await field(office, "Username").fill(OFFICE.username);
    await field(office, "Password").fill(OFFICE.password);
    await field(office, "Confirm password").fill(`${OFFICE.password}!`);
    await button(office, "Create My Account").click();
    await expectToast(office, "Passwords Don't Match", "Please ensure both password fields match.", "error");
    await field(office, "Confirm password").fill(OFFICE.password);
    await button(office, "Create My Account").click();
    await expectToast(office, "Account Created", "Sign in with your e-mail address and your new password.", "success");
    expect(new URL(office.url()).search).toBe("");
    await signIn(office, OFFICE);
    await expectHeading(office, "Job Assessments");
    const nav = office.getByRole("navigation", { name: "Admin" });
    await nav.getByRole("link", { name: "Clients Hub", exact: true }).waitFor();
    expect(await nav.getByRole("link", { name: "Staff", exact: true }).count()).toBe(0);
    expect(await nav.getByRole("link", { name: "Settings", exact: true }).count()).toBe(0);
    expect(await button(office, "Add Admin").count()).toBe(0);
    await office.goto("/admin/settings");
    await expectHeading(office, "Settings");
    await office.getByText("Only an owner can see or change the company settings.", { exact: false }).waitFor();
    expect(await field(office, "Legal name").count()).toBe(0);

    // The cleaner: the French invitation, then their own page in French; an admin address is not found.
    const cleaner = await newPage(MOBILE);
    await cleaner.goto(await invitationLink(CLEANER.email, "Invitation à votre compte du personnel"));
    await expectHeading(cleaner, "Rejoindre Maple Crest Cleaning");
    await cleaner.locator("[data-invited-role]").getByText("Votre rôle\u00a0: Préposé à l’entretien").waitFor();
    expect(await cleaner.evaluate(() => document.documentElement.lang)).toBe("fr-CA");
    expect(await axeViolations(cleaner)).toEqual([]);
    expect(await noSideScroll(cleaner)).toBe(true);
    await shot(cleaner, "invitation-fr-390");
    await field(cleaner, "Nom d’utilisateur").fill(CLEANER.username);
    await field(cleaner, "Mot de passe").fill(CLEANER.password);
    await field(cleaner, "Confirmer le mot de passe").fill(CLEANER.password);
    await button(cleaner, "Créer mon compte").click();
    await expectToast(cleaner, "Compte créé", "Connectez-vous avec votre adresse courriel et votre nouveau mot de passe.", "success");
    await signIn(cleaner, CLEANER);
    await cleaner.waitForURL(`${baseUrl()}/crew/`);
    await expectHeading(cleaner, "Vos visites");
    // Their visits (decision 063): none yet, in French.
    await cleaner.getByText("Aucune visite aujourd’hui.", { exact: true }).waitFor();
    expect(await cleaner.getByRole("navigation", { name: "Admin" }).count()).toBe(0);
    expect(await axeViolations(cleaner)).toEqual([]);
    expect(await noSideScroll(cleaner)).toBe(true);
    await shot(cleaner, "crew-fr-390");
    await cleaner.setViewportSize(DESKTOP);
    await shot(cleaner, "crew-fr-1366");
    await cleaner.goto("/admin/clients");
    await expectHeading(cleaner, "Page introuvable");
    expect(await cleaner.getByText("Clients Hub").count()).toBe(0);
    const adminApi = await cleaner.evaluate(async () => (await fetch("/api/admin/clients")).status);
    expect(adminApi).toBe(404);
    await link(cleaner, "Retour à vos visites").click();
    await expectHeading(cleaner, "Vos visites");

    // The owner's list: two active members more, with their roles; the owner deactivates the cleaner.
    await owner.reload();
    await expectHeading(owner, "Staff");
    await expect.poll(() => owner.locator("[data-staff-row=active]").count()).toBe(3);
    // The same list on a phone.
    const phone = await newPage(MOBILE);
    await phone.goto("/admin/staff");
    await signInAsOwner(phone);
    await expect.poll(() => phone.locator("[data-staff-row=active]").count()).toBe(3);
    await shot(phone, "staff-390");
    expect(await noSideScroll(phone)).toBe(true);
    await button(owner, `Deactivate ${CLEANER.username}`).click();
    const confirm = owner.getByRole("dialog", { name: `Deactivate ${CLEANER.username}?` });
    await confirm.waitFor();
    await confirm.getByRole("button", { name: "Deactivate", exact: true }).click();
    await expectToast(owner, "Account Deactivated", `${CLEANER.username} was signed out and can no longer sign in.`, "success");
    await expect.poll(() => owner.locator("[data-staff-row=deactivated]").count()).toBe(1);

    // The cleaner's open page: its next request finds no session, and signing in again is refused, saying why.
    expect(await cleaner.evaluate(async () => (await fetch("/api/session")).status)).toBe(401);
    await cleaner.reload();
    await button(cleaner, "Sign In").waitFor();
    await signIn(cleaner, CLEANER);
    await expectToast(
      cleaner,
      "Authentication Error",
      "This staff account is deactivated, so it can no longer sign in. Ask an owner of the company if you think this is a mistake.",
      "error",
    );
    const deactivated = await waitForMail(
      mailDir(),
      (m) => addresses(m).includes(CLEANER.email) && (m.subject ?? "").startsWith("Votre compte du personnel est désactivé"),
    );
    expect(deactivated.text).toContain("Vos sessions ont été fermées partout");
  },
);
