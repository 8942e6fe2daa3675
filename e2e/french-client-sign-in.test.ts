import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { DESKTOP, MOBILE, baseUrl, mailDir, useBrowser } from "./support/browser";
import { sentTo } from "./support/client-sign-in";
import { waitForMail } from "./support/mailbox";
import { noSideScroll } from "./support/page-api";
import { staff } from "./support/staff-api";

// A client who reads French stays in French from their e-mail to their portal: the quote e-mail's
// link, signed out, opens the sign-in page in French, the login link it sends is written in French,
// and a used link returns to the French sign-in page. An English client, the same in English.
const SHOTS = "/tmp/shots-fr";
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const LINES = [{ description: "Nettoyage de bureaux", quantity: 2, unitPriceCents: 20_000 }];

const { newPage } = useBrowser();

const LANGUAGES = [
  {
    language: "fr",
    title: "Entretien ménager des bureaux",
    quoteSubject: "Votre soumission",
    loginPath: "/fr/client-login",
    htmlLang: "fr-CA",
    heading: "Connexion client",
    emailLabel: "Adresse courriel",
    submit: "Envoyer le lien par courriel",
    checkEmail: "Consultez vos courriels",
    loginSubject: "Votre lien de connexion",
    invalid: "Ce lien de connexion est invalide ou a expiré. Veuillez en demander un nouveau.",
  },
  {
    language: "en",
    title: "Office cleaning",
    quoteSubject: "Your quote",
    loginPath: "/client-login",
    htmlLang: "en-CA",
    heading: "Client Login",
    emailLabel: "Email Address",
    submit: "Send Login Access to Email",
    checkEmail: "Check Your Email",
    loginSubject: "Your login link",
    invalid: "This login link is invalid or has expired. Please request a new one.",
  },
] as const;

const linkIn = (text: string, start: string) => text.split(/\s+/).find((w) => w.startsWith(start))!;
const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

describe.each(LANGUAGES)("a client who reads $language", (l) => {
  test("follows the quote e-mail's link signed out: the sign-in page, the login link and its error return are in the client's language", async () => {
    const email = `client.${l.language}.${run}@example.com`;
    const newClient = {
      fullName: "Camille Roy",
      email,
      phoneNumber: "613-555-0188",
      language: l.language,
      addresses: [{ street: "40 rue Laurier", city: "Ottawa", province: "ON", postalCode: "K1P 5J2" }],
    };
    const draft = (await staff("POST", "/api/admin/quotes", { title: l.title, lines: LINES, newClient })).quote;
    await staff("POST", `/api/admin/quotes/${draft.id}/send`);
    const quoteMail = await waitForMail(mailDir(), (m) => sentTo(m, email) && (m.subject ?? "").startsWith(l.quoteSubject));
    const portalLink = linkIn(quoteMail.text!, `${baseUrl()}/client-dashboard/quotes/${draft.id}`);
    expect(new URL(portalLink).searchParams.get("lang")).toBe(l.language === "fr" ? "fr" : null);

    // Signed out, the link meets the sign-in page in the client's language, the address filled in.
    const page = await newPage(MOBILE);
    await page.goto(portalLink);
    await page.waitForURL((url) => url.pathname === l.loginPath);
    await page.getByRole("heading", { level: 1, name: l.heading }).waitFor();
    expect(await htmlLang(page)).toBe(l.htmlLang);
    await expect.poll(() => page.getByLabel(l.emailLabel, { exact: true }).inputValue()).toBe(email);
    expect(await noSideScroll(page)).toBe(true);
    await page.screenshot({ path: path.join(SHOTS, `sign-in-from-quote-${l.language}-390.png`), fullPage: true });

    // The login link it sends is written in that language, and leads back to the quote.
    await page.getByRole("button", { name: l.submit, exact: true }).click();
    await page.getByRole("heading", { name: l.checkEmail }).waitFor();
    const loginMail = await waitForMail(mailDir(), (m) => sentTo(m, email) && (m.subject ?? "").startsWith(l.loginSubject));
    const login = linkIn(loginMail.text!, `${baseUrl()}/api/auth/magic-link/verify`);
    const portal = await newPage(DESKTOP);
    await portal.goto(login);
    await portal.waitForURL((url) => url.pathname === `/client-dashboard/quotes/${draft.id}`);
    await expect.poll(() => portal.locator("h1").innerText(), { timeout: 15_000 }).toBe(l.title);
    expect(await htmlLang(portal)).toBe(l.htmlLang);

    // Used again, the link returns to the sign-in page in the same language, saying why.
    const again = await newPage(DESKTOP);
    await again.goto(login);
    await again.waitForURL((url) => url.pathname === l.loginPath && url.searchParams.get("error") === "INVALID_TOKEN");
    await again.getByRole("alert").filter({ hasText: l.invalid }).waitFor();
    expect(await htmlLang(again)).toBe(l.htmlLang);
    await again.screenshot({ path: path.join(SHOTS, `sign-in-link-used-${l.language}-1366.png`), fullPage: true });
  });
});

test("a French client's dashboard link (a visit reminder, a message), signed out, opens the French sign-in page too", async () => {
  // The dashboard link of a visit reminder or a message: no page to return to, the address and the language.
  const page = await newPage(DESKTOP);
  await page.goto(`/client-dashboard?email=${encodeURIComponent(`someone.${run}@example.com`)}&lang=fr`);
  await page.waitForURL((url) => url.pathname === "/fr/client-login" && url.searchParams.get("next") === null);
  await page.getByRole("heading", { level: 1, name: "Connexion client" }).waitFor();
  await page.screenshot({ path: path.join(SHOTS, `sign-in-from-dashboard-link-fr-1366.png`), fullPage: true });
});
