// @vitest-environment happy-dom
import { act } from "react";
import { expect, test, vi } from "vitest";
import { render, text } from "~/test/render";
import type { Column, TableSort } from "./columns";
import { ListTable, type ListTableText } from "./list-table";
import { pagedList } from "./test-list";

type Person = { id: string; name: string; email: string; city: string };
const people: Person[] = [
  { id: "a", name: "Ada Lovelace", email: "ada@example.com", city: "Ottawa" },
  { id: "b", name: "Grace Hopper", email: "grace@example.com", city: "Gatineau" },
];

const TEXT: ListTableText = {
  listHeading: "People",
  caption: "People, newest first",
  scrollRegion: "People table",
  loading: "Loading people...",
  fetchFailed: { description: "Failed to fetch people.", retry: "Try Again" },
  empty: { none: "No people yet.", filtered: "No people match your filters." },
  emptyHint: { none: "Add someone.", filtered: "Try another search." },
  pagination: { label: "Pages", previous: "Previous", next: "Next", page: (p, n) => `Page ${p} of ${n}`, total: (t) => `${t} people in total` },
};

const COLUMNS: Column<Person, "name" | "email" | "city">[] = [
  {
    key: "name",
    header: "Name",
    title: true,
    sorts: [
      { key: "name", label: "Name" },
      { key: "email", label: "E-mail" },
    ],
    cell: (p) => <span data-name>{p.name}</span>,
  },
  { key: "email", header: "E-mail", cell: (p) => <a href={`mailto:${p.email}`}>{p.email}</a> },
  { key: "city", header: "City", sort: "city", cell: (p) => p.city },
  { key: "actions", header: "Actions", noCardLabel: true, alignEnd: true, cell: (p) => <button type="button">Open {p.name}</button> },
];

const hint = (label: string, dir: "asc" | "desc" | null) => (dir ? `Sorted by ${label}, ${dir}` : `Sort by ${label}`);

async function renderTable(props: Partial<React.ComponentProps<typeof ListTable<Person, "name" | "email" | "city">>> = {}) {
  const onPage = vi.fn();
  const el = await render(<ListTable id="people" text={TEXT} columns={COLUMNS} list={pagedList(people)} onPage={onPage} filtered={false} {...props} />);
  return { el, onPage };
}
const select = { allLabel: "Select all people on this page", allShortLabel: "Select all", rowLabel: (p: Person) => `Select ${p.name}` };

test("a real table: caption, column headers, the title column as row header, a named region", async () => {
  const { el } = await renderTable();
  const table = el.querySelector("table")!;
  expect(text(table.querySelector("caption"))).toBe("People, newest first");
  expect(el.querySelector("[role=region]")!.getAttribute("aria-label")).toBe("People table");
  expect([...el.querySelectorAll("thead th")].map((th) => [th.getAttribute("scope"), text(th)])).toEqual([
    ["col", "Name"],
    ["col", "E-mail"],
    ["col", "City"],
    ["col", "Actions"],
  ]);
  const rows = [...el.querySelectorAll("tbody tr")];
  expect(rows.map((tr) => tr.getAttribute("data-id"))).toEqual(["a", "b"]);
  const header = rows[0]!.querySelector("th")!;
  expect(header.getAttribute("scope")).toBe("row");
  expect(text(header)).toBe("Ada Lovelace");
  expect(el.querySelector("section")!.getAttribute("aria-labelledby")).toBe("people-list-heading");
  expect(text(el.querySelector("#people-list-heading"))).toBe("People");
});

test("on a phone card every other cell carries its header as a label; the actions and the title do not", async () => {
  const { el } = await renderTable();
  const tr = el.querySelector("tbody tr")!;
  expect([...tr.querySelectorAll("[data-card-label]")].map(text)).toEqual(["E-mail", "City"]);
  // The labels show only under 640 px (hidden on wider screens by the sm breakpoint).
  expect(tr.querySelector("[data-card-label]")!.className).toMatch(/\bhidden\b.*max-sm:block/);
  expect(tr.className).toContain("max-sm:grid");
  // One set of controls: the row's action exists once, whatever the width.
  expect([...el.querySelectorAll("button")].filter((b) => text(b) === "Open Ada Lovelace")).toHaveLength(1);
});

