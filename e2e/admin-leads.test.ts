import fs from "node:fs";
import type { Page } from "playwright-core";
import { noSideScroll } from "./support/page-api";
import { beforeAll, describe, expect, test } from "vitest";
import { DESKTOP, MOBILE, axeViolations, baseUrl, expectToast, fieldError, signInAsOwner, useBrowser } from "./support/browser";
import { searchList } from "./support/lists";

// Lead management (spec 001 §2.4, §2.6, §3, §4, §5, §8; checklist ADM-SHELL-05..10, ADM-LEAD,
// ADM-LOOKUP; O-02 for the pick modes at /admin/leads/edit and /admin/leads/delete).
const COLUMNS = ["Name", "Contact", "Property", "Service", "Status", "Created", "Actions"];
const LEAD_ITEMS: [string, string, string][] = [
  ["Create Lead", "/admin/leads/capture", "Create Lead"],
  ["View All Leads", "/admin/leads/manage", "View All Leads"],
  ["Edit Leads", "/admin/leads/edit", "Edit Leads"],
  ["Delete Leads", "/admin/leads/delete", "Delete Leads"],
];
const CONFIRM_TEXT = "Are you sure you want to delete this lead? This action cannot be undone.";
const SHOTS = "/tmp/shots-leads";

/** A name no other run uses, to search for. */
const tag = `Leadtest ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const { newPage } = useBrowser();
beforeAll(() => {
  fs.mkdirSync(SHOTS, { recursive: true });
});

const heading = (page: Page) => page.locator("h1");
const expectHeading = (page: Page, title: string) => expect.poll(() => heading(page).innerText()).toBe(title);
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const button = (page: Page, name: string) => page.getByRole("button", { name, exact: true });
const link = (page: Page, name: string) => page.getByRole("link", { name, exact: true });
const sidebar = (page: Page) => page.getByRole("navigation", { name: "Admin" });
const path = (page: Page) => page.evaluate(() => location.pathname + location.search);
const names = (page: Page) => page.locator("tbody [data-name]").allInnerTexts();
const rowOf = (page: Page, name: string) => page.locator("tbody tr").filter({ has: page.locator("[data-name]", { hasText: name }) });

/** Sign in as the owner on `to`, then wait for the page's heading. */
async function signIn(page: Page, to: string, title: string) {
  await page.goto(to);
  await signInAsOwner(page);
  await expectHeading(page, title);
}

/** Store a lead through the API from the signed-in page; answers the stored lead. */
async function apiCreate(page: Page, lead: Record<string, unknown>): Promise<{ id: string; leadId: string; fullName: string }> {
  const body = { serviceType: "Cleaning Service", clientCategory: "Individual", source: "Website", leadStatus: "New", ...lead };
  const answer = await page.evaluate(async (b) => {
    const res = await fetch("/api/admin/leads", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(b) });
    return { status: res.status, body: await res.json() };
  }, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
}

describe("admin leads", () => {
  test("sidebar: Lead Management expands and collapses; its four items open their pages and are marked current", async () => {
    const page = await newPage();
    await signIn(page, "/admin", "Job Assessments");
    const nav = sidebar(page);
    const group = button(page, "Lead Management");
    expect(await group.getAttribute("aria-expanded")).toBe("false");
    await group.click();
    expect(await group.getAttribute("aria-expanded")).toBe("true");
    expect(await nav.locator(`[id="${await group.getAttribute("aria-controls")}"] a`).allInnerTexts()).toEqual(LEAD_ITEMS.map(([name]) => name));
    await group.click();
    expect(await group.getAttribute("aria-expanded")).toBe("false");
    expect(await nav.getByRole("link", { name: "Create Lead" }).isVisible()).toBe(false);
    await group.click();

    for (const [name, to, title] of LEAD_ITEMS) {
      const item = nav.getByRole("link", { name, exact: true });
      await item.click();
      await page.waitForURL(`${baseUrl()}${to}`);
      await expectHeading(page, title);
      await expect.poll(() => item.getAttribute("aria-current")).toBe("page");
      expect(await nav.locator("[aria-current=page]").count()).toBe(1);
      expect(await page.title()).toMatch(new RegExp(`^${title} \\| Admin \\| `));
    }

    // The pick modes: their own heading and a short instruction.
    await page.goto("/admin/leads/edit");
    await expectHeading(page, "Edit Leads");
    expect(await page.locator("h1 + p").innerText()).toMatch(/Choose the lead to edit/);
    await page.goto("/admin/leads/delete");
    await expectHeading(page, "Delete Leads");
    expect(await page.locator("h1 + p").innerText()).toMatch(/Tick the leads to remove/);
    // /admin/leads is the list too; the create form and a lead's pages mark View All Leads.
    await page.goto("/admin/leads");
    await expectHeading(page, "View All Leads");
    await expect.poll(() => nav.getByRole("link", { name: "View All Leads" }).getAttribute("aria-current")).toBe("page");
    await page.goto("/admin/leads/create");
    await expectHeading(page, "Add New Lead");
    await expect.poll(() => nav.getByRole("link", { name: "View All Leads" }).getAttribute("aria-current")).toBe("page");
  });

  test("capture: the six required messages inline, then 'Lead Captured', an empty form, and the lead in the list", async () => {
    const page = await newPage();
    await signIn(page, "/admin/leads/capture", "Create Lead");
    await button(page, "Save Lead").click();
    await expect.poll(() => fieldError(page, "Full Name")).toBe("Full name is required");
    expect(await fieldError(page, "Phone Number")).toBe("Phone number is required");
    expect(await fieldError(page, "Email")).toBe("Valid email is required");
    expect(await fieldError(page, "Property Type")).toBe("Property type is required");
    expect(await fieldError(page, "Service Type")).toBe("Service type is required");
    expect(await fieldError(page, "Preferred Ingredients")).toBe("Preferred ingredients is required");
    expect(await fieldError(page, "Property Size")).toBeNull();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("capture-fullName");
    await page.screenshot({ path: `${SHOTS}/capture-errors-1366.png`, fullPage: true });

    // The enumerations' labels in the selects.
    expect(await field(page, "Property Type").locator("option").allInnerTexts()).toEqual([
      "Select a property type",
      "House",
      "Apartment",
      "Condo",
      "Office",
      "Retail",
    ]);
    expect(await field(page, "Frequency").locator("option").allInnerTexts()).toEqual([
      "Select a frequency",
      "One-time",
      "Weekly",
      "Bi-weekly",
      "Monthly",
      "Custom",
    ]);

    const name = `${tag} Captured`;
    await field(page, "Full Name").fill(name);
    await field(page, "Phone Number").fill("613-555-0101");
    await field(page, "Email").fill("lead@");
    await button(page, "Save Lead").click();
    await expect.poll(() => fieldError(page, "Email")).toBe("Valid email is required");
    await field(page, "Email").fill("captured@example.com");
    await field(page, "Property Type").selectOption({ label: "Condo" });
    await field(page, "Service Type").selectOption({ label: "Healthcare" });
    await field(page, "Property Size").selectOption({ label: "Small (1-2 bedrooms)" });
    await field(page, "Frequency").selectOption({ label: "Weekly" });
    await field(page, "Preferred Ingredients").selectOption({ label: "Eco-friendly" });
    expect(await field(page, "Pet Type").count()).toBe(0);
    await field(page, "Pets at the property").check();
    await field(page, "Pet Type").fill("A dog");
    await field(page, "Comments").fill("Call after 5 pm");
    await button(page, "Save Lead").click();
    await expectToast(page, "Lead Captured", name, "success");
    expect(await field(page, "Full Name").inputValue()).toBe("");
    expect(await field(page, "Property Type").inputValue()).toBe("");
    expect(await field(page, "Pets at the property").isChecked()).toBe(false);
    expect(await path(page)).toBe("/admin/leads/capture");

    await page.goto(`/admin/leads/manage?search=${encodeURIComponent(name)}`);
    await expect.poll(() => names(page)).toEqual([name]);
    const row = rowOf(page, name);
    expect(await row.locator("[data-property]").innerText()).toMatch(/Condo\s+Small \(1-2 bedrooms\)/);
    expect(await row.locator("[data-service]").innerText()).toMatch(/Healthcare Cleaning\s+Weekly/);
    expect(await row.locator("[data-status-badge]").innerText()).toBe("New");
    // Its view shows the capture fields and the comments.
    await row.locator("[data-name]").click();
    await expectHeading(page, "View Lead");
    const service = page.locator("[data-card=service]");
    expect(await service.locator("[data-field=propertyType] dd").innerText()).toBe("Condo");
    expect(await service.locator("[data-field=pets] dd").innerText()).toBe("Yes");
    expect(await service.locator("[data-field=petType] dd").innerText()).toBe("A dog");
    expect(await service.locator("[data-field=preferredIngredients] dd").innerText()).toBe("Eco-friendly");
    expect(await page.locator("[data-card=details] [data-field=comments] dd").innerText()).toBe("Call after 5 pm");
  });

  test("create → list → view → edit → convert → delete, with the defaults and sorted lookups", async () => {
    const page = await newPage();
    await signIn(page, "/admin/leads/manage", "View All Leads");
    await page.locator("thead th").first().waitFor();
    const headers = (await page.locator("thead th").allTextContents()).map((t) => t.trim());
    expect(headers).toEqual(["", ...COLUMNS]);
    await link(page, "Add New Lead").first().click();
    await page.waitForURL(`${baseUrl()}/admin/leads/create`);
    await expectHeading(page, "Add New Lead");

    // Defaults; each select's options sorted by name and containing its default.
    expect(await field(page, "Service Type").inputValue()).toBe("Cleaning Service");
    expect(await field(page, "Client Category").inputValue()).toBe("Individual");
    expect(await field(page, "Source").inputValue()).toBe("Website");
    expect(await field(page, "Lead Status").inputValue()).toBe("New");
    for (const label of ["Service Type", "Client Category", "Source", "Lead Status"]) {
      const options = await field(page, label).locator("option").allInnerTexts();
      expect(options.length, label).toBeGreaterThan(1);
      expect(options, label).toEqual([...options].sort((a, b) => a.localeCompare(b)));
    }
    expect(await field(page, "Lead Status").locator("option").allInnerTexts()).toEqual(["Contacted", "Converted", "In Progress", "Lost", "New"]);
    for (const b of ["Save", "Save & Add Another"]) expect(await button(page, b).isVisible()).toBe(true);
    expect(await link(page, "Cancel").isVisible()).toBe(true);
    expect(await link(page, "Back to Leads").isVisible()).toBe(true);

    const name = `${tag} Created`;
    await field(page, "Full Name").fill(`  ${name}  `);
    await field(page, "Phone Number").fill("613-555-0102");
    await field(page, "Email").fill("created@example.com");
    await field(page, "Address").fill("100 Bank St, Ottawa");
    await field(page, "Client Category").selectOption("Business");
    await field(page, "Source").selectOption("Referral");
    await field(page, "Assigned Staff").fill("Sam");
    await field(page, "Details").fill("Weekly office cleaning, 3 floors.");
    await button(page, "Save").click();
    await expectToast(page, "Success", name, "success");
    await page.waitForURL(`${baseUrl()}/admin/leads`);
    await expectHeading(page, "View All Leads");
    await searchList(page, tag);
    await expect.poll(async () => (await names(page)).includes(name)).toBe(true);
    const row = rowOf(page, name);
    expect(await row.locator("[data-phone]").innerText()).toBe("613-555-0102");
    expect(await row.locator("[data-email]").innerText()).toBe("created@example.com");
    expect(await row.locator("[data-property] [aria-hidden=true]").innerText()).toBe("—");
    expect(await row.locator("[data-service]").innerText()).toBe("Cleaning Service");
    expect(await row.locator("[data-status-badge]").getAttribute("data-colour")).toBe("blue");
    expect(await row.locator("[data-created]").innerText()).toMatch(/[A-Z][a-z]{2,3}\.? \d{1,2}, \d{4}\s+\d{1,2}:\d{2} [AP]M/);

    // View: the cards, the Lead ID, the status colour; no capture fields for a full-form lead.
    await row.getByRole("link", { name: `View ${name}` }).click();
    await expectHeading(page, "View Lead");
    await page.locator("[data-card=details]").waitFor();
    expect(await page.locator("[data-card] h2").allInnerTexts()).toEqual([
      "Contact Information",
      "Service Information",
      "Management Information",
      "Details / Client Needs",
    ]);
    const leadId = await page.locator("[data-field=leadId] dd").innerText();
    expect(leadId).toMatch(/^LD-\d{5,}$/);
    expect(await page.locator("[data-field=fullName] dd").innerText()).toBe(name);
    expect(await page.locator("[data-field=address] dd").innerText()).toBe("100 Bank St, Ottawa");
    expect(await page.locator("[data-field=clientCategory] dd").innerText()).toBe("Business");
    expect(await page.locator("[data-field=source] dd").innerText()).toBe("Referral");
    expect(await page.locator("[data-field=assignedStaff] dd").innerText()).toBe("Sam");
    expect(await page.locator("[data-card=service] [data-field=propertyType]").count()).toBe(0);
    const badge = page.locator("[data-field=status] [data-status-badge]");
    expect(await badge.getAttribute("data-colour")).toBe("blue");
    expect(await page.locator("[data-field=client]").count()).toBe(0);
    const id = (await path(page)).split("/").at(-1)!;

    // Edit: prefilled with every stored value; a new phone shows in the list.
    await link(page, "Edit").click();
    await page.waitForURL(`${baseUrl()}/admin/leads/edit/${id}`);
    await expectHeading(page, "Edit Lead");
    await expect.poll(() => field(page, "Full Name").inputValue()).toBe(name);
    const stored = {
      "Phone Number": "613-555-0102",
      Email: "created@example.com",
      Address: "100 Bank St, Ottawa",
      "Service Type": "Cleaning Service",
      "Client Category": "Business",
      Source: "Referral",
      "Lead Status": "New",
      "Assigned Staff": "Sam",
      Details: "Weekly office cleaning, 3 floors.",
    };
    for (const [label, value] of Object.entries(stored)) expect(await field(page, label).inputValue(), label).toBe(value);
    await field(page, "Phone Number").fill("613-555-0199");
    await field(page, "Lead Status").selectOption("Contacted");
    await button(page, "Save Changes").click();
    await expectToast(page, "Success", name, "success");
    await page.waitForURL(`${baseUrl()}/admin/leads/manage`);
    await searchList(page, name);
    await expect.poll(() => rowOf(page, name).locator("[data-phone]").innerText()).toBe("613-555-0199");
    expect(await rowOf(page, name).locator("[data-status-badge]").getAttribute("data-colour")).toBe("yellow");

    // Convert: Status Updated, Converted in green, and the two open-lead actions are gone.
    const actions = rowOf(page, name).locator("[data-actions]");
    expect(await actions.locator("[data-action=schedule]").count()).toBe(1);
    await actions.getByRole("button", { name: `Convert ${name} to a client` }).click();
    await expectToast(page, "Status Updated", name, "success");
    await expect.poll(() => rowOf(page, name).locator("[data-status-badge]").innerText()).toBe("Converted");
    expect(await rowOf(page, name).locator("[data-status-badge]").getAttribute("data-colour")).toBe("green");
    expect(await actions.locator("[data-action=convert], [data-action=schedule]").count()).toBe(0);
    await page.goto(`/admin/leads/view/${id}`);
    await expectHeading(page, "View Lead");
    await expect.poll(() => page.locator("[data-field=client] dd").innerText()).toBe("A client record exists for this lead.");
    expect(await page.locator("[data-field=status] [data-status-badge]").getAttribute("data-colour")).toBe("green");

    // Delete from the view: cancel keeps it; confirm deletes, goes to the list, survives a reload.
    await button(page, "Delete").click();
    const dialog = page.getByRole("alertdialog");
    expect(await dialog.innerText()).toContain(CONFIRM_TEXT);
    await dialog.getByRole("button", { name: "Cancel", exact: true }).click();
    await dialog.waitFor({ state: "detached" });
    await button(page, "Delete").click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete", exact: true }).click();
    await expectToast(page, "Lead Deleted", name, "success");
    await page.waitForURL(`${baseUrl()}/admin/leads`);
    await searchList(page, name);
    await page.getByText("No leads match your current filters.").waitFor();
    await page.goto(`/admin/leads/view/${id}`);
    await expectToast(page, "Error", "Failed to fetch lead details.", "error");
    await page.waitForURL(`${baseUrl()}/admin/leads/manage`);
  });

  test("the list: schedule visit opens the schedule form for the lead made a client; row delete asks first; bulk delete; search and status live in the address", async () => {
    const page = await newPage();
    await signIn(page, "/admin/leads/manage", "View All Leads");
    const group = `${tag} Group`;
    const made = [];
    for (const [i, leadStatus] of ["New", "In Progress", "Lost", "Contacted"].entries())
      made.push(await apiCreate(page, { fullName: `${group} ${i} ${leadStatus}`, phoneNumber: `613-555-02${i}0`, leadStatus }));
    await searchList(page, group);
    // Newest first.
    await expect.poll(() => names(page)).toEqual(made.map((l) => l.fullName).reverse());
    expect(await page.locator("[data-page-info]").innerText()).toBe("Page 1 of 1");
    expect(await page.locator("[data-total]").innerText()).toBe("4 leads in total");

    // Convert and schedule visit only on open statuses.
    for (const lead of made) {
      const open = !lead.fullName.endsWith("Lost");
      expect(await rowOf(page, lead.fullName).locator("[data-action=schedule]").count(), lead.fullName).toBe(open ? 1 : 0);
      expect(await rowOf(page, lead.fullName).locator("[data-action=convert]").count(), lead.fullName).toBe(open ? 1 : 0);
    }
    const inProgress = made[1]!.fullName;
    await rowOf(page, inProgress)
      .getByRole("button", { name: `Schedule a visit with ${inProgress}` })
      .click();
    // Schedule Visit makes the lead a client and opens the schedule form with that client chosen.
    await page.getByRole("heading", { name: "Schedule Visit", level: 1 }).waitFor();
    expect(await path(page)).toMatch(/^\/admin\/visits\/new\?client=[0-9a-f-]{36}$/);
    await page.getByText(inProgress, { exact: true }).first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
    fs.mkdirSync("/tmp/shots-visits", { recursive: true });
    await page.screenshot({ path: "/tmp/shots-visits/lead-schedule-form-1366.png", fullPage: true });
    const phone = await newPage(MOBILE);
    await phone.context().addCookies(await page.context().cookies());
    await phone.goto(await path(page));
    await phone.getByText(inProgress, { exact: true }).first().waitFor();
    expect(await noSideScroll(phone)).toBe(true);
    await phone.screenshot({ path: "/tmp/shots-visits/lead-schedule-form-390.png", fullPage: true });
    await phone.close();
    await page.goBack();
    await searchList(page, group);
    await expect.poll(() => rowOf(page, inProgress).locator("[data-status-badge]").innerText()).toBe("Converted");
    expect(await rowOf(page, made[2]!.fullName).locator("[data-status-badge]").getAttribute("data-colour")).toBe("red");

    // The status filter, kept in the address with the search.
    await field(page, "Status").selectOption("Lost");
    await expect.poll(() => names(page)).toEqual([made[2]!.fullName]);
    const params = new URLSearchParams((await path(page)).split("?")[1]);
    expect(params.get("status")).toBe("Lost");
    expect(params.get("search")).toBe(group);
    await page.reload();
    await expect.poll(() => names(page)).toEqual([made[2]!.fullName]);
    expect(await field(page, "Status").inputValue()).toBe("Lost");
    await button(page, "Clear Filters").click();
    await expect.poll(() => path(page)).toBe("/admin/leads/manage");
    await searchList(page, group);

    // Row delete: cancel keeps it; confirm removes it.
    const victim = made[0]!.fullName;
    await rowOf(page, victim)
      .getByRole("button", { name: `Delete ${victim}` })
      .click();
    const dialog = page.getByRole("alertdialog");
    expect(await dialog.innerText()).toContain(CONFIRM_TEXT);
    await page.screenshot({ path: `${SHOTS}/delete-dialog-1366.png` });
    await dialog.getByRole("button", { name: "Cancel", exact: true }).click();
    await dialog.waitFor({ state: "detached" });
    expect(await names(page)).toContain(victim);
    await rowOf(page, victim)
      .getByRole("button", { name: `Delete ${victim}` })
      .click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete", exact: true }).click();
    await expectToast(page, "Lead Deleted", victim, "success");
    await expect
      .poll(() => names(page))
      .toEqual(
        made
          .slice(1)
          .map((l) => l.fullName)
          .reverse(),
      );

    // Select all, Delete Selected (3) asks first, then 'Leads Deleted'; gone after a reload.
    expect(await page.getByRole("button", { name: /^Delete Selected/ }).count()).toBe(0);
    const all = field(page, "Select all leads on this page");
    await all.check();
    await button(page, "Delete Selected (3)").waitFor();
    await all.uncheck();
    expect(await page.getByRole("button", { name: /^Delete Selected/ }).count()).toBe(0);
    await field(page, `Select lead ${made[1]!.fullName}`).check();
    await field(page, `Select lead ${made[3]!.fullName}`).check();
    await button(page, "Delete Selected (2)").click();
    expect(await page.getByRole("alertdialog").innerText()).toContain("Delete 2 leads?");
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete", exact: true }).click();
    await expectToast(page, "Leads Deleted", "2 leads were deleted.", "success");
    await expect.poll(() => names(page)).toEqual([made[2]!.fullName]);
    await page.reload();
    await expect.poll(() => names(page)).toEqual([made[2]!.fullName]);
  });

  test("pick modes: Edit Leads opens a lead's edit form; Delete Leads deletes from the row", async () => {
    const page = await newPage();
    await signIn(page, "/admin/leads/edit", "Edit Leads");
    const lead = await apiCreate(page, { fullName: `${tag} Pick`, phoneNumber: "613-555-0300" });
    await searchList(page, lead.fullName);
    expect(await page.locator("tbody input[type=checkbox]").count()).toBe(0);
    const edit = rowOf(page, lead.fullName).locator("[data-actions] a").first();
    expect(await edit.innerText()).toBe("Edit");
    await edit.click();
    await page.waitForURL(`${baseUrl()}/admin/leads/edit/${lead.id}`);
    await expect.poll(() => field(page, "Full Name").inputValue()).toBe(lead.fullName);
    await expect.poll(() => sidebar(page).getByRole("link", { name: "Edit Leads" }).getAttribute("aria-current")).toBe("page");

    await page.goto(`/admin/leads/delete?search=${encodeURIComponent(lead.fullName)}`);
    await expectHeading(page, "Delete Leads");
    await expect.poll(() => names(page)).toEqual([lead.fullName]);
    expect(await page.locator("tbody input[type=checkbox]").count()).toBe(1);
    await rowOf(page, lead.fullName)
      .getByRole("button", { name: `Delete ${lead.fullName}` })
      .click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete", exact: true }).click();
    await expectToast(page, "Lead Deleted", lead.fullName, "success");
    await page.getByText("No leads match your current filters.").waitFor();
    expect(await path(page)).toMatch(/^\/admin\/leads\/delete\?/);
  });

  test("create form: 'Validation Error' toasts, Save & Add Another clears to the defaults, Cancel stores nothing", async () => {
    const page = await newPage();
    await signIn(page, "/admin/leads/create", "Add New Lead");
    await field(page, "Full Name").fill("   ");
    await button(page, "Save").click();
    await expectToast(page, "Validation Error", "Full Name is required.", "error");
    expect(await fieldError(page, "Full Name")).toBe("Full Name is required.");
    await field(page, "Full Name").fill(`${tag} Another`);
    await button(page, "Save").click();
    await expectToast(page, "Validation Error", "Phone Number is required.", "error");
    await field(page, "Phone Number").fill("613-555-0400");
    await field(page, "Email").fill("lead@");
    await button(page, "Save").click();
    await expectToast(page, "Validation Error", "Please enter a valid email address.", "error");
    expect(await fieldError(page, "Email")).toBe("Please enter a valid email address.");
    expect(await path(page)).toBe("/admin/leads/create");

    await field(page, "Email").fill("");
    await field(page, "Source").selectOption("Phone Call");
    await button(page, "Save & Add Another").click();
    await expectToast(page, "Success", `${tag} Another`, "success");
    expect(await path(page)).toBe("/admin/leads/create");
    expect(await field(page, "Full Name").inputValue()).toBe("");
    expect(await field(page, "Phone Number").inputValue()).toBe("");
    expect(await field(page, "Source").inputValue()).toBe("Website");
    await page.screenshot({ path: `${SHOTS}/create-1366.png`, fullPage: true });

    await field(page, "Full Name").fill(`${tag} Cancelled`);
    await field(page, "Phone Number").fill("613-555-0401");
    await link(page, "Cancel").click();
    await page.waitForURL(`${baseUrl()}/admin/leads`);
    await searchList(page, tag);
    await expect.poll(async () => (await names(page)).includes(`${tag} Another`)).toBe(true);
    expect(await names(page)).not.toContain(`${tag} Cancelled`);
    // The empty e-mail was stored as none.
    expect(await rowOf(page, `${tag} Another`).innerText()).toContain("No e-mail");
    await page.goto("/admin/leads/create");
    await link(page, "Back to Leads").click();
    await page.waitForURL(`${baseUrl()}/admin/leads`);
  });

  test("an unknown lead: view and edit say 'Failed to fetch lead details.' and land on the manage list", async () => {
    const page = await newPage();
    await signIn(page, "/admin/leads/view/does-not-exist", "View All Leads");
    await expectToast(page, "Error", "Failed to fetch lead details.", "error");
    expect(await path(page)).toBe("/admin/leads/manage");
    await page.goto("/admin/leads/edit/3f1c9a7e-5b2d-4c8e-9a1b-000000000000");
    await expectToast(page, "Error", "Failed to fetch lead details.", "error");
    await page.waitForURL(`${baseUrl()}/admin/leads/manage`);
    await expectHeading(page, "View All Leads");
  });

  test("blocked requests: the failure toasts for create, capture, update, convert, delete, bulk delete and the list", async () => {
    const page = await newPage();
    await signIn(page, "/admin/leads/create", "Add New Lead");
    const lead = await apiCreate(page, { fullName: `${tag} Blocked`, phoneNumber: "613-555-0500" });
    const block = (pattern: RegExp, method: string) => page.route(pattern, (route) => (route.request().method() === method ? route.abort() : route.fallback()));

    await block(/\/api\/admin\/leads$/, "POST");
    await field(page, "Full Name").fill(`${tag} Never`);
    await field(page, "Phone Number").fill("613-555-0501");
    await button(page, "Save").click();
    await expectToast(page, "Error", "Failed to create lead.", "error");
    expect(await field(page, "Full Name").inputValue()).toBe(`${tag} Never`);

    await block(/\/api\/admin\/leads\/capture$/, "POST");
    await page.goto("/admin/leads/capture");
    await expectHeading(page, "Create Lead");
    await field(page, "Full Name").fill(`${tag} Never`);
    await field(page, "Phone Number").fill("613-555-0501");
    await field(page, "Email").fill("never@example.com");
    await field(page, "Property Type").selectOption("house");
    await field(page, "Service Type").selectOption("cleaning");
    await field(page, "Preferred Ingredients").selectOption("standard");
    await button(page, "Save Lead").click();
    await expectToast(page, "Error", "Failed to capture lead. Please try again.", "error");

    await block(/\/api\/admin\/leads\/[^/]+$/, "PUT");
    await page.goto(`/admin/leads/edit/${lead.id}`);
    await expect.poll(() => field(page, "Full Name").inputValue()).toBe(lead.fullName);
    await button(page, "Save Changes").click();
    await expectToast(page, "Error", "Failed to update lead.", "error");
    expect(await path(page)).toBe(`/admin/leads/edit/${lead.id}`);

    await block(/\/convert$/, "POST");
    await block(/\/api\/admin\/leads\/[^/]+$/, "DELETE");
    await block(/\/api\/admin\/leads\/delete$/, "POST");
    await page.goto(`/admin/leads/manage?search=${encodeURIComponent(lead.fullName)}`);
    await expect.poll(() => names(page)).toEqual([lead.fullName]);
    await rowOf(page, lead.fullName).locator("[data-action=convert]").click();
    await expectToast(page, "Error", "Failed to update lead status.", "error");
    expect(await rowOf(page, lead.fullName).locator("[data-status-badge]").innerText()).toBe("New");
    await rowOf(page, lead.fullName).locator("[data-action=delete]").click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete", exact: true }).click();
    await expectToast(page, "Delete Failed", "Failed to delete lead.", "error");
    await field(page, `Select lead ${lead.fullName}`).check();
    await button(page, "Delete Selected (1)").click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete", exact: true }).click();
    await expectToast(page, "Delete Failed", "Failed to delete selected leads.", "error");
    expect(await names(page)).toEqual([lead.fullName]);

    // The list itself (after the query client's retries): a toast and a retry state.
    await page.route(/\/api\/admin\/leads(\?.*)?$/, (route) => (route.request().method() === "GET" ? route.abort() : route.fallback()));
    await page.reload();
    await expectToast(page, "Error", "Failed to fetch leads.", "error");
    const alert = page.getByRole("alert").filter({ hasText: "Failed to fetch leads." });
    await alert.waitFor();
    await page.unroute(/\/api\/admin\/leads(\?.*)?$/);
    await alert.getByRole("button", { name: "Try Again" }).click();
    await expect.poll(() => names(page)).toEqual([lead.fullName]);
  });

  test("no leads at all: the empty state links to the full form", async () => {
    const page = await newPage();
    await page.route(/\/api\/admin\/leads(\?.*)?$/, (route) =>
      route.request().method() === "GET"
        ? route.fulfill({ contentType: "application/json", body: JSON.stringify({ items: [], total: 0, page: 1, pageSize: 50 }) })
        : route.fallback(),
    );
    await signIn(page, "/admin/leads", "View All Leads");
    await page.getByText("No leads yet.").waitFor();
    await page.locator("[data-empty=none]").getByRole("link", { name: "Add New Lead" }).click();
    await page.waitForURL(`${baseUrl()}/admin/leads/create`);
  });

  // One test per size (nine axe runs each), so that neither comes near the time limit.
  test.each([
    { viewport: DESKTOP, size: "1366" },
    { viewport: MOBILE, size: "390" },
  ] as const)("axe-clean list, capture, create, view and edit at $size; a phone never scrolls the page sideways", async ({ viewport, size }) => {
    const setup = await newPage();
    await signIn(setup, "/admin/leads/manage", "View All Leads");
    const lead = await apiCreate(setup, {
      fullName: `${tag} Axe ${size}`,
      phoneNumber: "613-555-0600",
      email: "axe@example.com",
      address: "1 Rideau St, Ottawa",
      details: "Post-renovation clean of a two-storey house.\nKeys with the neighbour.",
      leadStatus: "In Progress",
      assignedStaff: "Alex",
    });
    const page = await newPage(viewport);
    await signIn(page, `/admin/leads/manage?search=${encodeURIComponent(tag)}`, "View All Leads");
    await expect.poll(async () => (await names(page)).includes(lead.fullName)).toBe(true);
    await field(page, `Select lead ${lead.fullName}`).check();
    await page.screenshot({ path: `${SHOTS}/list-${size}.png`, fullPage: true });
    expect(await axeViolations(page), `list ${size}`).toEqual([]);
    expect(await noSideScroll(page), `list ${size}`).toBe(true);
    // At 1366 the whole table fits its card; on a phone each row is a card, and nothing scrolls sideways.
    const region = page.getByRole("region", { name: "Leads table" });
    expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth), `table scrolls at ${size}`).toBe(false);
    expect(
      await page
        .locator("tbody tr")
        .first()
        .evaluate((tr) => getComputedStyle(tr).display),
      `rows at ${size}`,
    ).toBe(size === "390" ? "grid" : "table-row");

    for (const [to, title, name] of [
      ["/admin/leads/capture", "Create Lead", "capture"],
      ["/admin/leads/create", "Add New Lead", "create"],
      [`/admin/leads/view/${lead.id}`, "View Lead", "view"],
      [`/admin/leads/edit/${lead.id}`, "Edit Lead", "edit"],
      ["/admin/leads/delete", "Delete Leads", "delete-pick"],
      ["/admin/leads/edit", "Edit Leads", "edit-pick"],
    ] as const) {
      await page.goto(to);
      await expectHeading(page, title);
      await page.locator("form, [data-card], table").first().waitFor();
      if (name === "view") await page.locator("[data-card=details]").waitFor();
      if (name === "edit") await expect.poll(() => field(page, "Full Name").inputValue()).toBe(lead.fullName);
      await page.screenshot({ path: `${SHOTS}/${name}-${size}.png`, fullPage: true });
      expect(await axeViolations(page), `${name} ${size}`).toEqual([]);
      expect(await noSideScroll(page), `${name} ${size}`).toBe(true);
    }
    // The capture form with its messages, and the delete confirmation.
    await page.goto("/admin/leads/capture");
    await button(page, "Save Lead").click();
    await expect.poll(() => fieldError(page, "Full Name")).toBe("Full name is required");
    expect(await axeViolations(page), `capture errors ${size}`).toEqual([]);
    await page.goto(`/admin/leads/view/${lead.id}`);
    await button(page, "Delete").click();
    await page.getByRole("alertdialog").waitFor();
    await page.screenshot({ path: `${SHOTS}/view-delete-dialog-${size}.png` });
    expect(await axeViolations(page), `delete dialog ${size}`).toEqual([]);
  });
});
