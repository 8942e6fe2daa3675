import fs from "node:fs";
import path from "node:path";
import type { ParsedMail } from "mailparser";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, test } from "vitest";
import { DESKTOP, MOBILE, axeViolations, baseUrl, expectToast, fieldError, mailDir, signInAsOwner, useBrowser } from "./support/browser";
import { noSideScroll, pageApi, submitAssessment } from "./support/page-api";
import { waitForMail } from "./support/mailbox";
import { searchList } from "./support/lists";

// The admin quote pages: the builder from an assessment (/admin/quote/{assessmentId}), the list
// (/admin/quotes) with its cards, the quote page with Send, Void and Accept on the client's behalf.
const COLUMNS = ["Number", "Client", "Title", "Total", "Status", "Quote date", "Valid until"];
const SHOTS = path.resolve(import.meta.dirname, "../.tmp");

const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const tag = `Quotetest ${run}`;
const emailOf = (who: string) => `${who}.${run}@example.com`;

const { newPage } = useBrowser();
beforeAll(() => {
  fs.mkdirSync(SHOTS, { recursive: true });
});

const expectHeading = (page: Page, title: string | RegExp) =>
  expect.poll(() => page.locator("h1").innerText(), { timeout: 15_000 }).toMatch(typeof title === "string" ? new RegExp(`^${title}$`) : title);
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const button = (page: Page, name: string) => page.getByRole("button", { name, exact: true });
const link = (page: Page, name: string) => page.getByRole("link", { name, exact: true });
const line = (page: Page, n: number) => page.locator(`[data-line="${n}"]`);
const totals = (page: Page) => page.locator("[data-totals] dl").innerText();
const status = (page: Page) => page.locator("h1 + p [data-status]").getAttribute("data-status");
/** A quote's page: /admin/quotes/<uuid>. */
const quotePage = (url: URL) => /^\/admin\/quotes\/[0-9a-f-]{36}$/.test(url.pathname);
const QUOTE_NUMBER = /^Q-\d{4}-\d{4,}$/;
const recipients = (m: ParsedMail) => (Array.isArray(m.to) ? m.to : m.to ? [m.to] : []).flatMap((a) => a.value.map((v) => v.address?.toLowerCase()));

async function signIn(page: Page, to: string, title: string) {
  await page.goto(to);
  await signInAsOwner(page);
  await expectHeading(page, title);
}

