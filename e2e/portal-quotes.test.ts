import fs from "node:fs";
import path from "node:path";
import type { ParsedMail } from "mailparser";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, test } from "vitest";
import type { QuoteDetail } from "../src/shared/schemas/quotes";
import { DESKTOP, MOBILE, axeViolations, baseUrl, mailDir, useBrowser } from "./support/browser";
import { noSideScroll } from "./support/page-api";
import { staff } from "./support/staff-api";
import { waitForMail } from "./support/mailbox";

// The client portal's quotes (spec 000 §4, issue 13): the list, a quote's page, its PDF, Accept
// (terms, typed name), Decline, Request Changes, a revision while the page is open, and the way
// back to the quote from its e-mail through /client-login. Staff make and send the quotes through
// the admin API.
const SHOTS = path.resolve(import.meta.dirname, "../.tmp");
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const emailOf = (who: string) => `quote+${who}.${run}@example.com`;

const { newPage } = useBrowser();

beforeAll(async () => {
  fs.mkdirSync(SHOTS, { recursive: true });
});

const LINES = [
  { description: "Office cleaning, 3 floors", quantity: 4, unitPriceCents: 25_000 },
  { description: "Window washing", quantity: 1.5, unitPriceCents: 8_000 },
  { description: "Carpet shampoo", quantity: 1, unitPriceCents: 15_000, optional: true },
];

type Made = QuoteDetail["quote"];
/** A sent quote: for a new client with `email` (Ottawa), or another one for the client of `of`. */
async function sendQuote(title: string, who: { email: string } | { of: Made }): Promise<Made> {
  const client =
    "email" in who
      ? {
          newClient: {
            fullName: "Jordan Client",
            email: who.email,
            phoneNumber: "613-555-0142",
            addresses: [{ street: "12 Elm St", city: "Ottawa", province: "ON", postalCode: "K1A 0B1" }],
          },
        }
      : { clientId: who.of.clientId, addressId: who.of.addressId };
  const draft = (
    await staff("POST", "/api/admin/quotes", { title, lines: LINES, deposit: { kind: "percent", percent: 25 }, notes: "Side door after 6 pm.", ...client })
  ).quote as Made;
  return (await staff("POST", `/api/admin/quotes/${draft.id}/send`)).quote as Made;
}

const sentTo = (to: ParsedMail["to"], email: string) => (Array.isArray(to) ? to : [to]).some((a) => a?.value.some((v) => v.address === email));
/** The first line of the newest e-mail to `email` with `subject` that starts with `prefix`. */
async function linkIn(email: string, subject: (s: string) => boolean, prefix: string): Promise<string> {
  const mail = await waitForMail(mailDir(), (m) => sentTo(m.to, email) && subject(m.subject ?? ""));
  const line = mail.text?.split(/\s+/).find((l) => l.startsWith(prefix));
  expect(line, mail.text).toBeDefined();
  return line!.trim();
}

/** Signed in as `email` through a login link asked for by API, on the dashboard. */
async function signedIn(email: string, viewport = DESKTOP): Promise<Page> {
  const res = await fetch(`${baseUrl()}/api/auth/sign-in/magic-link`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: baseUrl() },
    body: JSON.stringify({ email }),
  });
  expect(res.status).toBe(200);
  const link = await linkIn(email, (s) => s.startsWith("Your login link - "), `${baseUrl()}/api/auth/magic-link/verify`);
  const page = await newPage(viewport);
  await page.goto(link);
  await page.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor();
  return page;
}

const heading = (page: Page) => page.locator("h1").innerText();
const button = (page: Page, name: string) => page.getByRole("button", { name, exact: true });
const card = (page: Page, title: string) => page.locator("article").filter({ has: page.getByRole("heading", { level: 2, name: title, exact: true }) });
const totals = (page: Page) =>
  page
    .locator("[data-total]")
    .evaluateAll((rows) => Object.fromEntries(rows.map((r) => [r.querySelector("dt")!.textContent, r.querySelector("dd")!.textContent])));
