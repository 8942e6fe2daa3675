import { strFromU8, unzipSync } from "fflate";
import fs from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, test } from "vitest";
import { DESKTOP, MOBILE, axeViolations, baseUrl, expectToast, fieldError, mailDir, signInAsOwner, useBrowser } from "./support/browser";
import { sentTo, signInClientByLink } from "./support/client-sign-in";
import { waitForMail } from "./support/mailbox";
import { noSideScroll } from "./support/page-api";
import { staff } from "./support/staff-api";

// A client's rights (issue 28): a client reads what we hold and downloads their archive (the ZIP
// read back here) and asks for a correction; a French client asks for deletion in French, staff
// see the request with its due date in Privacy requests and carry it out; the client can no
// longer sign in, and the invoice stays with the name and address it printed, nothing more.
const SHOTS = path.resolve(import.meta.dirname, "../.tmp");
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const ENGLISH = { fullName: `Harriet Ashdown ${run}`, email: `harriet.${run}@example.com`, street: "88 Juniper Row", language: "en" };
const FRENCH = { fullName: `Océane Fournier ${run}`, email: `oceane.${run}@example.com`, street: "21 rue des Érables", language: "fr" };
const NBSP = "\u00a0";

const { newPage } = useBrowser();
const ids: Record<string, { client: string; invoice: string; invoiceNumber: string; quote: string }> = {};

/** A client with a quote sent and an invoice issued and paid in part: what a deletion must keep (the invoice) and drop (the rest). */
async function seedClient(who: typeof ENGLISH) {
  const newClient = {
    fullName: who.fullName,
    email: who.email,
    phoneNumber: "819-555-0163",
    language: who.language,
    addresses: [{ street: who.street, city: "Gatineau", province: "QC", postalCode: "J8X 3X7" }],
  };
  const draft = (
    await staff("POST", "/api/admin/quotes", {
      title: "Grand ménage",
      lines: [{ description: "Ménage complet", quantity: 1, unitPriceCents: 40_000 }],
      newClient,
    })
  ).quote;
  await staff("POST", `/api/admin/quotes/${draft.id}/send`);
  const made = (
    await staff("POST", "/api/admin/invoices", {
      title: "Entretien de novembre",
      lines: [{ description: "Entretien hebdomadaire", quantity: 4, unitPriceCents: 9_000 }],
      clientId: draft.clientId,
      addressId: draft.addressId,
    })
  ).invoice;
  const issued = (await staff("POST", `/api/admin/invoices/${made.id}/issue`, {})).invoice;
  await staff("POST", `/api/admin/invoices/${made.id}/payments`, {
    amountCents: 10_000,
    paidOn: issued.issueDate,
    method: "etransfer",
    reference: `ref-${run}`,
  });
  ids[who.email] = { client: draft.clientId, invoice: made.id, invoiceNumber: issued.number, quote: draft.id };
}

beforeAll(async () => {
  fs.mkdirSync(SHOTS, { recursive: true });
  await seedClient(ENGLISH);
  await seedClient(FRENCH);
});

async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(SHOTS, `privacy-${name}.png`), fullPage: true });
}
async function expectClean(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
  expect(await noSideScroll(page)).toBe(true);
}
const section = (page: Page, heading: string) => page.locator("section").filter({ has: page.getByRole("heading", { level: 2, name: heading }) });

/** Signed in through a French login link, on the French dashboard. */
async function signedInFrench(viewport = DESKTOP): Promise<Page> {
  const asked = await fetch(`${baseUrl()}/api/auth/sign-in/magic-link`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: baseUrl(), "Accept-Language": "fr-CA" },
    body: JSON.stringify({ email: FRENCH.email }),
  });
  expect(asked.status).toBe(200);
  const mail = await waitForMail(mailDir(), (m) => sentTo(m, FRENCH.email) && (m.subject ?? "").startsWith("Votre lien de connexion"));
  const link = mail.text!.split(/\s+/).find((w) => w.startsWith(`${baseUrl()}/api/auth/magic-link/verify`))!;
  const page = await newPage(viewport);
  await page.goto(link);
  await page.getByRole("heading", { level: 1, name: "Tableau de bord" }).waitFor();
  return page;
}

