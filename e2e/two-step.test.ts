import fs from "node:fs";
import type { ParsedMail } from "mailparser";
import type { Page } from "playwright-core";
import { expect, test } from "vitest";
import { totpNow } from "../src/server/test/totp";
import { DESKTOP, MOBILE, axeViolations, baseUrl, expectToast, mailDir, signInAsOwner, useBrowser } from "./support/browser";
import { waitForMail } from "./support/mailbox";
import { noSideScroll } from "./support/page-api";
import { staff } from "./support/staff-api";

// Two-step sign-in (decision 068): a French office member turns it on from Security (reads the key
// as text, types the app's code), signs out and signs in with a code; having lost their phone, an
// owner resets it from the Staff page and they sign in with their password alone. An owner who has
// it requires it, and an English office member without it is sent to its setup and nothing else.

const SHOTS = "/tmp/shots-two-step";
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const PASSWORD = "two step passphrase for staff 2026";
const OFFICE_FR = { email: `chloe.${run}@example.com`, username: `chloe${run}` };
const OWNER = { email: `owner.${run}@example.com`, username: `olga${run}` };
const OFFICE_EN = { email: `ben.${run}@example.com`, username: `ben${run}` };

const { newPage } = useBrowser();

async function shot(page: Page, name: string) {
  if (!process.env.E2E_SCREENSHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

const addresses = (m: ParsedMail) => (Array.isArray(m.to) ? m.to : m.to ? [m.to] : []).flatMap((a) => a.value.map((v) => v.address?.toLowerCase()));
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const button = (page: Page, name: string) => page.getByRole("button", { name, exact: true });
const expectHeading = (page: Page, title: string) => expect.poll(() => page.locator("h1").innerText(), { timeout: 15_000 }).toBe(title);

/** A staff account made through an invitation (the owner of global-setup invites, the link is accepted). */
async function makeStaff(account: { email: string; username: string }, role: "owner" | "office", language: "en" | "fr") {
  await staff("POST", "/api/admin/staff/invitations", { email: account.email, role, language });
  const mail = await waitForMail(mailDir(), (m) => addresses(m).includes(account.email));
  const token = new URL((mail.text ?? "").match(/https?:\/\/\S+type=invitation\S+/)![0]).searchParams.get("token");
  const res = await fetch(`${baseUrl()}/api/staff-invitations/accept`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: baseUrl() },
    body: JSON.stringify({ token, username: account.username, password: PASSWORD }),
  });
  expect(res.status).toBe(201);
}

/** The owner of global-setup, signed in on the Staff page at `size`. */
async function ownerOnStaff(size: typeof DESKTOP) {
  const page = await newPage(size);
  await page.goto("/admin/staff");
  await signInAsOwner(page);
  await expectHeading(page, "Staff");
  return page;
}

async function signIn(page: Page, email: string) {
  await page.goto("/admin");
  await field(page, "Email").fill(email);
  await field(page, "Password").fill(PASSWORD);
  await button(page, "Sign In").click();
}

/** On the Security page or the required setup: the password, the key read as text, the app's code, the codes saved. */
async function setUp(page: Page, w: { password: string; start: string; code: string; confirm: string; saved: string }, name: string) {
  await field(page, w.password).fill(PASSWORD);
  await button(page, w.start).click();
  const secret = page.locator("[data-two-step-secret]");
  await secret.waitFor();
  expect(
    await page
      .getByRole("img")
      .filter({ has: page.locator("path") })
      .count(),
  ).toBeGreaterThan(0);
  const key = (await secret.innerText()).replace(/\s+/g, "");
  expect(key).toBe(await secret.getAttribute("data-two-step-secret"));
  const input = field(page, w.code);
  expect(await input.getAttribute("autocomplete")).toBe("one-time-code");
  expect(await input.getAttribute("inputmode")).toBe("numeric");
  await shot(page, `${name}-scan`);
  await input.fill(await totpNow(key));
  await button(page, w.confirm).click();
  const codes = page.locator("[data-recovery-codes] li");
  await expect.poll(() => codes.count()).toBe(10);
  await shot(page, `${name}-codes`);
  await button(page, w.saved).click();
  return key;
}