/** A client with an address in Ontario, made through the API. */
async function makeClient(page: Page, name: string, email: string) {
  const made = await pageApi(page, "POST", "/api/admin/clients", {
    fullName: name,
    email,
    phoneNumber: "613-555-0950",
    addresses: [{ street: "55 Metcalfe St", city: "Ottawa", province: "ON", postalCode: "K1P 6L5" }],
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body as { id: string; addresses: { id: string }[] };
}

/** A draft quote for that client, made through the API. */
async function makeQuote(page: Page, client: { id: string; addresses: { id: string }[] }, title: string) {
  const made = await pageApi(page, "POST", "/api/admin/quotes", {
    clientId: client.id,
    addressId: client.addresses[0]!.id,
    title,
    lines: [
      { description: "Office cleaning, weekly", quantity: 4, unitPriceCents: 32_500 },
      { description: "Carpet shampoo, main floor and the two meeting rooms", quantity: 1, unitPriceCents: 18_000, optional: true },
    ],
    deposit: { kind: "percent", percent: 20 },
    notes: "Keys with the concierge.\nAlarm code by phone.",
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body.quote as { id: string; number: string };
}

describe("Quotes", () => {
  test("build a quote from an assessment, save it, find it in the list, send it; void another", async () => {
    const page = await newPage();
    await signIn(page, "/admin", "Job Assessments");
    const name = `${tag} Built`;
    const email = emailOf("built");
    await submitAssessment(page, name, email);

    // The assessment's Quote button opens the builder, with a new client made from the assessment.
    await page.goto(`/admin?search=${encodeURIComponent(name)}`);
    const row = page.locator("tbody tr").filter({ hasText: name });
    const assessmentId = await row.getAttribute("data-id");
    await row.getByRole("link", { name: `Quote for ${name}` }).click();
    await page.waitForURL(`${baseUrl()}/admin/quote/${assessmentId}`);
    await expectHeading(page, "New Quote");
    await page.locator("form").waitFor();
    expect(await page.locator("[data-notice]").innerText()).toContain(`Built from the assessment of ${name}`);
    expect(await field(page, "Full Name").inputValue()).toBe(name);
    expect(await field(page, "Email").inputValue()).toBe(email);
    expect(await field(page, "Street").inputValue()).toBe("250 Bank St");
    expect(await page.locator("[data-line]").count()).toBe(2);

    // Prices: the totals follow (Ontario: HST 13%).
    await line(page, 1).getByLabel("Unit price ($)", { exact: true }).fill("180");
    await line(page, 2).getByLabel("Quantity", { exact: true }).fill("2");
    await line(page, 2).getByLabel("Unit price ($)", { exact: true }).fill("95.50");
    await button(page, "Add line").click();
    await line(page, 3).getByLabel("Description", { exact: true }).fill("Oven cleaning");
    await line(page, 3).getByLabel("Unit price ($)", { exact: true }).fill("60");
    await line(page, 3).getByLabel("Optional item", { exact: true }).check();
    await expect.poll(() => totals(page)).toMatch(/Subtotal\s+\$371\.00\s+HST \(13%\)\s+\$48\.23\s+Total\s+\$419\.23/);
    expect(await page.locator("[data-totals] [data-total=optional]").innerText()).toMatch(/\$60\.00$/);
    // A line without a price is refused on its field before anything is sent.
    await line(page, 1).getByLabel("Unit price ($)", { exact: true }).fill("");
    await button(page, "Save draft").click();
    await expectToast(page, "Validation Error", "Unit price must be a number", "error");
    await line(page, 1).getByLabel("Unit price ($)", { exact: true }).fill("180");
    await field(page, "Title").fill(`${name} weekly cleaning`);
    await button(page, "Save draft").click();
    await expectToast(page, "Quote Saved", /Q-\d{4}-\d{4,} was saved as a draft\./, "success");
    await page.waitForURL(quotePage);
    const number = await page.locator("h1").innerText();
    expect(number).toMatch(QUOTE_NUMBER);
    expect(await status(page)).toBe("draft");
    expect(await page.locator("[data-card=items] [data-total=total]").innerText()).toMatch(/\$419\.23/);
    expect(await page.locator("[data-event]").evaluateAll((els) => els.map((e) => e.getAttribute("data-event")))).toEqual(["created"]);

    // The list finds it by its number, as a draft; its number opens it.
    await page.goto("/admin/quotes");
    await expectHeading(page, "Quotes");
    await page.locator("thead th").first().waitFor();
    expect((await page.locator("thead th").allTextContents()).map((t) => t.trim())).toEqual(COLUMNS);
    await searchList(page, number);
    await expect.poll(() => page.locator("tbody [data-number]").allInnerTexts()).toEqual([number]);
    const listed = page.locator("tbody tr").first();
    expect(await listed.getAttribute("data-status")).toBe("draft");
    expect(await listed.locator("[data-client]").innerText()).toBe(name);
    expect(await listed.locator("[data-total]").innerText()).toBe("$419.23");
    await listed.getByRole("link", { name: number }).click();
    await page.waitForURL(quotePage);
    await expectHeading(page, number);

    // Send: the client receives it (the SMTP catcher), the page says Sent, the timeline too.
    await button(page, "Send").click();
    await expectToast(page, "Quote Sent", `${number} was e-mailed to the client.`, "success");
    await expect.poll(() => status(page)).toBe("sent");
    const mail = await waitForMail(mailDir(), (m) => recipients(m).includes(email) && (m.subject ?? "").includes(number));
    expect(mail.subject).toContain(`Your quote ${number}`);
    expect(mail.attachments.map((a) => a.contentType)).toContain("application/pdf");
    expect(await page.locator("[data-event]").evaluateAll((els) => els.map((e) => e.getAttribute("data-event")))).toEqual(["sent", "created"]);
    expect(await page.locator("[data-event=sent]").innerText()).toContain(`To: ${email}`);
    expect(await page.locator("[data-actions] a, [data-actions] button").allInnerTexts()).toEqual([
      "Revise",
      "Resend",
      "Accept on the client's behalf",
      "Download PDF",
      "Void",
    ]);

    // Accept on the client's behalf: a name and a note are required; the record says staff recorded it.
    await button(page, "Accept on the client's behalf").click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Record acceptance" }).click();
    expect(await fieldError(page, "Note")).toBe("Note is required.");
    await field(page, "Client's full name").fill(name);
    await field(page, "Note").fill("By phone with the client.");
    await dialog.getByLabel(/^Oven cleaning/).check();
    await dialog.getByRole("button", { name: "Record acceptance" }).click();
    await expectToast(page, "Acceptance Recorded", `${number} is accepted.`, "success");
    await expect.poll(() => status(page)).toBe("accepted");
    const acceptance = page.locator("[data-card=acceptance]");
    expect(await acceptance.locator("[data-field=signedName] dd").innerText()).toBe(name);
    expect(await acceptance.locator("[data-field=channel] dd").innerText()).toBe("Recorded by owner on the client's behalf");
    expect(await acceptance.locator("[data-field=note] dd").innerText()).toBe("By phone with the client.");
    expect(await acceptance.locator("[data-field=optional] dd").innerText()).toBe("Oven cleaning");
    expect(await acceptance.locator("[data-field=pdf] dd").innerText()).toMatch(/^[0-9a-f]{64}$/);
    expect(await page.locator("[data-actions] a, [data-actions] button").allInnerTexts()).toEqual(["Create invoice", "Schedule visit", "Download PDF"]);

    // A second quote, for a client made by hand, is voided with a reason.
    const client = await makeClient(page, `${tag} Voided`, emailOf("voided"));
    const second = await makeQuote(page, client, "Office cleaning");
    await page.goto(`/admin/quotes/${second.id}`);
    await expectHeading(page, second.number);
    await button(page, "Void").click();
    await page.getByRole("dialog").getByRole("button", { name: "Void quote" }).click();
    expect(await fieldError(page, "Reason")).toBe("Reason is required.");
    await field(page, "Reason").fill("The client moved out of town.");
    await page.getByRole("dialog").getByRole("button", { name: "Void quote" }).click();
    await expectToast(page, "Quote Voided", `${second.number} is void.`, "success");
    await expect.poll(() => status(page)).toBe("void");
    expect(await page.locator("[data-event=voided]").innerText()).toContain("Reason: The client moved out of town.");

    // The list's status filter shows it among the void quotes.
    await page.goto(`/admin/quotes?status=void&search=${encodeURIComponent(second.number)}`);
    await expect.poll(() => page.locator("tbody [data-number]").allInnerTexts()).toEqual([second.number]);
    expect(await field(page, "Status").inputValue()).toBe("void");
  });

  test("New quote from a client's page: the client and its address are chosen; Revise a sent quote makes version 2", async () => {
    const page = await newPage();
    await signIn(page, "/admin/clients", "Clients Hub");
    const name = `${tag} Revised`;
    const client = await makeClient(page, name, emailOf("revised"));
    await page.goto(`/admin/clients/${client.id}`);
    await expectHeading(page, name);
    await link(page, "New quote").click();
    await page.waitForURL(`${baseUrl()}/admin/quotes/new?client=${client.id}`);
    await expect.poll(() => page.locator("[data-client-name]").innerText()).toBe(name);
    expect(await field(page, "Service address").inputValue()).toBe(client.addresses[0]!.id);
    await field(page, "Title").fill("Window cleaning");
    await line(page, 1).getByLabel("Description", { exact: true }).fill("Windows, inside and out");
    await line(page, 1).getByLabel("Unit price ($)", { exact: true }).fill("250");
    await button(page, "Save draft").click();
    await expectToast(page, "Quote Saved", /was saved as a draft/, "success");
    await page.waitForURL(quotePage);
    await button(page, "Send").click();
    await expect.poll(() => status(page)).toBe("sent");

    await link(page, "Revise").click();
    await expectHeading(page, "Revise Quote");
    await expect.poll(() => page.locator("[data-notice]").innerText()).toContain("Saving makes version 2");
    await line(page, 1).getByLabel("Unit price ($)", { exact: true }).fill("275");
    await button(page, "Save new version").click();
    await expectToast(page, "Quote Revised", /is now at version 2\./, "success");
    await page.waitForURL(quotePage);
    await expect.poll(() => page.locator("[data-version]").innerText()).toBe("Version 2");
    expect(await page.locator("[data-event]").first().getAttribute("data-event")).toBe("revised");
  });

  test("axe-clean list, builder and quote page at 1366 and 390; nothing scrolls sideways", async () => {
    const setup = await newPage();
    await signIn(setup, "/admin/quotes", "Quotes");
    const name = `${tag} Axe`;
    const email = emailOf("axe");
    await submitAssessment(setup, name, email);
    const client = await makeClient(setup, `${tag} Axe Client With A Rather Long Company Name Inc.`, emailOf("axe.client"));
    const quote = await makeQuote(setup, client, "Weekly office cleaning, three floors, with the kitchen and the meeting rooms");
    const sent = await pageApi(setup, "POST", `/api/admin/quotes/${quote.id}/send`, {});
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const assessments = await pageApi(setup, "GET", `/api/admin/assessments?search=${encodeURIComponent(name)}`);
    const assessmentId = assessments.body.items[0].id as string;

    for (const [viewport, size] of [
      [DESKTOP, "1366"],
      [MOBILE, "390"],
    ] as const) {
      const page = await newPage(viewport);
      await signIn(page, `/admin/quotes?search=${encodeURIComponent(tag)}`, "Quotes");
      await page.locator("tbody [data-number]").first().waitFor();
      await page.locator("[data-stat] [data-value] svg").first().waitFor({ state: "detached" });
      await page.screenshot({ path: `${SHOTS}/quotes-list-${size}.png`, fullPage: true });
      expect(await axeViolations(page), `list ${size}`).toEqual([]);
      expect(await noSideScroll(page), `list ${size}`).toBe(true);

      for (const [to, title, shot] of [
        [`/admin/quote/${assessmentId}`, "New Quote", "builder"],
        [`/admin/quotes/new?client=${client.id}`, "New Quote", "new-for-client"],
        [`/admin/quotes/${quote.id}`, quote.number, "quote"],
      ] as const) {
        await page.goto(to);
        await expectHeading(page, title);
        await page
          .locator(shot === "quote" ? "[data-card=timeline] [data-event]" : "form [data-totals]")
          .first()
          .waitFor();
        if (shot === "new-for-client") await page.locator("[data-client-name]").waitFor();
        await page.screenshot({ path: `${SHOTS}/quotes-${shot}-${size}.png`, fullPage: true });
        expect(await axeViolations(page), `${shot} ${size}`).toEqual([]);
        expect(await noSideScroll(page), `${shot} ${size}`).toBe(true);
      }
      // The builder with its messages, and the quote page's dialogs.
      await page.goto("/admin/quotes/new");
      await button(page, "Save draft").click();
      await expectToast(page, "Validation Error", "Title is required.", "error");
      expect(await fieldError(page, "Description")).toBe("Description is required.");
      await page.screenshot({ path: `${SHOTS}/quotes-form-errors-${size}.png`, fullPage: true });
      expect(await axeViolations(page), `form errors ${size}`).toEqual([]);
      await page.goto(`/admin/quotes/${quote.id}`);
      await button(page, "Accept on the client's behalf").click();
      await page.getByRole("dialog").waitFor();
      await page.screenshot({ path: `${SHOTS}/quotes-accept-dialog-${size}.png` });
      expect(await axeViolations(page), `accept dialog ${size}`).toEqual([]);
    }
  });
});