describe("a client's privacy rights", () => {
  test("a client reads what we hold, downloads their data as one ZIP, and asks for a correction", async () => {
    const page = await signInClientByLink(newPage, ENGLISH.email);
    await page.getByRole("navigation", { name: "Portal" }).getByRole("link", { name: "Privacy" }).click();
    await page.waitForURL(`${baseUrl()}/client-dashboard/privacy`);
    await page.getByRole("heading", { level: 1, name: "Privacy" }).waitFor();
    await expect.poll(() => page.title()).toBe("Privacy | Client Portal | Maple Crest Cleaning");
    const held = section(page, "What we hold about you");
    await held.getByText("1 quote", { exact: true }).waitFor();
    expect(await held.innerText()).toContain("1 invoice");
    expect(await held.innerText()).toContain("1 payment");
    expect(await held.innerText()).toContain("Your name, e-mail address, phone and language");
    await shot(page, "portal-1366");
    await expectClean(page);

    // Download my data: one ZIP, read back.
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download my data" }).click()]);
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Toronto" }).format(new Date());
    expect(download.suggestedFilename()).toBe(`my-data-${today}.zip`);
    const files = unzipSync(new Uint8Array(fs.readFileSync((await download.path())!)));
    const names = Object.keys(files);
    for (const part of ["profile", "addresses", "quotes", "invoices", "payments", "visits", "messages", "requests"]) {
      expect(names).toContain(`json/${part}.json`);
      expect(names).toContain(`csv/${part}.csv`);
    }
    expect(JSON.parse(strFromU8(files["json/profile.json"]!))).toEqual([expect.objectContaining({ full_name: ENGLISH.fullName, email: ENGLISH.email })]);
    expect(JSON.parse(strFromU8(files["json/addresses.json"]!))).toEqual([expect.objectContaining({ street: ENGLISH.street, city: "Gatineau" })]);
    expect([...files["csv/payments.csv"]!.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(strFromU8(files["csv/payments.csv"]!).split("\r\n")[0]).toBe("invoice_number,paid_on,amount_cents,method,reference,recorded_at");
    expect(names).toContain(`pdf/invoices/${ids[ENGLISH.email]!.invoiceNumber}.pdf`);
    expect(names.some((n) => /^pdf\/quotes\/Q-\d{4}-\d{4}\.pdf$/.test(n))).toBe(true);
    // Nothing of the other client's.
    const text = Object.entries(files)
      .filter(([n]) => !n.endsWith(".pdf"))
      .map(([, b]) => strFromU8(b))
      .join("\n");
    expect(text).not.toContain(FRENCH.email);

    // A correction: refused empty, then sent; the page shows it in progress with its date.
    const correction = section(page, "Ask for a correction");
    await correction.getByRole("button", { name: "Send correction request" }).click();
    expect(await fieldError(page, "What is wrong?")).toBe("What is wrong is required.");
    await page.getByLabel("What is wrong?", { exact: true }).fill("My phone number is now 613-555-0199.");
    await correction.getByRole("button", { name: "Send correction request" }).click();
    await expectToast(page, "Request sent", "We will answer by e-mail within 30 days.", "success");
    await correction.getByText(/^You asked on .+\. We will answer by .+\.$/).waitFor();
    const requests = section(page, "Your requests");
    expect(await requests.locator("[data-request='correction']").innerText()).toContain("In progress");
    expect(await requests.innerText()).toContain("My phone number is now 613-555-0199.");
    await waitForMail(mailDir(), (m) => sentTo(m, ENGLISH.email) && (m.subject ?? "").startsWith("We received your privacy request"));
    await shot(page, "portal-after-correction-1366");

    await page.setViewportSize(MOBILE);
    await page.reload();
    await page.getByRole("heading", { level: 1, name: "Privacy" }).waitFor();
    await section(page, "Your requests").locator("[data-request='correction']").waitFor();
    await shot(page, "portal-390");
    await expectClean(page);
  });

  test("a French client asks for deletion; staff carry it out; the client cannot sign in; the invoice keeps its minimum", async () => {
    const page = await signedInFrench();
    await page.getByRole("navigation", { name: "Portail" }).getByRole("link", { name: "Confidentialité" }).click();
    await page.getByRole("heading", { level: 1, name: "Confidentialité" }).waitFor();
    await expect.poll(() => page.title()).toBe("Confidentialité | Portail client | Maple Crest Cleaning");
    const deletion = section(page, "Demander la suppression");
    expect(await deletion.innerText()).toContain(`Nous conservons vos factures et vos paiements pendant 6${NBSP}ans`);
    await shot(page, "portal-fr-1366");
    await expectClean(page);

    // The dialog says again what it means; the box must be ticked.
    await deletion.getByRole("button", { name: "Demander la suppression" }).click();
    const dialog = page.getByRole("dialog", { name: "Supprimer vos renseignements personnels?" });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain("vous ne pourrez plus vous connecter");
    await dialog.getByRole("button", { name: "Demander la suppression" }).click();
    await dialog.getByText("Veuillez confirmer que vous voulez que vos renseignements soient supprimés.").waitFor();
    await shot(page, "deletion-dialog-fr-1366");
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByLabel(/^Je comprends que mes renseignements seront supprimés/).check();
    await dialog.getByRole("button", { name: "Demander la suppression" }).click();
    await expectToast(page, "Suppression demandée", "Nous vous confirmerons par courriel lorsque ce sera fait.", "success");
    await deletion.getByText(/^Vous en avez fait la demande le .+\. Nous vous répondrons d’ici le .+\.$/).waitFor();
    expect(await section(page, "Vos demandes").locator("[data-request='deletion']").innerText()).toContain("En cours");
    const received = await waitForMail(mailDir(), (m) => sentTo(m, FRENCH.email) && (m.subject ?? "").startsWith("Nous avons reçu votre demande"));
    expect(received.text).toContain("la suppression de vos renseignements personnels");

    // Staff: Privacy requests in the sidebar; the request with its due date, 30 days on.
    const admin = await newPage();
    await admin.goto("/admin");
    await signInAsOwner(admin);
    await admin.getByRole("heading", { level: 1, name: "Job Assessments" }).waitFor();
    await admin.getByRole("link", { name: "Privacy requests", exact: true }).click();
    await admin.waitForURL(`${baseUrl()}/admin/privacy`);
    await admin.getByRole("heading", { level: 1, name: "Privacy requests" }).waitFor();
    const card = admin.locator("li[data-kind='deletion']").filter({ hasText: FRENCH.fullName });
    await card.waitFor();
    expect(await card.innerText()).toContain("30 days left");
    expect(await card.innerText()).toContain("Client portal");
    // Due 30 days after today in Ottawa, as the page writes a date ("December 28, 2026").
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Toronto" }).format(new Date());
    const due = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(new Date(Date.parse(`${today}T00:00:00Z`) + 30 * 86_400_000));
    expect(await card.innerText()).toContain(`Due\n${due}`);
    await shot(admin, "admin-queue-1366");
    await expectClean(admin);

    // Carried out, after the dialog's confirmation.
    await card.getByRole("button", { name: "Delete information" }).click();
    const confirm = admin.getByRole("dialog", { name: `Delete ${FRENCH.fullName}'s information?` });
    await confirm.waitFor();
    expect(await confirm.innerText()).toContain("Kept for six years: issued invoices and their payments");
    await shot(admin, "admin-erase-dialog-1366");
    await confirm.getByRole("button", { name: "Delete information" }).click();
    await expectToast(admin, "Information deleted", "The client's information is erased. 1 invoice is kept.", "success");
    await admin.getByRole("button", { name: "Answered" }).click();
    const done = admin.locator("li[data-kind='deletion'][data-status='done']").filter({ hasText: "Erased client" }).first();
    await done.waitFor();
    expect(await done.innerText()).toContain("Information erased");
    const erasedMail = await waitForMail(
      mailDir(),
      (m) => sentTo(m, FRENCH.email) && m.subject === "Vos renseignements personnels ont été supprimés – Maple Crest Cleaning",
    );
    expect(erasedMail.text).toContain(`pendant 6${NBSP}ans`);

    // The client's session is gone: the next page asks them to sign in, and a login link says there is no account.
    await page.goto("/client-dashboard/privacy");
    await page.waitForURL(/\/client-login/);
    const again = await fetch(`${baseUrl()}/api/auth/sign-in/magic-link`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: baseUrl(), "Accept-Language": "fr-CA" },
      body: JSON.stringify({ email: FRENCH.email }),
    });
    expect(again.status).toBe(200);
    await waitForMail(mailDir(), (m) => sentTo(m, FRENCH.email) && (m.subject ?? "").startsWith("Demande de connexion"));

    // The invoice stays: its number, the name and address it printed; no e-mail, no phone.
    const invoice = ids[FRENCH.email]!;
    await admin.goto(`/admin/invoices/${invoice.invoice}`);
    await admin.getByRole("heading", { level: 1 }).filter({ hasText: invoice.invoiceNumber }).waitFor();
    const main = await admin.locator("main").innerText();
    expect(main).toContain(FRENCH.fullName);
    expect(main).toContain(FRENCH.street);
    expect(main).not.toContain(FRENCH.email);
    expect(main).not.toContain("819-555-0163");
    await shot(admin, "admin-invoice-after-1366");
    // Its quote is gone.
    expect(
      (
        await fetch(`${baseUrl()}/api/admin/quotes/${invoice.quote}`, {
          headers: { cookie: (await admin.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; ") },
        })
      ).status,
    ).toBe(404);

    await admin.setViewportSize(MOBILE);
    await admin.goto("/admin/privacy?status=all");
    await admin.locator("li[data-kind='deletion']").first().waitFor();
    await shot(admin, "admin-queue-390");
    await expectClean(admin);
  });

  test("staff record a request received by phone; one past its 30 days stands out; they download the client's data and mark it done", async () => {
    const admin = await newPage();
    await admin.goto("/admin/privacy");
    await signInAsOwner(admin);
    await admin.getByRole("heading", { level: 1, name: "Privacy requests" }).waitFor();
    await admin.getByRole("button", { name: "Record a request" }).click();
    const dialog = admin.getByRole("dialog", { name: "Record a privacy request" });
    await dialog.waitFor();
    // Nothing chosen: the client is asked for.
    await dialog.getByRole("button", { name: "Record request" }).click();
    await dialog.getByText("Choose a client.").waitFor();
    await dialog.getByLabel("Client", { exact: true }).fill(ENGLISH.fullName.split(" ").slice(0, 2).join(" "));
    await dialog.getByRole("button", { name: `Choose ${ENGLISH.fullName}` }).click();
    await dialog.getByLabel("Request", { exact: true }).selectOption("access");
    await dialog.getByLabel("Received by", { exact: true }).selectOption("phone");
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Toronto" }).format(new Date());
    const longAgo = new Date(Date.parse(`${today}T00:00:00Z`) - 35 * 86_400_000).toISOString().slice(0, 10);
    await dialog.getByLabel("Received on", { exact: true }).fill(longAgo);
    await dialog.getByLabel("Details (optional)", { exact: true }).fill("Called to ask for a copy of everything.");
    await shot(admin, "admin-record-dialog-1366");
    expect(await axeViolations(admin)).toEqual([]);
    await dialog.getByRole("button", { name: "Record request" }).click();
    await expectToast(admin, "Request recorded", `${ENGLISH.fullName} has been told by e-mail.`, "success");

    // Overdue first, in red; then the correction asked in the portal.
    const first = admin.locator("li[data-request-id]").first();
    await expect.poll(() => first.getAttribute("data-overdue")).toBe("true");
    expect(await first.innerText()).toContain("Overdue by 5 days");
    expect(await first.innerText()).toContain("Phone, recorded by owner");
    await shot(admin, "admin-overdue-1366");
    await expectClean(admin);

    const [download] = await Promise.all([admin.waitForEvent("download"), first.getByRole("link", { name: "Download data" }).click()]);
    expect(download.suggestedFilename()).toBe(`my-data-${today}.zip`);
    const files = unzipSync(new Uint8Array(fs.readFileSync((await download.path())!)));
    expect(strFromU8(files["json/requests.json"]!)).toContain("Called to ask for a copy of everything.");

    await first.getByRole("button", { name: "Mark done" }).click();
    const done = admin.getByRole("dialog", { name: "Mark this request done" });
    await done.getByRole("button", { name: "Mark done" }).click();
    await done.getByText("What was done is required.").waitFor();
    await done.getByLabel("What was done", { exact: true }).fill("Sent the archive of your data by e-mail.");
    await done.getByRole("button", { name: "Mark done" }).click();
    await expectToast(admin, "Request done", "The client has been told by e-mail.", "success");
    const told = await waitForMail(mailDir(), (m) => sentTo(m, ENGLISH.email) && (m.subject ?? "").startsWith("Your privacy request is done"));
    expect(told.text).toContain("Sent the archive of your data by e-mail.");
  });
});
