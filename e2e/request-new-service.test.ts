import path from "node:path";
import type { Page } from "playwright-core";
import { expect, test } from "vitest";
import { DESKTOP, MOBILE, axeViolations, signInAsOwner, useBrowser } from "./support/browser";
import { L, SUCCESS, button, expectStep, field, walk } from "./support/assessment-walk";
import { signInClientByLink } from "./support/client-sign-in";
import { noSideScroll, pageApi } from "./support/page-api";

// Request New Service (issue 15): a signed-in client's quote form starts with their contact data
// and address, and the assessment they send is tied to their client record, which staff reach from
// the assessment's row. A visitor's form starts empty.

const SHOTS = path.resolve(import.meta.dirname, "../.tmp");
const { newPage } = useBrowser();
const stamp = Date.now().toString(36);
const email = `request.${stamp}@example.com`;
const fullName = `Robin Request ${stamp}`;
const NOTE = "You are signed in: this request will be linked to your client account, and we have filled in your details. You can change them.";

async function makeClient(staff: Page): Promise<string> {
  await staff.goto("/admin/clients");
  await signInAsOwner(staff);
  await staff.getByRole("heading", { level: 1, name: "Clients Hub" }).waitFor();
  const client = await pageApi(staff, "POST", "/api/admin/clients", {
    fullName,
    email,
    phoneNumber: "613-555-0177",
    addresses: [{ street: "310 Elgin St", city: "Ottawa", province: "ON", postalCode: "K2P 1M4" }],
  });
  expect(client.status, JSON.stringify(client.body)).toBe(201);
  return client.body.id as string;
}

const signedInClient = () => signInClientByLink(newPage, email);

const values = (page: Page) => Promise.all([L.name, L.phone, L.email, L.verify, L.address, L.postcode].map((label) => field(page, label).inputValue()));

test("a signed-in client's request starts with their details, is tied to their client, and staff reach the client from it", async () => {
  const clientId = await makeClient(await newPage(DESKTOP));
  const page = await signedInClient();

  await page.getByRole("link", { name: "Request New Service", exact: true }).click();
  await expectStep(page, 1);
  await expect.poll(() => values(page)).toEqual([fullName, "613-555-0177", email, email, "310 Elgin St, Ottawa, ON", "K2P 1M4"]);
  expect(await page.getByText(NOTE).isVisible()).toBe(true);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: path.join(SHOTS, "request-new-service-1366.png"), fullPage: true });

  // The details stay editable.
  await field(page, L.phone).fill("613-555-0199");
  await walk(page, {
    name: fullName,
    phone: "613-555-0199",
    email,
    address: "310 Elgin St, Ottawa, ON",
    postcode: "K2P 1M4",
    services: ["Deep Cleaning"],
    types: ["Condo"],
    size: "2 Bedrooms",
    frequency: "Monthly",
    ingredients: "Eco-Friendly",
  });
  await button(page, "Submit to get my Quote!").click();
  await page.getByRole("heading", { name: SUCCESS }).waitFor();

  // The same session on a phone: the form starts filled in there too.
  const phone = await newPage(MOBILE);
  await phone.context().addCookies(await page.context().cookies());
  await phone.goto("/get-quote");
  await expect.poll(() => field(phone, L.name).inputValue()).toBe(fullName);
  expect(await phone.getByText(NOTE).isVisible()).toBe(true);
  expect(await noSideScroll(phone)).toBe(true);
  expect(await axeViolations(phone)).toEqual([]);
  await phone.screenshot({ path: path.join(SHOTS, "request-new-service-390.png"), fullPage: true });

  // Staff: the assessment's row leads to the client instead of offering to create one.
  const staff = await newPage(DESKTOP);
  await staff.goto(`/admin?search=${encodeURIComponent(fullName)}`);
  await signInAsOwner(staff);
  await expect.poll(() => staff.locator("h1").innerText()).toBe("Job Assessments");
  const row = staff.locator("tbody tr").filter({ has: staff.locator("[data-name]", { hasText: fullName }) });
  await row.first().waitFor();
  expect(await row.count()).toBe(1);
  expect(await row.locator("[data-phone]").innerText()).toBe("613-555-0199");
  expect(await row.getByRole("link", { name: `Create client from the assessment of ${fullName}`, exact: true }).count()).toBe(0);
  const client = row.getByRole("link", { name: `Client record of ${fullName}, who asked from the portal`, exact: true });
  expect(await client.innerText()).toBe("Client");
  await client.click();
  await expect.poll(() => staff.evaluate(() => location.pathname)).toBe(`/admin/clients/${clientId}`);
  await expect.poll(() => staff.locator("h1").innerText(), { timeout: 15_000 }).toBe(fullName);
});

test("a visitor's form starts empty, with no note and no request for a client's details", async () => {
  const page = await newPage(DESKTOP);
  const asked: string[] = [];
  page.on("request", (r) => r.url().includes("/api/portal/") && asked.push(r.url()));
  await page.goto("/get-quote");
  await expectStep(page, 1);
  await field(page, L.name).click();
  expect(await values(page)).toEqual(["", "", "", "", "", ""]);
  expect(await page.getByText(NOTE).count()).toBe(0);
  expect(asked).toEqual([]);
});
