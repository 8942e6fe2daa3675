import fs from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, test } from "vitest";
import type { QuoteDetail } from "../src/shared/schemas/quotes";
import { businessDay } from "../src/shared/business-time";
import { addDays } from "../src/shared/calendar-date";
import { DESKTOP, MOBILE, adminAccount, axeViolations, baseUrl, expectToast, mailDir, signInAsOwner, useBrowser } from "./support/browser";
import { sentTo } from "./support/client-sign-in";
import { waitForMail } from "./support/mailbox";
import { noSideScroll } from "./support/page-api";
import { useSeededServer } from "./support/seeded-server";
import { staff } from "./support/staff-api";

// Quotes and payments say what happened (issue 27), in English and in French: a quote withdrawn
// or replaced while the client has it open answers with when and why, and stays listed as
// Withdrawn; "I have sent it" is kept on the invoice, for the client and for staff, who record
// the payment in one step; the dashboard opens with what needs the client.
const SHOTS = process.env.SHOTS_DIR ?? path.resolve(import.meta.dirname, "../.tmp");
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const NBSP = "\u00a0";

const { newPage } = useBrowser();
// Paying by e-Transfer needs the company's e-Transfer address: a second server, with the owner account, that has one.
const ETRANSFER = "payments@maplecrest.example.com";
const paying = useSeededServer({ SITE_ETRANSFER_EMAIL: ETRANSFER, COMPANY_INBOX: "office@maplecrest.example.com" }, async () => {}, "owner");

beforeAll(() => {
  fs.mkdirSync(SHOTS, { recursive: true });
});

const LINES = [
  { description: "Office cleaning, 3 floors", quantity: 4, unitPriceCents: 25_000 },
  { description: "Window washing", quantity: 1.5, unitPriceCents: 8_000 },
];
type Made = QuoteDetail["quote"];
type Language = "en" | "fr";

/** A new client (Ottawa) in `language`, with the e-mail `email`; their first sent quote titled `title`. */
async function clientWithQuote(email: string, language: Language, title: string): Promise<Made> {
  const newClient = {
    fullName: language === "fr" ? "Camille Tremblay" : "Jordan Client",
    email,
    phoneNumber: "613-555-0142",
    language,
    addresses: [{ street: "12 Elm St", city: "Ottawa", province: "ON", postalCode: "K1A 0B1" }],
  };
  const draft = (await staff("POST", "/api/admin/quotes", { title, lines: LINES, newClient })).quote as Made;
  return (await staff("POST", `/api/admin/quotes/${draft.id}/send`)).quote as Made;
}
/** Another sent quote for the client of `of`. */
async function anotherQuote(of: Made, title: string): Promise<Made> {
  const draft = (await staff("POST", "/api/admin/quotes", { title, lines: LINES, clientId: of.clientId, addressId: of.addressId })).quote as Made;
  return (await staff("POST", `/api/admin/quotes/${draft.id}/send`)).quote as Made;
}

/** Signed in through the e-mailed login link, on the dashboard in the client's language (on the file's server, or `on` another). */
async function signedIn(email: string, language: Language, on?: { url: string; mailDir: string }): Promise<Page> {
  const { url, mailDir: mail_ } = on ?? { url: baseUrl(), mailDir: mailDir() };
  const asked = await fetch(`${url}/api/auth/sign-in/magic-link`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: url, "Accept-Language": language === "fr" ? "fr-CA" : "en-CA" },
    body: JSON.stringify({ email }),
  });
  expect(asked.status).toBe(200);
  const subject = language === "fr" ? "Votre lien de connexion" : "Your login link - ";
  const mail = await waitForMail(mail_, (m) => sentTo(m, email) && (m.subject ?? "").startsWith(subject));
  const link = mail.text!.split(/\s+/).find((w) => w.startsWith(`${url}/api/auth/magic-link/verify`))!;
  const page = await newPage(DESKTOP, url);
  await page.goto(link);
  await page.getByRole("heading", { level: 1, name: language === "fr" ? "Tableau de bord" : "Dashboard" }).waitFor();
  return page;
}

