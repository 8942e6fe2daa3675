// @vitest-environment happy-dom
import { act } from "react";
import { expect, test, vi } from "vitest";
import type { Lead } from "@shared/schemas/leads";
import { useAdminMessages } from "~/i18n/admin-messages";
import { render, text } from "~/test/render";
import { ListTable } from "../list-kit/list-table";
import { pagedList } from "../list-kit/test-list";
import { useLeadColumns, type LeadListMode, type LeadRowActions } from "./lead-columns";

type TableProps = LeadRowActions & {
  items: Lead[];
  mode: LeadListMode;
  empty: "none" | "filtered" | null;
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onToggleAll: () => void;
};

/** The lead list's table as LeadsList draws it: the kit's table with the lead columns. */
function LeadsTable({ items, mode, empty, selected, onToggle, onToggleAll, ...actions }: TableProps) {
  const m = useAdminMessages().admin.leads;
  return (
    <ListTable
      id="leads"
      text={m}
      columns={useLeadColumns(mode, actions)}
      list={pagedList(items, { selected, toggle: onToggle, toggleAll: onToggleAll })}
      onPage={() => {}}
      filtered={empty === "filtered"}
      select={mode === "edit" ? undefined : { allLabel: m.selectAll, allShortLabel: m.selectAllShort, rowLabel: (lead) => m.selectRow(lead.fullName) }}
      rowData={(lead) => ({ "data-status": lead.leadStatus })}
      emptyAction={<a href="/admin/leads/create">{m.addNew}</a>}
    />
  );
}

const lead = (over: Partial<Lead> = {}): Lead => ({
  id: "5b1c9a7e-5b2d-4c8e-9a1b-000000000001",
  leadId: "LD-00042",
  fullName: "Jane Doe",
  phoneNumber: "613-555-0142",
  email: "jane@example.com",
  address: "12 Elm St",
  serviceType: "Cleaning Service",
  clientCategory: "Individual",
  source: "Website",
  leadStatus: "New",
  assignedStaff: null,
  details: null,
  propertyType: "condo",
  propertySize: "medium",
  frequency: "bi-weekly",
  addOnOptions: null,
  pets: false,
  petType: null,
  preferredIngredients: "standard",
  specialRequirements: null,
  comments: null,
  clientId: null,
  // 2026-11-23 13:05 in Ottawa (UTC-5).
  createdAt: "2026-11-23T18:05:00.000Z",
  updatedAt: "2026-11-23T18:05:00.000Z",
  ...over,
});

const STATUSES = ["New", "Contacted", "In Progress", "Converted", "Lost"];
const many = () => STATUSES.map((leadStatus, i) => lead({ id: `5b1c9a7e-5b2d-4c8e-9a1b-00000000000${i}`, fullName: `Lead ${leadStatus}`, leadStatus }));

async function renderTable(props: Partial<TableProps> = {}) {
  const handlers = { onToggle: vi.fn(), onToggleAll: vi.fn(), onDelete: vi.fn(), onConvert: vi.fn(), onSchedule: vi.fn() };
  const el = await render(<LeadsTable items={[lead()]} mode="manage" empty={null} selected={new Set()} {...handlers} {...props} />);
  return { el, ...handlers };
}

const row = (el: HTMLElement, name: string) => [...el.querySelectorAll("tbody tr")].find((tr) => text(tr.querySelector("[data-name]")) === name)!;
const actions = (tr: Element) => [...tr.querySelectorAll("[data-actions] :is(a, button)")].map((a) => a.getAttribute("title") ?? text(a));

test("the columns are exactly the spec's, after the select-all box", async () => {
  const { el } = await renderTable();
  const headers = [...el.querySelectorAll("thead th")].map(text);
  expect(headers).toEqual(["", "Name", "Contact", "Property", "Service", "Status", "Created", "Actions"]);
  expect(el.querySelector("thead [data-select-all]")!.getAttribute("aria-label")).toBe("Select all leads on this page");
  expect(text(el.querySelector("caption"))).toBe("Leads, newest first");
});