test("tick boxes: named select-all (indeterminate for some), named rows, clicks reach the selection", async () => {
  const some = pagedList(people, { selected: new Set(["a"]) });
  const { el } = await renderTable({ list: some, select });
  const all = el.querySelector("thead input[type=checkbox]") as HTMLInputElement;
  expect(all.getAttribute("aria-label")).toBe("Select all people on this page");
  expect(all.closest("th")!.getAttribute("data-short-label")).toBe("Select all");
  expect(all.checked).toBe(false);
  expect(all.indeterminate).toBe(true);
  const boxes = [...el.querySelectorAll("tbody input[type=checkbox]")] as HTMLInputElement[];
  expect(boxes.map((b) => [b.getAttribute("aria-label"), b.checked])).toEqual([
    ["Select Ada Lovelace", true],
    ["Select Grace Hopper", false],
  ]);
  await act(async () => all.click());
  expect(some.toggleAll).toHaveBeenCalledTimes(1);
  await act(async () => boxes[1]!.click());
  expect(some.toggle).toHaveBeenCalledWith("b");
  document.body.innerHTML = "";

  const full = await renderTable({ list: pagedList(people, { selected: new Set(["a", "b"]) }), select });
  const box = full.el.querySelector("thead input[type=checkbox]") as HTMLInputElement;
  expect([box.checked, box.indeterminate]).toEqual([true, false]);
  document.body.innerHTML = "";
  const none = await renderTable({ list: pagedList(people), select });
  const empty = none.el.querySelector("thead input[type=checkbox]") as HTMLInputElement;
  expect([empty.checked, empty.indeterminate]).toEqual([false, false]);
});

test("only the rows `selectable` allows get a tick box; select-all counts and ticks those", async () => {
  const one = pagedList(people, { selected: new Set(["b"]) });
  const { el } = await renderTable({ list: one, select: { ...select, selectable: (p) => p.id === "b" } });
  const rows = [...el.querySelectorAll("tbody tr")];
  expect(rows.map((tr) => tr.querySelectorAll("input[type=checkbox]").length)).toEqual([0, 1]);
  // The row without one: its empty cell is gone on a phone and its title spans the card.
  expect(rows[0]!.querySelector("td")!.className).toContain("max-sm:hidden");
  expect(rows[0]!.querySelector("th")!.className).toContain("max-sm:col-span-full");
  const all = el.querySelector("thead input[type=checkbox]") as HTMLInputElement;
  expect([all.checked, all.indeterminate]).toEqual([true, false]);
  await act(async () => all.click());
  expect(one.toggleAll).toHaveBeenCalledWith(["b"]);
  document.body.innerHTML = "";

  // None on the page can be ticked: select-all is off.
  const { el: none } = await renderTable({ select: { ...select, selectable: () => false } });
  expect(none.querySelectorAll("tbody input[type=checkbox]")).toHaveLength(0);
  expect((none.querySelector("thead input[type=checkbox]") as HTMLInputElement).disabled).toBe(true);
});

test("headerActions sit beside the list's heading", async () => {
  const { el } = await renderTable({ headerActions: <button type="button">Invoice selected</button> });
  const bar = el.querySelector("#people-list-heading")!.parentElement!;
  expect([...bar.querySelectorAll("button")].map(text)).toEqual(["Invoice selected"]);
});

