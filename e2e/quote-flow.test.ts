import type { ParsedMail } from "mailparser";
import type { Page } from "playwright-core";
import { expect, test } from "vitest";
import { baseUrl, expectToast, mailDir, signInAsOwner, useBrowser } from "./support/browser";
import { walk, SUCCESS, type Fill } from "./support/assessment-walk";
import { waitForMail } from "./support/mailbox";

// The whole way from a request to a signed quote (issue 13): a visitor submits the assessment form;
// staff open it, build the quote and send it; the client gets the e-mail, signs in through its link,
// opens the quote, downloads the PDF and accepts with their name; the company is told; staff see the
// acceptance, invoice it and record the payment the client makes after opening Pay Now (issue 14);
// another client cannot open the quote.

const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const email = `flow.${run}@example.com`;
const name = `Flow Client ${run}`;
const { newPage } = useBrowser();

const recipients = (m: ParsedMail) => (Array.isArray(m.to) ? m.to : m.to ? [m.to] : []).flatMap((a) => a.value.map((v) => v.address?.toLowerCase()));
const mailTo = (to: string, subject: (s: string) => boolean) => waitForMail(mailDir(), (m) => recipients(m).includes(to) && subject(m.subject ?? ""));
const linkIn = (mail: ParsedMail, prefix: string) => mail.text!.split(/\s+/).find((w) => w.startsWith(prefix))!;
const button = (page: Page, label: string) => page.getByRole("button", { name: label, exact: true });
const heading = (page: Page) => page.locator("h1").innerText();

/**
 * Signs in as `to` through the login link, from a login page opened with `?email=`: the address is
 * filled in once the page's code has run (the prerendered page was built without the query).
 */
async function signInFromLoginPage(page: Page, to: string) {
  await expect.poll(() => page.getByLabel("Email Address", { exact: true }).inputValue()).toBe(to);
  await page.locator('main form button[type="submit"]').click();
  await page.getByRole("heading", { name: "Check Your Email" }).waitFor();
  const mail = await mailTo(to, (s) => s.startsWith("Your login link - "));
  await page.goto(linkIn(mail, `${baseUrl()}/api/auth/magic-link/verify`));
}

