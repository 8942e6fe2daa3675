import fs from "node:fs";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, test } from "vitest";
import { businessDay } from "../src/shared/business-time";
import { addDays } from "../src/shared/calendar-date";
import { INCIDENT_EXPORT_COLUMNS } from "../src/shared/schemas/incidents";
import { DESKTOP, MOBILE, axeViolations, baseUrl, expectToast, fieldError, signInAsOwner, useBrowser } from "./support/browser";
import { noSideScroll } from "./support/page-api";
import { staff } from "./support/staff-api";

// The register of confidentiality incidents (decision 055) through its screens: staff record an
// incident (with the client whose information it was), edit it to close it, and download the
// register as CSV, which the test reads.
const SHOTS = "/tmp/shots-incidents";
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const today = businessDay();
const long = (date: string) => new Intl.DateTimeFormat("en-CA", { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`));

const { newPage } = useBrowser();
beforeAll(() => fs.mkdirSync(SHOTS, { recursive: true }));

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const button = (page: Page, name: string) => page.getByRole("button", { name, exact: true });
const heading = (page: Page, name: string) => page.getByRole("heading", { level: 1, name, exact: true }).waitFor();

async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** The same page on a phone, signed in as `page` is: it fits the width and passes axe. */
async function onPhone(page: Page, url: string, ready: (phone: Page) => Promise<unknown>, name: string) {
  const phone = await newPage(MOBILE);
  await phone.context().addCookies(await page.context().cookies());
  await phone.goto(url);
  await ready(phone);
  expect(await noSideScroll(phone)).toBe(true);
  expect(await axeViolations(phone)).toEqual([]);
  await shot(phone, name);
  await phone.close();
}

describe("Confidentiality incidents", () => {
  test("staff record an incident, edit it to close it, and download the register as CSV", async () => {
    const name = `Luc Roy ${run}`;
    await staff("POST", "/api/admin/clients", {
      fullName: name,
      email: `luc.${run}@example.com`,
      phoneNumber: "819-555-0150",
      addresses: [{ street: "12 rue Laval", city: "Gatineau", province: "QC", postalCode: "J8X 3G5" }],
    });

    // From the sidebar: the register, empty.
    const page = await newPage(DESKTOP);
    await page.goto("/admin");
    await signInAsOwner(page);
    await heading(page, "Job Assessments");
    await page.getByRole("link", { name: "Incidents", exact: true }).click();
    await heading(page, "Confidentiality Incidents");
    await page.getByText("No incident recorded").waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // Record one; a missing description is named on its field first.
    await page.getByRole("link", { name: "Record incident", exact: true }).click();
    await heading(page, "Record Incident");
    expect(await field(page, "Date discovered").inputValue()).toBe(today);
    await field(page, "Date it happened").fill(addDays(today, -3));
    await field(page, "Date discovered").fill(addDays(today, -2));
    await field(page, "Personal information involved").fill("Name, service address and the entry code of one client.");
    await button(page, "Record Incident").click();
    await expect.poll(() => fieldError(page, "What happened")).toBe("What happened is required.");
    await expectToast(page, "Validation Error", "What happened is required.", "error");
    await field(page, "What happened").fill("A visit sheet with a client's entry code was left in a public car park.");
    await field(page, "People affected").fill("1");
    await field(page, "Find a client").fill(name);
    await button(page, `Choose ${name}`).click();
    await page.getByRole("list", { name: "Clients chosen" }).getByText(name).waitFor();
    await field(page, "Sensitivity of the information").fill("High: the entry code opens the client's home.");
    await field(page, "Likely misuse").fill("Possible: the sheet was found by a passer-by who returned it.");
    await field(page, "Likely consequences").fill("Entry into the home if the code were used.");
    await field(page, "Risk of serious injury").selectOption({ label: "No" });
    await field(page, "Measures taken").fill("The client changed the code the same day; sheets no longer carry codes.");
    await field(page, "People notified on").fill(addDays(today, -1));
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, "incident-form-1366");
    await button(page, "Record Incident").click();
    await expectToast(page, "Incident Recorded", "INC-00001 is in the register.", "success");
    await heading(page, "INC-00001");
    const what = page.locator("[data-card=incident-what]");
    expect(await what.innerText()).toContain("A visit sheet with a client's entry code was left in a public car park.");
    expect(await what.getByRole("link", { name, exact: true }).count()).toBe(1);
    expect(await page.locator("[data-card=incident-notices]").innerText()).toContain(long(addDays(today, -1)));
    expect(await page.locator("[data-history]").allInnerTexts()).toEqual([expect.stringMatching(/Recorded by .+@/)]);

    // Edit: more people affected, and closed today.
    await page.getByRole("link", { name: "Edit", exact: true }).click();
    await heading(page, "Edit Incident");
    await expect.poll(() => field(page, "People affected").inputValue()).toBe("1");
    await field(page, "People affected").fill("2");
    await field(page, "Closed on").fill(today);
    await button(page, "Save Changes").click();
    await expectToast(page, "Incident Updated", "INC-00001 was saved.", "success");
    await heading(page, "INC-00001");
    expect(await page.locator("[data-incident-state=closed]").first().innerText()).toBe(`Closed ${long(today)}`);
    const fiveYears = `${Number(today.slice(0, 4)) + 5}${today.slice(4)}`.replace(/-02-29$/, "-02-28");
    expect(await page.getByText(`Kept until ${long(fiveYears)}, then removed.`).count()).toBe(1);
    expect(await page.locator("[data-history]").allInnerTexts()).toEqual([
      expect.stringMatching(/Recorded by /),
      expect.stringMatching(/Changed: People affected, Closed on by .+@/),
    ]);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, "incident-view-1366");
    const entry = page.url();
    await onPhone(page, entry, (phone) => heading(phone, "INC-00001"), "incident-view-390");
    await onPhone(page, `${entry}/edit`, (phone) => expect.poll(() => field(phone, "People affected").inputValue()).toBe("2"), "incident-form-390");

    // The register lists it; its CSV downloads and reads back.
    await page.getByRole("link", { name: "Back to Incidents", exact: true }).click();
    await heading(page, "Confidentiality Incidents");
    const row = page.locator("[data-reference=INC-00001]");
    await row.waitFor();
    expect(await row.innerText()).toContain("Closed");
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, "incidents-list-1366");
    await onPhone(page, "/admin/incidents", (phone) => phone.locator("[data-reference=INC-00001]").waitFor(), "incidents-list-390");

    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download CSV", exact: true }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`confidentiality-incidents-${today}.csv`);
    const bytes = fs.readFileSync((await file.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString("utf8").trimEnd().split("\r\n");
    expect(lines[0]).toBe(INCIDENT_EXPORT_COLUMNS.join(","));
    expect(lines).toHaveLength(2);
    expect(lines[1]!.split(",").slice(0, 3)).toEqual(["INC-00001", addDays(today, -3), addDays(today, -2)]);
    expect(lines[1]).toContain(`,2,${name},`);
    expect(lines[1]).toContain(`,No,No,${addDays(today, -1)},,${today},${fiveYears},`);
    expect(new URL(page.url()).origin).toBe(baseUrl());
  });
});