test("a row: name and reference, phone and e-mail, property labels, service, coloured status, Ottawa date and time", async () => {
  const { el } = await renderTable();
  const tr = el.querySelector("tbody tr")!;
  expect(tr.querySelector("th")!.getAttribute("scope")).toBe("row");
  expect(text(tr.querySelector("[data-name]"))).toBe("Jane Doe");
  expect(tr.querySelector("[data-name]")!.getAttribute("href")).toBe("/admin/leads/view/5b1c9a7e-5b2d-4c8e-9a1b-000000000001");
  expect(text(tr.querySelector("[data-lead-id]"))).toBe("LD-00042");
  expect(text(tr.querySelector("[data-phone]"))).toBe("613-555-0142");
  expect(tr.querySelector("[data-phone]")!.getAttribute("href")).toBe("tel:6135550142");
  expect(text(tr.querySelector("[data-email]"))).toBe("jane@example.com");
  expect(text(tr.querySelector("[data-property]"))).toBe("Condo Medium (3-4 bedrooms)");
  expect(text(tr.querySelector("[data-service]"))).toBe("Cleaning Service Bi-weekly");
  expect(tr.querySelector("[data-status-badge]")!.getAttribute("data-colour")).toBe("blue");
  expect(text(tr.querySelector("[data-created]"))).toBe("Nov 23, 2026 1:05 PM");
  expect(tr.querySelector("input[type=checkbox]")!.getAttribute("aria-label")).toBe("Select lead Jane Doe");
  expect(tr.getAttribute("data-status")).toBe("New");
  expect([...tr.querySelectorAll("[data-card-label]")].map(text)).toEqual(["Contact", "Property", "Service", "Status", "Created"]);
});

test("a lead from the full form: no e-mail, and a muted dash for the property", async () => {
  const { el } = await renderTable({ items: [lead({ email: null, propertyType: null, propertySize: null, frequency: null })] });
  const tr = el.querySelector("tbody tr")!;
  expect(tr.querySelector("[data-email]")).toBeNull();
  expect(text(tr)).toContain("No e-mail");
  expect(text(tr.querySelector("[data-property] [aria-hidden=true]"))).toBe("—");
  expect(text(tr.querySelector("[data-property] .sr-only"))).toBe("None");
  expect(text(tr.querySelector("[data-service]"))).toBe("Cleaning Service");
});

test("convert and schedule visit only for open statuses (New, Contacted, In Progress)", async () => {
  const { el, onConvert, onSchedule, onDelete } = await renderTable({ items: many() });
  for (const status of ["New", "Contacted", "In Progress"])
    expect(actions(row(el, `Lead ${status}`))).toEqual(["View", "Convert to Client", "Schedule Visit", "Delete"]);
  for (const status of ["Converted", "Lost"]) expect(actions(row(el, `Lead ${status}`))).toEqual(["View", "Delete"]);
  const contacted = row(el, "Lead Contacted");
  const convert = contacted.querySelector("[data-action=convert]")!;
  expect(convert.getAttribute("aria-label")).toBe("Convert Lead Contacted to a client");
  await act(async () => (convert as HTMLButtonElement).click());
  expect(onConvert).toHaveBeenCalledWith(expect.objectContaining({ fullName: "Lead Contacted" }));
  await act(async () => (contacted.querySelector("[data-action=schedule]") as HTMLButtonElement).click());
  expect(onSchedule).toHaveBeenCalledTimes(1);
  await act(async () => (row(el, "Lead Lost").querySelector("[data-action=delete]") as HTMLButtonElement).click());
  expect(onDelete).toHaveBeenCalledWith(expect.objectContaining({ fullName: "Lead Lost" }));
  expect(row(el, "Lead New").querySelector("a[aria-label='View Lead New']")!.getAttribute("href")).toBe(`/admin/leads/view/${many()[0]!.id}`);
});

