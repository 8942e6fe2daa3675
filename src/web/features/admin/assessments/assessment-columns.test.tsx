// @vitest-environment happy-dom
import { act } from "react";
import { expect, test, vi } from "vitest";
import { render, text } from "~/test/render";
import type { AdminAssessmentRow } from "@shared/schemas/admin-assessments";
import { useAdminMessages } from "~/i18n/admin-messages";
import type { SortDir } from "../list-kit/columns";
import { ListTable } from "../list-kit/list-table";
import { pagedList } from "../list-kit/test-list";
import { useAssessmentColumns, type AssessmentSortKey } from "./assessment-columns";

/** The dashboard's table: the kit's table with the assessment columns. */
type TableProps = {
  items: AdminAssessmentRow[];
  /** Why the table is empty, when it is. */
  empty: "none" | "filtered" | null;
  selected: ReadonlySet<string>;
  sort: AssessmentSortKey;
  dir: SortDir;
  onSort: (k: AssessmentSortKey) => void;
  onToggle: (id: string) => void;
  onToggleAll: () => void;
};
function AssessmentsTable({ items, empty, selected, sort, dir, onSort, onToggle, onToggleAll }: TableProps) {
  const m = useAdminMessages().admin.assessments;
  return (
    <ListTable
      id="assessments"
      text={m}
      columns={useAssessmentColumns()}
      list={pagedList(items, { selected, toggle: onToggle, toggleAll: onToggleAll })}
      onPage={() => {}}
      filtered={empty === "filtered"}
      select={{ allLabel: m.selectAll, allShortLabel: m.selectAllShort, rowLabel: (row) => m.selectRow(row.fullName) }}
      sort={{ key: sort, dir, onSort, hint: m.sortHint }}
    />
  );
}

const row = (over: Partial<AdminAssessmentRow> = {}): AdminAssessmentRow => ({
  id: "3f1c9a7e-5b2d-4c8e-9a1b-000000000001",
  fullName: "Jane Doe",
  phoneNumber: "613-555-0142",
  email: "jane@example.com",
  propertyAddress: "12 Elm St",
  postcode: "K1A 0B1",
  propertyType: ["home", "office"],
  propertySize: "2 Bedrooms",
  serviceType: ["deep", "specialty"],
  addOnOptions: ["oven", "floor-polishing"],
  frequency: "bi-weekly",
  customFrequency: null,
  pets: true,
  petType: "Dog",
  preferredIngredients: "no-preference",
  specialRequirements: "x".repeat(10) + " " + "Please bring a ladder for the high windows. ".repeat(7),
  // 2026-11-23 13:05 in Ottawa (UTC-5).
  submittedAt: "2026-11-23T18:05:00.000Z",
  clientId: null,
  language: "en",
  ...over,
});

async function renderTable(props: Partial<TableProps> = {}) {
  const handlers = { onToggle: vi.fn(), onToggleAll: vi.fn(), onSort: vi.fn() };
  const el = await render(<AssessmentsTable items={[row()]} empty={null} selected={new Set()} sort="submitted_at" dir="desc" {...handlers} {...props} />);
  return { el, ...handlers };
}

test("a request from the portal leads to its client instead of Create client", async () => {
  const { el } = await renderTable({ items: [row({ clientId: "3f1c9a7e-5b2d-4c8e-9a1b-0000000000cc" })] });
  const tr = el.querySelector("tbody tr")!;
  expect(tr.querySelector("a[href^='/admin/clients/new']")).toBeNull();
  const client = tr.querySelector("a[href='/admin/clients/3f1c9a7e-5b2d-4c8e-9a1b-0000000000cc']")!;
  expect(text(client)).toBe("Client");
  expect(client.getAttribute("aria-label")).toBe("Client record of Jane Doe, who asked from the portal");
});