test("sorting: header buttons with names, aria-sort on the sorted column", async () => {
  const sort: TableSort<"name" | "email" | "city"> = { key: "email", dir: "asc", onSort: vi.fn(), hint };
  const { el } = await renderTable({ sort });
  const ths = [...el.querySelectorAll("thead th")];
  expect(ths.map((th) => th.getAttribute("aria-sort"))).toEqual(["ascending", null, null, null]);
  const buttons = [...el.querySelectorAll("button[data-sort]")];
  expect(buttons.map((b) => b.getAttribute("aria-label"))).toEqual(["Sort by Name", "Sorted by E-mail, asc", "Sort by City"]);
  await act(async () => (el.querySelector("button[data-sort=city]") as HTMLButtonElement).click());
  expect(sort.onSort).toHaveBeenCalledWith("city");
});

test("without tick boxes or sorting, the phone's header bar is hidden (the headers stay for screen readers)", async () => {
  const plain = COLUMNS.map(({ sort: _s, sorts: _ss, ...c }) => c);
  const { el } = await renderTable({ columns: plain });
  expect(el.querySelector("thead")!.className).toContain("max-sm:sr-only");
  document.body.innerHTML = "";
  const sorted = await renderTable({ sort: { key: "city", dir: "desc", onSort: vi.fn(), hint } });
  expect(sorted.el.querySelector("thead")!.className).not.toContain("max-sm:sr-only");
});

test("the pager: page and total, named buttons, Previous disabled on page 1", async () => {
  const { el, onPage } = await renderTable({ list: pagedList(people, { page: 1, pages: 3, total: 120 }) });
  const nav = el.querySelector("nav")!;
  expect(nav.getAttribute("aria-label")).toBe("Pages");
  expect(text(nav.querySelector("[data-page-info]"))).toBe("Page 1 of 3");
  expect(text(nav.querySelector("[data-total]"))).toBe("120 people in total");
  const [prev, next] = [...nav.querySelectorAll("button")] as HTMLButtonElement[];
  expect([text(prev), prev!.disabled, text(next), next!.disabled]).toEqual(["Previous", true, "Next", false]);
  await act(async () => next!.click());
  expect(onPage).toHaveBeenCalledWith(2);
});

test("loading, then failed with a Retry that reads again", async () => {
  const loading = await renderTable({ list: pagedList([], { status: "loading", fetching: true }) });
  expect(text(loading.el.querySelector("[role=status]"))).toBe("Loading people...");
  expect(loading.el.querySelector("table")).toBeNull();
  expect(loading.el.querySelector("section")!.getAttribute("aria-busy")).toBe("true");
  document.body.innerHTML = "";
  const list = pagedList<Person>([], { status: "failed" });
  const failed = await renderTable({ list });
  const alert = failed.el.querySelector("[role=alert]")!;
  expect(text(alert.querySelector("p"))).toBe("Failed to fetch people.");
  expect(text(alert.querySelector("button"))).toBe("Try Again");
  await act(async () => alert.querySelector("button")!.click());
  expect(list.retry).toHaveBeenCalledTimes(1);
  expect(failed.el.querySelector("nav")).toBeNull();
});

test("empty: 'none yet' with its action, or 'no match' when a filter narrows; nothing while the next page loads", async () => {
  const none = await renderTable({ list: pagedList([]), emptyAction: <a href="/add">Add person</a>, select });
  expect([...none.el.querySelectorAll("[data-empty=none] p, [data-empty=none] a")].map(text)).toEqual(["No people yet.", "Add someone.", "Add person"]);
  expect((none.el.querySelector("thead input[type=checkbox]") as HTMLInputElement).disabled).toBe(true);
  expect(none.el.querySelector("nav")).toBeNull();
  document.body.innerHTML = "";
  const filtered = await renderTable({ list: pagedList([]), filtered: true, emptyAction: <a href="/add">Add person</a> });
  expect([...filtered.el.querySelectorAll("[data-empty=filtered] p, [data-empty=filtered] a")].map(text)).toEqual([
    "No people match your filters.",
    "Try another search.",
  ]);
  document.body.innerHTML = "";
  const stale = await renderTable({ list: pagedList([], { stale: true, fetching: true, total: 80, pages: 2, page: 2 }) });
  expect(stale.el.querySelector("[data-empty]")).toBeNull();
});