const heading = (page: Page) => page.locator("h1").innerText();
const button = (page: Page, name: string) => page.getByRole("button", { name, exact: true });
const card = (page: Page, title: string) => page.locator("article").filter({ has: page.getByRole("heading", { level: 2, name: title, exact: true }) });
const alertText = (page: Page) => page.getByRole("alert").filter({ hasNotText: /^$/ }).first().innerText();

async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}
async function expectAxeClean(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
  expect(await noSideScroll(page)).toBe(true);
}
/** The page at 1366 and at 390 px, each looked at by axe and saved as `name-1366`, `name-390`. */
async function bothWidths(page: Page, name: string, ready: () => Promise<unknown>) {
  for (const viewport of [DESKTOP, MOBILE]) {
    await page.setViewportSize(viewport);
    await page.reload();
    await ready();
    await shot(page, `${name}-${viewport.width}`);
    await expectAxeClean(page);
  }
  await page.setViewportSize(DESKTOP);
}

describe("a quote withdrawn or replaced while the client has it open", () => {
  test("English: Accept on a withdrawn quote says when and to contact us; the list keeps it, Withdrawn, with no actions; Decline on a replaced one says so", async () => {
    const email = `withdrawn.${run}@example.com`;
    const quote = await clientWithQuote(email, "en", "Spring deep clean");
    const other = await anotherQuote(quote, "Window package");
    const page = await signedIn(email, "en");

    await page.goto(`/client-dashboard/quotes/${quote.id}`);
    await expect.poll(() => heading(page), { timeout: 15_000 }).toBe("Spring deep clean");
    // Staff withdraw it while the page is open; the client accepts what they read.
    await staff("POST", `/api/admin/quotes/${quote.id}/void`, { reason: "Priced the wrong building" });
    await page.getByLabel("I have read and accept the terms above", { exact: true }).check();
    await page.getByLabel("Full name (your signature)", { exact: true }).fill("Jordan Client");
    await button(page, "Accept Quote").click();
    await expect.poll(() => alertText(page)).toMatch(/This quote was withdrawn on [A-Z][a-z]+ \d{1,2}, \d{4} — please contact us\./);
    expect(await alertText(page)).not.toContain("not found");
    // The page reads it again: Withdrawn, when, and no way to answer it.
    await page.locator("[data-quote-state]").filter({ hasText: "Withdrawn" }).waitFor();
    expect(await page.locator("[data-quote-state]").innerText()).toMatch(
      /We withdrew this quote on [A-Z][a-z]+ \d{1,2}, \d{4}: it can no longer be accepted\./,
    );
    expect(await button(page, "Accept Quote").count()).toBe(0);
    expect(await button(page, "Request Changes").count()).toBe(0);
    expect(await button(page, "Decline Quote").count()).toBe(0);
    expect(await page.getByRole("link", { name: "Download PDF" }).count()).toBe(0);
    await bothWidths(page, "quote-withdrawn-en", () => page.locator("[data-quote-state]").waitFor());

    // The list keeps it, marked Withdrawn, with no actions; the other quote keeps its own.
    await page.goto("/client-dashboard/quotes");
    const withdrawn = card(page, "Spring deep clean");
    await withdrawn.waitFor();
    expect(await withdrawn.locator("[data-status]").innerText()).toBe("Withdrawn");
    expect(await withdrawn.getByRole("link", { name: "Accept Quote" }).count()).toBe(0);
    expect(await withdrawn.getByRole("link", { name: "Download PDF" }).count()).toBe(0);
    expect(await card(page, "Window package").getByRole("link", { name: "Accept Quote" }).count()).toBe(1);
    await bothWidths(page, "quotes-list-en", () => card(page, "Spring deep clean").waitFor());

    // Replaced: staff revise the other quote while the client has it open; Decline says so.
    await page.goto(`/client-dashboard/quotes/${other.id}`);
    await expect.poll(() => heading(page), { timeout: 15_000 }).toBe("Window package");
    await staff("PUT", `/api/admin/quotes/${other.id}`, { title: "Window package, revised", lines: LINES, addressId: other.addressId, version: 1 });
    await button(page, "Decline Quote").click();
    await page.getByLabel("Reason", { exact: true }).selectOption({ label: "Price" });
    await button(page, "Confirm Decline").click();
    await expect
      .poll(() => alertText(page))
      .toMatch(/This quote was replaced on [A-Z][a-z]+ \d{1,2}, \d{4} by a newer version \(version 2\)\. Please review the latest version before you answer\./);
    await expect.poll(() => heading(page)).toBe("Window package, revised");
    expect((await staff("GET", `/api/admin/quotes/${other.id}`)).quote.status).toBe("sent");
  });

  test("French: Request Changes on a withdrawn quote says when, in French; the list reads « Retirée » with no actions", async () => {
    const email = `retiree.${run}@example.com`;
    const quote = await clientWithQuote(email, "fr", "Grand ménage du printemps");
    const page = await signedIn(email, "fr");
    await page.goto(`/client-dashboard/quotes/${quote.id}`);
    await expect.poll(() => heading(page), { timeout: 15_000 }).toBe("Grand ménage du printemps");
    await staff("POST", `/api/admin/quotes/${quote.id}/void`, { reason: "Erreur de prix" });
    await button(page, "Demander des modifications").click();
    await page.getByLabel("Que souhaitez-vous modifier?", { exact: true }).fill("Pouvez-vous ajouter le garage?");
    await button(page, "Envoyer la demande").click();
    await expect.poll(() => alertText(page)).toMatch(/Cette soumission a été retirée le \d{1,2}(er)? \p{L}+ \d{4} — veuillez communiquer avec nous\./u);
    await page.locator("[data-quote-state]").filter({ hasText: "Retirée" }).waitFor();
    expect(await page.locator("[data-quote-state]").innerText()).toMatch(
      new RegExp(`Nous avons retiré cette soumission le \\d{1,2}(er)? \\p{L}+ \\d{4}${NBSP}: elle ne peut plus être acceptée\\.`, "u"),
    );
    expect(await button(page, "Demander des modifications").count()).toBe(0);
    await bothWidths(page, "quote-withdrawn-fr", () => page.locator("[data-quote-state]").waitFor());

    await page.goto("/client-dashboard/quotes");
    const withdrawn = card(page, "Grand ménage du printemps");
    await withdrawn.waitFor();
    expect(await withdrawn.locator("[data-status]").innerText()).toBe("Retirée");
    expect(await withdrawn.getByRole("link").count()).toBe(1); // its title only
    await bothWidths(page, "quotes-list-fr", () => card(page, "Grand ménage du printemps").waitFor());
  });
});

