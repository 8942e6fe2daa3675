import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { businessDay } from "../src/shared/business-time";
import { addDays } from "../src/shared/calendar-date";
import { DESKTOP, MOBILE, axeViolations, baseUrl, expectToast, mailDir, signInAsOwner, useBrowser } from "./support/browser";
import { sentTo } from "./support/client-sign-in";
import { waitForMail } from "./support/mailbox";
import { noSideScroll, pageApi } from "./support/page-api";
import { staff } from "./support/staff-api";

// Decision 051, through the screens: a client asks to move a visit; staff open the request's
// visit from Messaging and move it to the requested day in one step; the request reads Done for
// both; the client reads the e-mail and the portal's notice in their language; a cancellation is
// announced the same way.

const SHOTS = "/tmp/shots-visits";
const { newPage } = useBrowser();
const today = businessDay();
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const WORDS = {
  en: {
    accept: "en-CA",
    loginSubject: "Your login link",
    dashboard: "Dashboard",
    messages: "Messages",
    notice: "Visit update",
    moved: /We moved this visit\. It was on .+, 8:00 AM – 10:00 AM\./,
    cancelled: "We cancelled this visit.",
    reason: "Reason: Snow storm",
    done: "Done",
    doneText: "We have taken care of this request.",
    movedMail: "Your cleaning visit has moved to",
    cancelledMail: "is cancelled",
    pending: "Reschedule requested",
  },
  fr: {
    accept: "fr-CA",
    loginSubject: "Votre lien de connexion",
    dashboard: "Tableau de bord",
    messages: "Messagerie",
    notice: "Avis de visite",
    moved: /Nous avons déplacé cette visite\. Elle était prévue le .+, de 8\u00a0h à 10\u00a0h\./,
    cancelled: "Nous avons annulé cette visite.",
    reason: "Motif\u00a0: Snow storm",
    done: "Traitée",
    doneText: "Nous avons donné suite à cette demande.",
    movedMail: "Votre visite de nettoyage est déplacée au",
    cancelledMail: "est annulée",
    pending: "Report demandé",
  },
} as const;