test("an assessment becomes a signed quote, then a paid invoice: site, admin, e-mail, portal and back", async () => {
  // The visitor's request, on the site.
  const visitor = await newPage();
  await visitor.goto("/get-quote");
  await visitor.waitForFunction(() => sessionStorage.getItem("assessment-progress") !== null);
  const request: Fill = {
    name,
    phone: "6135550177",
    email,
    address: "120 Sparks St",
    postcode: "K1P 5B6",
    services: ["Deep Cleaning"],
    types: ["Home"],
    size: "2 Bedrooms",
    frequency: "Weekly",
    ingredients: "Eco-Friendly",
  };
  await walk(visitor, request);
  await button(visitor, "Submit to get my Quote!").click();
  await visitor.getByRole("heading", { name: SUCCESS }).waitFor();

  // Staff: the assessment's Quote button, prices, save, send.
  const staff = await newPage();
  await staff.goto(`/admin?search=${encodeURIComponent(name)}`);
  await signInAsOwner(staff);
  const row = staff.locator("tbody tr").filter({ hasText: name });
  await row.getByRole("link", { name: `Quote for ${name}` }).click();
  await staff.waitForURL(/\/admin\/quote\/[0-9a-f-]{36}$/);
  await staff.locator("form").waitFor();
  expect(await staff.getByLabel("Email", { exact: true }).inputValue()).toBe(email);
  await staff.locator('[data-line="1"]').getByLabel("Unit price ($)", { exact: true }).fill("240");
  await button(staff, "Save draft").click();
  await expectToast(staff, "Quote Saved", /was saved as a draft\./, "success");
  await staff.waitForURL(/\/admin\/quotes\/[0-9a-f-]{36}$/);
  const quoteUrl = staff.url();
  const number = await heading(staff);
  await button(staff, "Send").click();
  await expectToast(staff, "Quote Sent", `${number} was e-mailed to the client.`, "success");

  // The client's e-mail (SMTP catcher): the PDF attached, a link to the quote in the portal.
  const quoteMail = await mailTo(email, (s) => s.startsWith(`Your quote ${number}`));
  expect(quoteMail.attachments.map((a) => [a.filename, a.contentType])).toEqual([[`${number}.pdf`, "application/pdf"]]);
  const link = linkIn(quoteMail, `${baseUrl()}/client-dashboard/quotes/`);

  // Signed out, the link leads to the login page with the e-mail filled in, and back to the quote.
  const client = await newPage();
  await client.goto(link);
  await client.waitForURL(/\/client-login\?/);
  await signInFromLoginPage(client, email);
  await client.waitForURL(new RegExp(`/client-dashboard/quotes/[0-9a-f-]{36}`));
  await expect.poll(() => heading(client), { timeout: 15_000 }).toBe("Deep Cleaning");

  // The PDF downloads.
  const [download] = await Promise.all([client.waitForEvent("download"), client.getByRole("link", { name: "Download PDF" }).first().click()]);
  expect(download.suggestedFilename()).toBe(`${number}.pdf`);

  // Accept: the terms, then the typed name.
  await client.getByLabel("I have read and accept the terms above", { exact: true }).check();
  await client.getByLabel("Full name (your signature)", { exact: true }).fill(name);
  await button(client, "Accept Quote").click();
  await client.getByText(`Signed by ${name} on`).waitFor();

  // The company inbox is told; the client gets the signed PDF.
  const inbox = await mailTo(process.env.COMPANY_INBOX ?? "quotes@maplecrestcleaning.ca", (s) => s === `Quote ${number} accepted by ${name}`);
  expect(inbox.text).toContain(`Signed: ${name}`);
  const confirmation = await mailTo(email, (s) => s.startsWith(`Quote ${number} accepted`));
  expect(confirmation.attachments.map((a) => a.filename)).toEqual([`${number}-signed.pdf`]);

  // Staff see it accepted, with the record of who accepted, how, and the PDF's fingerprint.
  await staff.goto(quoteUrl);
  await expect.poll(() => staff.locator("h1 + p [data-status]").getAttribute("data-status"), { timeout: 15_000 }).toBe("accepted");
  const acceptance = staff.locator("[data-card=acceptance]");
  expect(await acceptance.locator("[data-field=signedName] dd").innerText()).toBe(name);
  expect(await acceptance.locator("[data-field=channel] dd").innerText()).toBe("By the client, in the client portal");
  expect(await acceptance.locator("[data-field=pdf] dd").innerText()).toMatch(/^[0-9a-f]{64}$/);

  // Invoiced (issue 14): staff make the invoice from the accepted quote and issue it; it is e-mailed with its PDF.
  await button(staff, "Create invoice").click();
  await expectToast(staff, "Invoice Created", `A draft invoice was made from ${number}. Check it, then issue it.`, "success");
  await staff.waitForURL(/\/admin\/invoices\/[0-9a-f-]{36}$/);
  const invoiceUrl = staff.url();
  await button(staff, "Issue").click();
  await staff.getByRole("dialog").getByRole("button", { name: "Issue invoice" }).click();
  await expectToast(staff, "Invoice Issued", /F-\d{4}-\d{4,} was issued and e-mailed to the client\./, "success");
  await expect.poll(() => heading(staff), { timeout: 15_000 }).toMatch(/^F-\d{4}-\d{4,}$/);
  const invoiceNumber = await heading(staff);
  const invoiceMail = await mailTo(email, (s) => s.startsWith(`Invoice ${invoiceNumber}`));
  expect(invoiceMail.attachments.map((a) => a.filename)).toEqual([`${invoiceNumber}.pdf`]);

  // The client sees it Outstanding, downloads it, and opens Pay Now.
  await client.goto("/client-dashboard/invoices");
  const invoiceCard = client.locator("article").filter({ has: client.getByRole("heading", { level: 2, name: "Deep Cleaning", exact: true }) });
  await expect.poll(() => invoiceCard.locator("[data-status]").innerText(), { timeout: 15_000 }).toBe("Outstanding");
  const [invoicePdf] = await Promise.all([client.waitForEvent("download"), invoiceCard.getByRole("link", { name: "Download PDF" }).click()]);
  expect(invoicePdf.suggestedFilename()).toBe(`${invoiceNumber}.pdf`);
  await invoiceCard.getByRole("link", { name: "Pay Now" }).click();
  await client.waitForURL(/\/client-dashboard\/invoices\/[0-9a-f-]{36}/);
  await expect.poll(() => client.getByRole("button", { name: "Pay Now", exact: true }).getAttribute("aria-expanded"), { timeout: 15_000 }).toBe("true");
  // The panel says what to send and with which message: the invoice's number.
  expect(await client.locator("main").innerText()).toContain(invoiceNumber);

  // Staff record the e-Transfer; the client sees Paid and gets the receipt.
  await staff.goto(invoiceUrl);
  await button(staff, "Record payment").click();
  await staff.getByLabel("Method", { exact: true }).selectOption("etransfer");
  await staff.getByRole("dialog").getByRole("button", { name: "Record payment" }).click();
  await expectToast(staff, "Payment Recorded", /received; the balance is now \$0\.00\./, "success");
  const receipt = await mailTo(email, (s) => s.startsWith(`Payment received for invoice ${invoiceNumber}`));
  expect(receipt.text).toContain("This invoice is now paid in full.");
  await client.goto("/client-dashboard/invoices");
  await expect.poll(() => invoiceCard.locator("[data-status]").innerText(), { timeout: 15_000 }).toBe("Paid");
  expect(await invoiceCard.getByRole("link", { name: /Pay/ }).count()).toBe(0);

  // Another client, signed in, cannot open it.
  const other = `other.${run}@example.com`;
  const made = await staff.evaluate(
    async (body) => (await fetch("/api/admin/clients", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) })).status,
    {
      fullName: "Other Client",
      email: other,
      phoneNumber: "613-555-0178",
      addresses: [{ street: "1 Rideau St", city: "Ottawa", province: "ON", postalCode: "K1N 8S7" }],
    },
  );
  expect(made).toBe(201);
  const stranger = await newPage();
  await stranger.goto(`/client-login?email=${encodeURIComponent(other)}`);
  await signInFromLoginPage(stranger, other);
  await stranger.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor();
  await stranger.goto(new URL(link).pathname);
  await stranger.getByRole("heading", { name: "Quote not found" }).waitFor();
});