test("a row: contact, labelled badges, add-ons, preferences with pets and shortened notes, Ottawa time, Quote and Create client links", async () => {
  const { el } = await renderTable();
  const headers = [...el.querySelectorAll("thead th")].map((th) => th.getAttribute("scope"));
  expect(headers).toEqual(["col", "col", "col", "col", "col", "col", "col"]);
  expect(text(el.querySelector("caption"))).toContain("Job assessments");
  const tr = el.querySelector("tbody tr")!;
  expect(tr.querySelector("th")!.getAttribute("scope")).toBe("row");
  expect(text(tr.querySelector("[data-name]"))).toBe("Jane Doe");
  expect(text(tr.querySelector("[data-email]"))).toBe("jane@example.com");
  expect(text(tr.querySelector("[data-phone]"))).toBe("613-555-0142");
  expect([...tr.querySelectorAll("[data-property-types] > span")].map(text)).toEqual(["Home", "Office"]);
  expect([...tr.querySelectorAll("[data-service-types] > span")].map(text)).toEqual(["Deep Cleaning", "Specialty Cleaning"]);
  expect(text(tr.querySelector("[data-size]"))).toBe("2 Bedrooms");
  expect(text(tr)).toContain("Every 2 Weeks");
  expect([...tr.querySelectorAll("[data-add-ons] li")].map(text)).toEqual(["Oven Cleaning", "Floor Polishing"]);
  expect(text(tr.querySelector("[data-preference]"))).toBe("No Preference");
  expect(text(tr.querySelector("[data-pets]"))).toBe("Yes (Dog)");
  expect(text(tr.querySelector("[data-language]"))).toBe("English");
  const notes = text(tr.querySelector("[data-notes]"));
  expect(notes.endsWith("…")).toBe(true);
  expect(notes.length).toBeLessThanOrEqual(81);
  expect(text(tr.querySelector("[data-submitted]"))).toBe("Nov 23, 2026 1:05 PM");
  const quote = tr.querySelector("a[href^='/admin/quote/']")!;
  expect(quote.getAttribute("href")).toBe("/admin/quote/3f1c9a7e-5b2d-4c8e-9a1b-000000000001");
  expect(quote.getAttribute("aria-label")).toBe("Quote for Jane Doe");
  const client = tr.querySelector("a[href^='/admin/clients/new']")!;
  expect(client.getAttribute("href")).toBe("/admin/clients/new?assessment=3f1c9a7e-5b2d-4c8e-9a1b-000000000001");
  expect(text(client)).toBe("Create client");
  expect(client.getAttribute("aria-label")).toBe("Create client from the assessment of Jane Doe");
  // On a phone card: each cell but the contact (the title) and the actions has its header beside it.
  expect([...tr.querySelectorAll("[data-card-label]")].map(text)).toEqual(["Property & Service", "Add-ons", "Preferences", "Submitted"]);
  expect(tr.querySelector("input[type=checkbox]")!.getAttribute("aria-label")).toBe("Select assessment from Jane Doe");
  expect(el.querySelector("[data-empty]")).toBeNull();
});

test("an assessment sent from a French page says so", async () => {
  const { el } = await renderTable({ items: [row({ language: "fr" })] });
  expect(text(el.querySelector("[data-language]"))).toBe("French");
});

test("no pets, no add-ons, no notes: 'No', 'None' and nothing shortened", async () => {
  const { el } = await renderTable({ items: [row({ pets: false, petType: null, addOnOptions: [], specialRequirements: null })] });
  expect(text(el.querySelector("[data-pets]"))).toBe("No");
  expect(el.querySelector("[data-add-ons]")).toBeNull();
  expect(el.querySelector("[data-notes]")).toBeNull();
});

test("the two empty states", async () => {
  const none = await renderTable({ items: [], empty: "none" });
  expect(text(none.el.querySelector("[data-empty]"))).toContain("No job assessments have been submitted yet.");
  expect((none.el.querySelector("[data-select-all]") as HTMLInputElement).disabled).toBe(true);
  document.body.innerHTML = "";
  const filtered = await renderTable({ items: [], empty: "filtered" });
  expect(text(filtered.el.querySelector("[data-empty]"))).toContain("No assessments match your current filters.");
});

test("select-all reflects the page: all, some (mixed), none; clicks reach the handlers", async () => {
  const items = [row(), row({ id: "3f1c9a7e-5b2d-4c8e-9a1b-000000000002", fullName: "John Roe" })];
  const some = await renderTable({ items, selected: new Set([items[0]!.id]) });
  const all = some.el.querySelector("[data-select-all]") as HTMLInputElement;
  expect(all.checked).toBe(false);
  expect(all.indeterminate).toBe(true);
  await act(async () => all.click());
  expect(some.onToggleAll).toHaveBeenCalledTimes(1);
  await act(async () => (some.el.querySelectorAll("tbody input[type=checkbox]")[1] as HTMLInputElement).click());
  expect(some.onToggle).toHaveBeenCalledWith(items[1]!.id);
  await act(async () => (some.el.querySelector("button[data-sort=full_name]") as HTMLButtonElement).click());
  expect(some.onSort).toHaveBeenCalledWith("full_name");
  document.body.innerHTML = "";
  const full = await renderTable({ items, selected: new Set(items.map((r) => r.id)) });
  const box = full.el.querySelector("[data-select-all]") as HTMLInputElement;
  expect(box.checked).toBe(true);
  expect(box.indeterminate).toBe(false);
});

test("the sorted column is announced with aria-sort", async () => {
  const { el } = await renderTable({ sort: "full_name", dir: "asc" });
  const ths = [...el.querySelectorAll("thead th")];
  expect(ths[1]!.getAttribute("aria-sort")).toBe("ascending");
  expect(ths[5]!.getAttribute("aria-sort")).toBeNull();
});