test("a French office member turns it on and signs in with a code; reset by an owner, the password alone", { timeout: 240_000 }, async () => {
  await makeStaff(OFFICE_FR, "office", "fr");
  const page = await newPage(DESKTOP);
  await signIn(page, OFFICE_FR.email);
  await expectHeading(page, "Job Assessments");
  await page.getByRole("link", { name: "Security", exact: true }).click();
  await expectHeading(page, "Sécurité");
  expect(await page.locator("[data-two-step-status]").getAttribute("data-two-step-status")).toBe("off");
  await button(page, "Activer la connexion en deux étapes").click();
  const key = await setUp(
    page,
    { password: "Mot de passe", start: "Continuer", code: "Code à 6\u00a0chiffres", confirm: "Activer", saved: "J’ai gardé mes codes" },
    "fr-1366",
  );
  await expect.poll(() => page.locator("[data-two-step-status]").getAttribute("data-two-step-status")).toBe("on");
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, "fr-1366-security-on");

  await button(page, "Sign Out").click();
  await field(page, "Email").waitFor();
  await field(page, "Email").fill(OFFICE_FR.email);
  await field(page, "Password").fill(PASSWORD);
  await button(page, "Sign In").click();
  const code = field(page, "Code de votre application");
  await code.waitFor();
  expect(await code.getAttribute("autocomplete")).toBe("one-time-code");
  expect(await code.getAttribute("inputmode")).toBe("numeric");
  expect(await page.evaluate(() => document.documentElement.lang)).toMatch(/^fr/);
  // A wrong code first: the message says so, in French.
  const now = await totpNow(key);
  await code.fill(now === "000000" ? "111111" : "000000");
  await button(page, "Vérifier").click();
  await expect.poll(() => page.getByText("Ce code n’est pas le bon", { exact: false }).count()).toBeGreaterThan(0);
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, "fr-1366-code-step");
  await code.fill(await totpNow(key));
  await button(page, "Vérifier").click();
  await expectHeading(page, "Job Assessments");

  // The phone is lost: an owner resets it from the Staff page, which says who has it on.
  const resetName = `Reset two-step sign-in for ${OFFICE_FR.username}`;
  const dialogName = `Reset the two-step sign-in of ${OFFICE_FR.username}?`;
  const owner = await ownerOnStaff(DESKTOP);
  const row = owner.locator("[data-staff-row=active]").filter({ hasText: OFFICE_FR.email });
  await row.locator("[data-two-step=on]").waitFor();
  expect(await row.innerText()).toContain("Two-step on");
  await shot(owner, "en-1366-staff-two-step-on");
  // At a phone's width: the row and the dialog fit (cancelled there).
  const phone = await ownerOnStaff(MOBILE);
  await phone.locator("[data-two-step=on]").first().waitFor();
  expect(await noSideScroll(phone)).toBe(true);
  await shot(phone, "en-390-staff-two-step-on");
  await button(phone, resetName).click();
  await phone.getByRole("dialog", { name: dialogName }).waitFor();
  expect(await noSideScroll(phone)).toBe(true);
  await shot(phone, "en-390-reset-dialog");
  await button(phone, "Cancel").click();

  await button(owner, resetName).click();
  const confirm = owner.getByRole("dialog", { name: dialogName });
  await confirm.waitFor();
  expect(await axeViolations(owner)).toEqual([]);
  await shot(owner, "en-1366-reset-dialog");
  await confirm.getByRole("button", { name: "Reset Two-Step Sign-In", exact: true }).click();
  await expectToast(owner, "Two-Step Sign-In Reset", `${OFFICE_FR.username} was signed out and can sign in with their password alone.`, "success");
  await expect.poll(() => row.locator("[data-two-step=on]").count()).toBe(0);
  expect(await button(owner, resetName).count()).toBe(0);
  expect(await axeViolations(owner)).toEqual([]);
  await shot(owner, "en-1366-staff-after-reset");
  await phone.reload();
  await expectHeading(phone, "Staff");
  await phone.getByText(OFFICE_FR.email, { exact: true }).waitFor();
  expect(await button(phone, resetName).count()).toBe(0);
  await shot(phone, "en-390-staff-after-reset");
  const mail = await waitForMail(mailDir(), (m) => addresses(m).includes(OFFICE_FR.email) && (m.subject ?? "").startsWith("Un propriétaire a désactivé"));
  expect(mail.text).toContain("Une fois connecté, réactivez-la dans Sécurité");

  // Their session ended at once; the password alone signs them in.
  await page.reload();
  await field(page, "Email").waitFor();
  await field(page, "Email").fill(OFFICE_FR.email);
  await field(page, "Password").fill(PASSWORD);
  await button(page, "Sign In").click();
  await expectHeading(page, "Job Assessments");
  expect(await field(page, "Code de votre application").count()).toBe(0);
});

test("an owner who has it requires two-step sign-in; an office member without it is sent to its setup", { timeout: 180_000 }, async () => {
  await makeStaff(OWNER, "owner", "en");
  await makeStaff(OFFICE_EN, "office", "en");
  const owner = await newPage(MOBILE);
  await signIn(owner, OWNER.email);
  await expectHeading(owner, "Job Assessments");
  await owner.goto("/admin/security");
  await expectHeading(owner, "Security");
  await button(owner, "Turn On Two-Step Sign-In").click();
  await setUp(owner, { password: "Password", start: "Continue", code: "6-digit code", confirm: "Turn On", saved: "I Saved My Codes" }, "en-390");
  await owner.goto("/admin/staff");
  await expectHeading(owner, "Staff");
  const required = field(owner, "Require two-step sign-in for owners and office staff");
  try {
    await required.click();
    await expectToast(owner, "Two-Step Sign-In Required", "", "success");
    await shot(owner, "en-390-staff-requirement");

    const office = await newPage(MOBILE);
    await signIn(office, OFFICE_EN.email);
    await expectHeading(office, "Set up two-step sign-in");
    expect(await office.getByRole("link", { name: "Staff" }).count()).toBe(0);
    expect(await axeViolations(office)).toEqual([]);
    await shot(office, "en-390-required-setup");
    // Any other admin page gives the same screen; the API refuses the admin area meanwhile.
    await office.goto("/admin/clients");
    await expectHeading(office, "Set up two-step sign-in");
    const refused = await office.evaluate(async () => {
      const res = await fetch("/api/admin/clients");
      return { status: res.status, message: ((await res.json()) as { error: { message: string } }).error.message };
    });
    expect(refused.status).toBe(403);
    expect(refused.message).toMatch(/^Two-step sign-in is required/);
    await setUp(office, { password: "Password", start: "Continue", code: "6-digit code", confirm: "Turn On", saved: "I Saved My Codes" }, "en-390-required");
    // Set up: the page asked for opens.
    await expectHeading(office, "Clients Hub");
  } finally {
    // The shared server's other files sign in with one step.
    await owner.goto("/admin/staff");
    await required.waitFor();
    await expect.poll(() => required.isDisabled()).toBe(false);
    if (await required.isChecked()) {
      await required.click();
      await expectToast(owner, "Two-Step Sign-In Optional", "", "success");
    }
  }
});