/** A staff call to the admin API of the e-Transfer server, which must succeed; its answer. */
let payingCookie: Promise<string> | undefined;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests read the API's answers loosely
async function staffPaying(method: string, url: string, body?: unknown): Promise<any> {
  const base = paying().url;
  payingCookie ??= fetch(`${base}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: base },
    body: JSON.stringify({ email: adminAccount().email, password: adminAccount().password }),
  }).then((res) =>
    res.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; "),
  );
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { cookie: await payingCookie, Origin: base, ...(body ? { "Content-Type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const answer = await res.json();
  expect(res.ok, JSON.stringify(answer)).toBe(true);
  return answer;
}

/** A new client in `language` on the e-Transfer server, with an issued invoice titled `title` ($1,265.60 with HST); its id and number, and the client's first quote. */
async function clientWithInvoice(email: string, language: Language, title: string, quote = false) {
  const newClient = {
    fullName: language === "fr" ? "Camille Tremblay" : "Jordan Client",
    email,
    phoneNumber: "613-555-0142",
    language,
    addresses: [{ street: "12 Elm St", city: "Ottawa", province: "ON", postalCode: "K1A 0B1" }],
  };
  const made = (await staffPaying("POST", "/api/admin/quotes", { title: language === "fr" ? "Grand ménage" : "Deep clean", lines: LINES, newClient }))
    .quote as Made;
  if (quote) await staffPaying("POST", `/api/admin/quotes/${made.id}/send`);
  const draft = (await staffPaying("POST", "/api/admin/invoices", { title, lines: LINES, terms: "net_15", clientId: made.clientId, addressId: made.addressId }))
    .invoice;
  const invoice = (await staffPaying("POST", `/api/admin/invoices/${draft.id}/issue`, {})).invoice as { id: string; number: string };
  return { invoice, quote: made };
}

describe("I have sent it, kept on the invoice", () => {
  test("English: the list shows each number; I have sent it turns Pay Now into waiting for confirmation; staff see it in the list and on the invoice, and record it in one step, prefilled", async () => {
    const email = `etransfer.${run}@example.com`;
    const { invoice } = await clientWithInvoice(email, "en", "Office cleaning, November");
    const page = await signedIn(email, "en", paying());

    await page.goto("/client-dashboard/invoices");
    const row = card(page, "Office cleaning, November");
    await row.waitFor();
    // The number is the e-Transfer's message: on the list, labelled.
    expect(await row.locator("dt", { hasText: "Invoice Number" }).count()).toBe(1);
    expect(await row.locator("[data-reference]").innerText()).toBe(invoice.number);
    await row.getByRole("link", { name: "Pay Now" }).click();
    await page.locator("[data-pay-panel]").waitFor();
    await button(page, "I have sent it").click();
    await page.getByRole("status").filter({ hasText: "Thank you. We will confirm when the transfer arrives." }).waitFor();
    const waiting = /Payment sent on [A-Z][a-z]+ \d{1,2}, \d{4} — waiting for confirmation/;
    await expect
      .poll(() =>
        page
          .locator("[data-etransfer-waiting]")
          .innerText()
          .catch(() => ""),
      )
      .toMatch(waiting);
    expect(await button(page, "Pay Now").count()).toBe(0);
    await bothWidths(page, "invoice-waiting-en", () => page.locator("[data-etransfer-waiting]").waitFor());
    expect(await button(page, "Pay Now").count()).toBe(0);

    await page.goto("/client-dashboard/invoices");
    await row.waitFor();
    expect(await row.locator("[data-etransfer-waiting]").innerText()).toMatch(waiting);
    expect(await row.getByRole("link", { name: "Pay Now" }).count()).toBe(0);
    await bothWidths(page, "invoices-list-en", () => row.locator("[data-etransfer-waiting]").waitFor());

    // Staff: the list says so, the invoice says how much and when, and one click opens the payment prefilled.
    const admin = await newPage(DESKTOP, paying().url);
    await admin.goto("/admin/invoices");
    await signInAsOwner(admin);
    const listed = admin
      .locator("tr, li, article")
      .filter({ hasText: invoice.number })
      .filter({ has: admin.locator("[data-etransfer-sent]") });
    await listed.first().waitFor({ timeout: 15_000 });
    expect(await listed.first().locator("[data-etransfer-sent]").innerText()).toMatch(/^e-Transfer sent [A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    await bothWidths(admin, "admin-invoices-list", () => admin.locator("[data-etransfer-sent]").first().waitFor());
    await admin.goto(`/admin/invoices/${invoice.id}`);
    const note = admin.locator("[data-etransfer-sent]");
    await note.waitFor({ timeout: 15_000 });
    expect(await note.innerText()).toContain("The client says an e-Transfer was sent");
    expect(await note.innerText()).toMatch(
      /\$1,265\.60 by Interac e-Transfer, sent [A-Z][a-z]+ \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M\. Record it when it arrives\./,
    );
    await bothWidths(admin, "admin-invoice-etransfer", () => admin.locator("[data-etransfer-sent]").waitFor());
    await admin.getByRole("button", { name: "Record this e-Transfer", exact: true }).click();
    const dialog = admin.getByRole("dialog");
    await dialog.waitFor();
    expect(await dialog.getByLabel("Amount ($)", { exact: true }).inputValue()).toBe("1265.60");
    expect(await dialog.getByLabel("Date received", { exact: true }).inputValue()).toBe(businessDay());
    expect(await dialog.getByLabel("Method", { exact: true }).inputValue()).toBe("etransfer");
    await shot(admin, "admin-invoice-etransfer-dialog-1366");
    await dialog.getByRole("button", { name: "Record payment", exact: true }).click();
    await expectToast(admin, "Payment Recorded", "$1,265.60 received; the balance is now $0.00.", "success");
    await expect.poll(() => note.count()).toBe(0);

    // The client's invoice is paid: nothing waits any more.
    await page.goto(`/client-dashboard/invoices/${invoice.id}`);
    await page.locator("[data-status]").filter({ hasText: "Paid" }).waitFor();
    expect(await page.locator("[data-etransfer-waiting]").count()).toBe(0);
  });

  test("French: « Numéro de facture » on the list; Je l’ai envoyé says « Paiement envoyé le … — en attente de confirmation »", async () => {
    const email = `virement.${run}@example.com`;
    const { invoice } = await clientWithInvoice(email, "fr", "Entretien hebdomadaire");
    const page = await signedIn(email, "fr", paying());
    await page.goto("/client-dashboard/invoices");
    const row = card(page, "Entretien hebdomadaire");
    await row.waitFor();
    expect(await row.locator("dt", { hasText: "Numéro de facture" }).count()).toBe(1);
    expect(await row.locator("[data-reference]").innerText()).toBe(invoice.number);
    await row.getByRole("link", { name: "Payer maintenant" }).click();
    await page.locator("[data-pay-panel]").waitFor();
    await button(page, "Je l’ai envoyé").click();
    const waiting = /Paiement envoyé le \d{1,2}(er)? \p{L}+ \d{4} — en attente de confirmation/u;
    await expect
      .poll(() =>
        page
          .locator("[data-etransfer-waiting]")
          .innerText()
          .catch(() => ""),
      )
      .toMatch(waiting);
    expect(await button(page, "Payer maintenant").count()).toBe(0);
    await bothWidths(page, "invoice-waiting-fr", () => page.locator("[data-etransfer-waiting]").waitFor());
    await page.goto("/client-dashboard/invoices");
    await row.locator("[data-etransfer-waiting]").waitFor();
    expect(await row.locator("[data-etransfer-waiting]").innerText()).toMatch(waiting);
    await bothWidths(page, "invoices-list-fr", () => row.locator("[data-etransfer-waiting]").waitFor());
  });
});

describe("the dashboard opens with what needs the client", () => {
  /**
   * A client with an invoice to pay, a quote to answer, a visit in 3 days and a reply from staff:
   * two messages unread, the visit's notice (decision 051) and the reply.
   */
  async function busyClient(email: string, language: Language) {
    const fr = language === "fr";
    const { invoice, quote } = await clientWithInvoice(email, language, fr ? "Entretien de novembre" : "November upkeep", true);
    await staffPaying("POST", "/api/admin/service-visits", {
      clientId: quote.clientId,
      addressId: quote.addressId,
      date: addDays(businessDay(), 3),
      windowStart: "09:00",
      windowEnd: "11:00",
      service: fr ? "Ménage hebdomadaire" : "Weekly cleaning",
    });
    await staffPaying("POST", `/api/admin/messaging/${quote.clientId}`, { body: fr ? "Nous passerons mardi." : "We will come by on Tuesday." });
    return { invoice, quote };
  }
  const tile = (page: Page, name: string) => page.locator(`[data-needs="${name}"]`);

  test("English: balance owed with Pay Now, the quote waiting, the next visit, the unread replies; each leads where it says", async () => {
    const email = `needs.${run}@example.com`;
    const { invoice, quote } = await busyClient(email, "en");
    const page = await signedIn(email, "en", paying());
    await page.getByRole("heading", { level: 2, name: "What Needs You" }).waitFor();
    await page.getByRole("heading", { level: 2, name: "Upcoming Services" }).waitFor();
    // It comes first: before the spec's four cards.
    const order = await page.locator("main h2").allInnerTexts();
    expect(order.indexOf("What Needs You")).toBeLessThan(order.indexOf("Upcoming Services"));
    await tile(page, "balance").waitFor();
    expect(await tile(page, "balance").innerText()).toMatch(/Balance Owed\s+\$1,265\.60\s+On 1 invoice\./);
    expect(await tile(page, "quotes").innerText()).toMatch(/Quotes Waiting for You\s+Deep clean\s+Valid until [A-Z][a-z]+ \d{1,2}, \d{4}/);
    expect(await tile(page, "visit").innerText()).toMatch(/Next Visit\s+[A-Z][a-z]+ \d{1,2}, \d{4}\s+Arrival 9:00 AM – 11:00 AM\s+Weekly cleaning/);
    expect(await tile(page, "replies").innerText()).toMatch(/Unread Replies\s+2\s+replies from our team you have not read/);
    await bothWidths(page, "dashboard-en", () => tile(page, "replies").getByRole("link", { name: "Open Messages" }).waitFor());

    // Pay Now: the invoice's payment panel.
    await tile(page, "balance")
      .getByRole("link", { name: /^Pay Now/ })
      .click();
    await page.waitForURL(new RegExp(`/client-dashboard/invoices/${invoice.id}#pay$`));
    await page.locator("[data-pay-panel]").waitFor();
    // The quote: its page.
    await page.goto("/client-dashboard");
    await tile(page, "quotes").getByRole("link", { name: "Deep clean" }).click();
    await page.waitForURL(new RegExp(`/client-dashboard/quotes/${quote.id}$`));
    // The reply: read in Messages, then no longer unread.
    await page.goto("/client-dashboard");
    await tile(page, "replies").getByRole("link", { name: "Open Messages" }).click();
    await page.getByText("We will come by on Tuesday.").waitFor();
    await page.goto("/client-dashboard");
    await expect.poll(() => tile(page, "replies").innerText()).toMatch(/No unread replies\./);
    // Said it was sent: no Pay Now, waiting for confirmation.
    const sent = await page.evaluate(
      async (id) =>
        (await fetch(`/api/portal/invoices/${id}/etransfer-sent`, { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" })).status,
      invoice.id,
    );
    expect(sent).toBe(202);
    await page.reload();
    await expect.poll(() => tile(page, "balance").innerText()).toMatch(/Payment sent on [A-Z][a-z]+ \d{1,2}, \d{4} — waiting for confirmation/);
    expect(await tile(page, "balance").getByRole("link").count()).toBe(0);
  });

  test("French: « À faire » with the balance, the quote, the visit and the reply, in French", async () => {
    const email = `afaire.${run}@example.com`;
    await busyClient(email, "fr");
    const page = await signedIn(email, "fr", paying());
    await page.getByRole("heading", { level: 2, name: "À faire" }).waitFor();
    await tile(page, "balance").waitFor();
    expect(await tile(page, "balance").innerText()).toMatch(new RegExp(`Solde à payer\\s+1${NBSP}265,60${NBSP}\\$\\s+Sur 1${NBSP}facture\\.`));
    expect(
      await tile(page, "balance")
        .getByRole("link", { name: /^Payer maintenant/ })
        .count(),
    ).toBe(1);
    expect(await tile(page, "quotes").innerText()).toMatch(
      /Soumissions en attente de votre réponse\s+Grand ménage\s+Valide jusqu’au \d{1,2}(er)? \p{L}+ \d{4}/u,
    );
    expect(await tile(page, "visit").innerText()).toMatch(
      new RegExp(`Prochaine visite\\s+\\d{1,2}(er)? \\p{L}+ \\d{4}\\s+Arrivée entre 9${NBSP}h et 11${NBSP}h\\s+Ménage hebdomadaire`, "u"),
    );
    expect(await tile(page, "replies").innerText()).toMatch(/Réponses non lues\s+2\s+réponses de notre équipe que vous n’avez pas lues/);
    await bothWidths(page, "dashboard-fr", () => tile(page, "replies").getByRole("link", { name: "Ouvrir la messagerie" }).waitFor());
  });
});