const long = (date: string) => new Intl.DateTimeFormat("en-CA", { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`));
const heading = (page: Page, name: string) => page.getByRole("heading", { level: 1, name, exact: true }).waitFor();

async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** The client signed in through a login link asked in their language, on a page of `viewport`. */
async function clientPage(email: string, language: "en" | "fr"): Promise<Page> {
  const w = WORDS[language];
  const asked = await fetch(`${baseUrl()}/api/auth/sign-in/magic-link`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: baseUrl(), "Accept-Language": w.accept },
    body: JSON.stringify({ email }),
  });
  expect(asked.status).toBe(200);
  const started = Date.now();
  const mail = await waitForMail(
    mailDir(),
    (m) => sentTo(m, email) && (m.subject ?? "").startsWith(w.loginSubject) && (m.date?.getTime() ?? Date.now()) >= started - 2000,
  );
  const link = mail.text!.split(/\s+/).find((word) => word.startsWith(`${baseUrl()}/api/auth/magic-link/verify`))!;
  const page = await newPage(DESKTOP);
  await page.goto(link);
  await heading(page, w.dashboard);
  return page;
}

describe.each(["en", "fr"] as const)("visit notices, in %s", (language) => {
  const w = WORDS[language];
  test("a request to move a visit: staff open it from Messaging, move it in one step; the request is done and the client told", async () => {
    const email = `notices.${language}.${run}@example.com`;
    const name = `Robin Notice ${language} ${run}`;
    const made = await staff("POST", "/api/admin/clients", {
      fullName: name,
      email,
      phoneNumber: "613-555-0181",
      language,
      addresses: [{ street: "45 Sparks St", city: "Ottawa", province: "ON", postalCode: "K1P 5A8" }],
    });
    const first = addDays(today, 5);
    const wanted = addDays(today, 8);
    const { visit } = await staff("POST", "/api/admin/service-visits", {
      clientId: made.id,
      addressId: made.addresses[0].id,
      date: first,
      windowStart: "08:00",
      windowEnd: "10:00",
      service: "Home cleaning",
    });

    // The client asks to move it (the dialog is the lifecycle test's): the dashboard says it is pending.
    const client = await clientPage(email, language);
    const asked = await pageApi(client, "POST", `/api/portal/visits/${visit.id}/reschedule-request`, {
      preferredDate: wanted,
      preferredWindow: "any",
      note: "Away",
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    await client.reload();
    await client.getByText(w.pending).first().waitFor();

    // Staff: Messaging, the request, Open visit; Move to the day.
    const admin = await newPage(DESKTOP);
    await admin.goto(`/admin/messaging/${made.id}`);
    await signInAsOwner(admin);
    const request = admin.locator('[data-entry="reschedule_request"]');
    await request.waitFor();
    await request.getByRole("link", { name: "Open visit" }).click();
    await admin.waitForURL(`${baseUrl()}/admin/visits/${visit.id}`);
    await heading(admin, "Home cleaning");
    const card = admin.locator("[data-card=requests]");
    await card.getByText(`Asked to move this visit to ${long(wanted)} (any time of day).`).waitFor();
    expect(await card.locator("[data-open=true]").count()).toBe(1);
    if (language === "en") {
      expect(await axeViolations(admin)).toEqual([]);
      await shot(admin, "admin-visit-request-1366");
      const phone = await newPage(MOBILE);
      await phone.context().addCookies(await admin.context().cookies());
      await phone.goto(`/admin/visits/${visit.id}`);
      await phone.locator("[data-card=requests] [data-open=true]").waitFor();
      expect(await noSideScroll(phone)).toBe(true);
      expect(await axeViolations(phone)).toEqual([]);
      await shot(phone, "admin-visit-request-390");
      await phone.close();
    }
    await card.getByRole("button", { name: `Move to ${long(wanted)}` }).click();
    await expectToast(admin, "Visit Moved", `The visit is on ${long(wanted)}; the request is done and the client was told.`, "success");
    await card.locator("[data-open=false]").getByText("Done", { exact: true }).waitFor();
    expect(await card.getByRole("button").count()).toBe(0);
    expect(await admin.locator("h1 + p").innerText()).toContain(long(wanted));

    // In Messaging the request reads done, and the notice stands beside it with its e-mail.
    await admin.goto(`/admin/messaging/${made.id}`);
    await admin.locator('[data-entry="reschedule_request"] [data-request-done]').waitFor();
    await admin.locator('[data-entry="visit_notice"]').filter({ hasText: "The client was told this visit moved" }).waitFor();
    if (language === "en") {
      expect(await axeViolations(admin)).toEqual([]);
      await shot(admin, "admin-conversation-notices-1366");
      const phone = await newPage(MOBILE);
      await phone.context().addCookies(await admin.context().cookies());
      await phone.goto(`/admin/messaging/${made.id}`);
      await phone.locator('[data-entry="visit_notice"]').first().waitFor();
      expect(await noSideScroll(phone)).toBe(true);
      expect(await axeViolations(phone)).toEqual([]);
      await shot(phone, "admin-conversation-notices-390");
      await phone.close();
    }

    // The e-mail in the client's language.
    const mail = await waitForMail(mailDir(), (m) => sentTo(m, email) && (m.subject ?? "").startsWith(w.movedMail));
    expect(mail.text).toContain(language === "fr" ? "Auparavant" : "Previously");

    // The portal: no longer pending; Messages shows the notice and the request done.
    await client.goto("/client-dashboard");
    await heading(client, w.dashboard);
    await client.locator("[data-visit=upcoming]").first().waitFor();
    expect(await client.getByText(w.pending).count()).toBe(0);
    await client.goto("/client-dashboard/messages");
    await heading(client, w.messages);
    const notices = client.locator('[data-kind="visit_notice"]');
    await notices.filter({ hasText: w.moved }).waitFor();
    const done = client.locator('[data-kind="reschedule_request"]');
    await done.getByText(w.done, { exact: true }).waitFor();
    await done.getByText(w.doneText).waitFor();
    expect(await axeViolations(client)).toEqual([]);
    await shot(client, `portal-messages-notices-${language}-1366`);
    const phone = await newPage(MOBILE);
    await phone.context().addCookies(await client.context().cookies());
    await phone.goto("/client-dashboard/messages");
    await phone.locator('[data-kind="visit_notice"]').filter({ hasText: w.moved }).waitFor();
    expect(await noSideScroll(phone)).toBe(true);
    expect(await axeViolations(phone)).toEqual([]);
    await shot(phone, `portal-messages-notices-${language}-390`);
    await phone.close();

    // Staff cancel it from its page: the client is told, with the reason.
    await admin.goto(`/admin/visits/${visit.id}`);
    await heading(admin, "Home cleaning");
    await admin.getByRole("button", { name: "Cancel visit", exact: true }).click();
    const dialog = admin.getByRole("dialog");
    await dialog.getByLabel("Reason").fill("Snow storm");
    await dialog.getByRole("button", { name: "Cancel visit" }).click();
    await expectToast(admin, "Visit Cancelled", "The visit is cancelled.", "success");
    const cancelled = await waitForMail(mailDir(), (m) => sentTo(m, email) && (m.subject ?? "").includes(w.cancelledMail));
    expect(cancelled.text).toContain(w.reason);
    await client.reload();
    await notices.filter({ hasText: w.cancelled }).getByText(w.reason).waitFor();
  });
});