/** Wait until the toast titled `title` has finished its entrance animation, so its colours are final. */
async function settledToast(page: Page, title: string) {
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: title }).last();
  await toast.waitFor();
  await expect.poll(() => toast.evaluate((el) => getComputedStyle(el).opacity)).toBe("1");
}
async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(SHOTS, `portal-quotes-${name}.png`), fullPage: true });
}

async function openQuote(page: Page, quote: Made) {
  await page.goto(`/client-dashboard/quotes/${quote.id}`);
  await expect.poll(() => heading(page), { timeout: 15_000 }).toBe(quote.title);
}

describe("client portal quotes", () => {
  test("from the quote e-mail: sign in, back to the quote, its PDF, optional items, accept with a name; the list follows", async () => {
    const email = emailOf("accept");
    const first = await sendQuote("Spring office cleaning", { email });
    const second = await sendQuote("Post-construction cleanup", { of: first });

    // The quote e-mail's link, opened without a session: /client-login with the address filled in.
    const fromMail = await linkIn(email, (s) => s.startsWith(`Your quote ${first.number}`), `${baseUrl()}/client-dashboard/quotes/`);
    expect(fromMail).toBe(`${baseUrl()}/client-dashboard/quotes/${first.id}?email=${encodeURIComponent(email)}`);
    const page = await newPage();
    await page.goto(fromMail);
    await page.waitForURL(`${baseUrl()}/client-login?email=${encodeURIComponent(email)}&next=${encodeURIComponent(`/client-dashboard/quotes/${first.id}`)}`);
    const field = page.getByLabel("Email Address", { exact: true });
    await expect.poll(() => field.inputValue()).toBe(email);
    await page.locator('main form button[type="submit"]').click();
    await page.getByRole("heading", { name: "Check Your Email" }).waitFor();
    const login = await linkIn(email, (s) => s.startsWith("Your login link - "), `${baseUrl()}/api/auth/magic-link/verify`);
    await page.goto(login);
    await page.waitForURL(`${baseUrl()}/client-dashboard/quotes/${first.id}?email=${encodeURIComponent(email)}`);
    await expect.poll(() => heading(page), { timeout: 15_000 }).toBe("Spring office cleaning");

    // The quote: number, status, items, the optional item, totals with HST 13% and the deposit, terms.
    expect(await page.getByText(`Quote ${first.number}`, { exact: true }).count()).toBe(1);
    expect(await page.locator("[data-status]").innerText()).toBe("Pending");
    expect(await totals(page)).toEqual({ Subtotal: "$1,120.00", "HST 13%": "$145.60", Total: "$1,265.60", "Deposit due on acceptance": "$316.40" });
    expect(await page.locator("[data-terms]").innerText()).not.toBe("");
    expect(await axeViolations(page)).toEqual([]);
    expect(await noSideScroll(page)).toBe(true);
    await shot(page, "pending-1366");

    // Download PDF: the quote's PDF as an attachment.
    const pdfLink = page.getByRole("link", { name: "Download PDF" });
    expect(await pdfLink.getAttribute("href")).toBe(`/api/portal/quotes/${first.id}/pdf`);
    const [download] = await Promise.all([page.waitForEvent("download"), pdfLink.click()]);
    expect(download.suggestedFilename()).toBe(`${first.number}.pdf`);
    const pdf = await page.request.get(`/api/portal/quotes/${first.id}/pdf`);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");

    // Tick the optional item: the totals include it.
    await page.getByLabel("Carpet shampoo", { exact: true }).check();
    expect(await totals(page)).toEqual({ Subtotal: "$1,270.00", "HST 13%": "$165.10", Total: "$1,435.10", "Deposit due on acceptance": "$358.78" });

    // Accept: the terms, then the name, then the button; nothing is sent without both.
    await button(page, "Accept Quote").click();
    await page.getByText("Please accept the terms to continue.").waitFor();
    await page.getByLabel("I have read and accept the terms above", { exact: true }).check();
    await page.getByLabel("Full name (your signature)", { exact: true }).fill("Jordan Client");
    await button(page, "Accept Quote").click();
    await settledToast(page, "Quote Accepted");
    expect(await page.locator("[data-status]").innerText()).toBe("Accepted");
    expect(await page.locator("[data-quote-state] p").innerText()).toMatch(/^Signed by Jordan Client on .+ at .+\.$/);
    expect(await page.locator("main form").count()).toBe(0);
    expect(await totals(page)).toMatchObject({ Total: "$1,435.10" });
    expect(await page.locator("[data-line]").filter({ hasText: "Carpet shampoo" }).innerText()).toContain("Added");
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, "accepted-1366");
    const staffView = await staff("GET", `/api/admin/quotes/${first.id}`);
    expect(staffView.quote.acceptance).toMatchObject({ signedName: "Jordan Client", channel: "portal", version: first.version });

    // The list: Accepted without Accept Quote, the other still Pending with it.
    await page.getByRole("link", { name: "All Quotes" }).click();
    await expect.poll(() => heading(page)).toBe("Quotes");
    const accepted = card(page, "Spring office cleaning");
    const pending = card(page, "Post-construction cleanup");
    expect(await accepted.locator("[data-status]").innerText()).toBe("Accepted");
    expect(await accepted.getByRole("link", { name: "Accept Quote" }).count()).toBe(0);
    expect(await accepted.getByRole("link", { name: "Download PDF" }).count()).toBe(1);
    expect(await pending.locator("[data-status]").innerText()).toBe("Pending");
    expect(await accepted.innerText()).toContain("$1,435.10");
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, "list-1366");

    // Accept Quote opens the quote at its acceptance section.
    await pending.getByRole("link", { name: "Accept Quote" }).click();
    await page.waitForURL(`${baseUrl()}/client-dashboard/quotes/${second.id}#accept`);
    await expect.poll(() => heading(page)).toBe("Post-construction cleanup");
    const inView = () =>
      page.evaluate(() => {
        const box = document.getElementById("accept")!.getBoundingClientRect();
        return window.scrollY > 0 && box.top >= 0 && box.top < window.innerHeight / 2;
      });
    await expect.poll(inView).toBe(true);
  });

  test("at 390: decline with a reason, request changes with a message", async () => {
    const email = emailOf("decline");
    const toDecline = await sendQuote("Weekly janitorial service", { email });
    const toChange = await sendQuote("Window washing, spring", { of: toDecline });
    const page = await signedIn(email, MOBILE);

    await page.goto("/client-dashboard/quotes");
    await expect.poll(() => heading(page)).toBe("Quotes");
    expect(await noSideScroll(page)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, "list-390");

    await card(page, "Window washing, spring").getByRole("link", { name: "Window washing, spring" }).click();
    await expect.poll(() => heading(page)).toBe("Window washing, spring");
    expect(await noSideScroll(page)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, "pending-390");
    await button(page, "Request Changes").click();
    await page.getByLabel("What would you like changed?", { exact: true }).fill("Could you add the skylights?");
    await button(page, "Send Request").click();
    await page.getByRole("status").filter({ hasText: "We have your request" }).waitFor();
    expect(await page.locator("[data-status]").innerText()).toBe("Pending");
    await waitForMail(
      mailDir(),
      (m) => m.subject?.startsWith(`Changes requested on quote ${toChange.number}`) === true && (m.text ?? "").includes("skylights"),
    );

    await openQuote(page, toDecline);
    await button(page, "Decline Quote").click();
    await page.getByLabel("Reason", { exact: true }).selectOption("other_company");
    await page.getByLabel("Comment (optional)", { exact: true }).fill("Went with a firm nearer to us.");
    expect(await axeViolations(page)).toEqual([]);
    await button(page, "Confirm Decline").click();
    await settledToast(page, "Quote Declined");
    expect(await page.locator("[data-status]").innerText()).toBe("Declined");
    expect(await page.locator("main form").count()).toBe(0);
    const staffView = await staff("GET", `/api/admin/quotes/${toDecline.id}`);
    expect(staffView.quote.status).toBe("declined");
    expect(staffView.quote.events.find((e: { kind: string }) => e.kind === "declined")?.details).toMatchObject({ reason: "other_company" });

    // Accepted, at 390.
    await openQuote(page, toChange);
    await page.getByLabel("I have read and accept the terms above", { exact: true }).check();
    await page.getByLabel("Full name (your signature)", { exact: true }).fill("Jordan Client");
    await button(page, "Accept Quote").click();
    await settledToast(page, "Quote Accepted");
    expect(await noSideScroll(page)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, "accepted-390");
  });

  test("a quote revised while the client has it open: Accept is refused with the reason, and the new version shows", async () => {
    const email = emailOf("revised");
    const quote = await sendQuote("Kitchen deep clean", { email });
    const page = await signedIn(email);
    await openQuote(page, quote);

    await staff("PUT", `/api/admin/quotes/${quote.id}`, {
      title: "Kitchen deep clean, with ovens",
      lines: quote.lines.map(({ id, description, quantity, unitPriceCents, optional }) => ({ id, description, quantity, unitPriceCents, optional })),
      addressId: quote.addressId,
      version: quote.version,
      deposit: quote.deposit,
    });
    await page.getByLabel("I have read and accept the terms above", { exact: true }).check();
    await page.getByLabel("Full name (your signature)", { exact: true }).fill("Jordan Client");
    await button(page, "Accept Quote").click();

    const alert = page.getByRole("alert").filter({ hasText: "This quote could not be changed" });
    await alert.waitFor();
    expect((await alert.innerText()).length).toBeGreaterThan("This quote could not be changed".length + 10);
    await expect.poll(() => heading(page)).toBe("Kitchen deep clean, with ovens");
    // Accepting again binds to the version now on screen.
    await button(page, "Accept Quote").click();
    await page.locator("[data-quote-state]").waitFor();
    expect((await staff("GET", `/api/admin/quotes/${quote.id}`)).quote.acceptance.version).toBe(quote.version + 1);
  });

  test("another client's quote is not found, on the page and through the API", async () => {
    const theirs = await sendQuote("Someone else's quote", { email: emailOf("owner") });
    // A client the company knows (a consultation), with no quote of their own.
    const other = emailOf("other");
    const known = await fetch(`${baseUrl()}/api/consultations`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: baseUrl() },
      body: JSON.stringify({ name: "Other Client", email: other, phone: "613-555-0100" }),
    });
    expect(known.status).toBe(201);
    const page = await signedIn(other);

    await page.goto(`/client-dashboard/quotes/${theirs.id}`);
    await expect.poll(() => heading(page), { timeout: 15_000 }).toBe("Quote not found");
    expect(await page.getByText("Someone else's quote").count()).toBe(0);
    expect(await page.getByRole("link", { name: "Back to Quotes" }).getAttribute("href")).toBe("/client-dashboard/quotes");
    expect(await axeViolations(page)).toEqual([]);
    for (const url of [`/api/portal/quotes/${theirs.id}`, `/api/portal/quotes/${theirs.id}/pdf`]) {
      expect((await page.request.get(url)).status()).toBe(404);
    }
    const accept = await page.request.post(`/api/portal/quotes/${theirs.id}/accept`, {
      headers: { Origin: baseUrl() },
      data: { version: 1, termsAccepted: true, signedName: "Not Them", optionalLineIds: [] },
    });
    expect(accept.status()).toBe(404);

    await page.goto("/client-dashboard/quotes");
    await page.getByText("No quotes available").waitFor();
    expect(await page.getByRole("link", { name: "Request Quote" }).getAttribute("href")).toBe("/get-quote");
  });
});