test("a conversion in progress disables that row's convert button", async () => {
  const items = many();
  const { el } = await renderTable({ items, converting: items[0]!.id });
  expect((row(el, "Lead New").querySelector("[data-action=convert]") as HTMLButtonElement).disabled).toBe(true);
  expect((row(el, "Lead Contacted").querySelector("[data-action=convert]") as HTMLButtonElement).disabled).toBe(false);
});

test("select-all reflects the page: none, some (mixed), all; clicks reach the handlers", async () => {
  const items = many();
  const some = await renderTable({ items, selected: new Set([items[1]!.id]) });
  const box = some.el.querySelector("[data-select-all]") as HTMLInputElement;
  expect(box.checked).toBe(false);
  expect(box.indeterminate).toBe(true);
  await act(async () => box.click());
  expect(some.onToggleAll).toHaveBeenCalledTimes(1);
  await act(async () => (some.el.querySelectorAll("tbody input[type=checkbox]")[3] as HTMLInputElement).click());
  expect(some.onToggle).toHaveBeenCalledWith(items[3]!.id);
  document.body.innerHTML = "";
  const all = await renderTable({ items, selected: new Set(items.map((r) => r.id)) });
  const full = all.el.querySelector("[data-select-all]") as HTMLInputElement;
  expect(full.checked).toBe(true);
  expect(full.indeterminate).toBe(false);
  expect(all.el.querySelectorAll("tbody input[type=checkbox]:checked")).toHaveLength(5);
  document.body.innerHTML = "";
  const none = await renderTable({ items });
  expect((none.el.querySelector("[data-select-all]") as HTMLInputElement).indeterminate).toBe(false);
});

test("edit mode: no checkboxes, each row's first action is Edit to its edit page", async () => {
  const { el } = await renderTable({ items: many(), mode: "edit" });
  expect(el.querySelectorAll("input[type=checkbox]")).toHaveLength(0);
  expect([...el.querySelectorAll("thead th")].map(text)[0]).toBe("Name");
  const first = row(el, "Lead Converted").querySelector("[data-actions] a")!;
  expect(text(first)).toBe("Edit");
  expect(first.getAttribute("href")).toBe(`/admin/leads/edit/${many()[3]!.id}`);
  expect(el.querySelectorAll("[data-action=convert]")).toHaveLength(0);
});

test("delete mode: checkboxes and a labelled Delete button per row, no convert or schedule", async () => {
  const { el, onDelete } = await renderTable({ items: many(), mode: "delete" });
  expect(el.querySelectorAll("tbody input[type=checkbox]")).toHaveLength(5);
  const del = row(el, "Lead New").querySelector("[data-action=delete]") as HTMLButtonElement;
  expect(text(del)).toBe("Delete");
  expect(del.getAttribute("aria-label")).toBe("Delete Lead New");
  expect(el.querySelectorAll("[data-action=convert], [data-action=schedule]")).toHaveLength(0);
  await act(async () => del.click());
  expect(onDelete).toHaveBeenCalledTimes(1);
});

test("the two empty states; no leads at all links to the full form", async () => {
  const none = await renderTable({ items: [], empty: "none" });
  expect(text(none.el.querySelector("[data-empty]"))).toContain("No leads yet.");
  expect(none.el.querySelector("[data-empty] a")!.getAttribute("href")).toBe("/admin/leads/create");
  expect((none.el.querySelector("[data-select-all]") as HTMLInputElement).disabled).toBe(true);
  document.body.innerHTML = "";
  const filtered = await renderTable({ items: [], empty: "filtered" });
  expect(text(filtered.el.querySelector("[data-empty]"))).toContain("No leads match your current filters.");
  expect(filtered.el.querySelector("[data-empty] a")).toBeNull();
});
