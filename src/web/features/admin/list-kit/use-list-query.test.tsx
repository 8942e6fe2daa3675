// @vitest-environment happy-dom
import { act } from "react";
import { createRoot } from "react-dom/client";
import { MemoryRouter, useLocation, useNavigate } from "react-router";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { assessmentListQuerySchema, type AssessmentListQuery } from "@shared/schemas/admin-assessments";
import { leadListQuerySchema } from "@shared/schemas/leads";
import "~/test/render";
import { SEARCH_DEBOUNCE_MS, useListQuery } from "./use-list-query";

type Probe = { state: ReturnType<typeof useListQuery<typeof leadListQuerySchema>>; search: string; navigate: ReturnType<typeof useNavigate> };
let probe: Probe;

function Leads() {
  const state = useListQuery(leadListQuerySchema);
  probe = { state, search: useLocation().search, navigate: useNavigate() };
  return null;
}

const derived = (q: AssessmentListQuery) => ({ dir: q.sort === "submitted_at" ? ("desc" as const) : ("asc" as const) });
let assessments: { state: ReturnType<typeof useListQuery<typeof assessmentListQuerySchema>>; search: string };
function Assessments() {
  assessments = { state: useListQuery(assessmentListQuerySchema, { derived }), search: useLocation().search };
  return null;
}

async function mount(ui: React.ReactNode, at: string) {
  const el = document.createElement("div");
  document.body.append(el);
  await act(async () => createRoot(el).render(<MemoryRouter initialEntries={[at]}>{ui}</MemoryRouter>));
}
const run = (fn: () => void) => act(async () => fn());
const wait = (ms: number) => act(async () => void vi.advanceTimersByTime(ms));

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

test("the address is the query, typed by the schema; malformed values read as the defaults", async () => {
  await mount(<Leads />, "/admin/leads?search=jane&status=New&page=abc");
  expect(probe.state.query).toEqual({ search: "jane", status: "New", page: 1 });
  expect(probe.state.hasFilters).toBe(true);
  expect(probe.state.search.value).toBe("jane");
});

test("typing shows at once and reaches the address 300 ms after the last key, back on page 1", async () => {
  await mount(<Leads />, "/admin/leads?page=3");
  await run(() => probe.state.search.onChange("ja"));
  await wait(SEARCH_DEBOUNCE_MS - 100);
  await run(() => probe.state.search.onChange("jane "));
  expect(probe.state.search.value).toBe("jane ");
  await wait(SEARCH_DEBOUNCE_MS - 1);
  expect(probe.search).toBe("?page=3");
  await wait(1);
  expect(probe.search).toBe("?search=jane");
  expect(probe.state.query).toEqual({ search: "jane", status: undefined, page: 1 });
  // The trailing space the person typed stays in the box.
  expect(probe.state.search.value).toBe("jane ");
});

test("a filter change starts again on page 1; a page change keeps the filters; defaults are left out", async () => {
  await mount(<Leads />, "/admin/leads?search=jane&page=4");
  await run(() => probe.state.update({ status: "Lost" }));
  expect(probe.search).toBe("?search=jane&status=Lost");
  await run(() => probe.state.setPage(2));
  expect(probe.search).toBe("?search=jane&status=Lost&page=2");
  await run(() => probe.state.setPage(1));
  expect(probe.search).toBe("?search=jane&status=Lost");
});

test("Clear Filters and the back button change the search box too", async () => {
  await mount(<Leads />, "/admin/leads?search=jane&status=New");
  await run(() => probe.state.clearFilters());
  expect(probe.search).toBe("");
  expect(probe.state.search.value).toBe("");
  expect(probe.state.hasFilters).toBe(false);
  await run(() => probe.navigate(-1));
  expect(probe.state.search.value).toBe("jane");
  // Nothing typed: no timer writes the address again.
  await wait(SEARCH_DEBOUNCE_MS * 2);
  expect(probe.search).toBe("?search=jane&status=New");
});

test("a derived default: choosing a column writes the sort alone; the direction follows it", async () => {
  await mount(<Assessments />, "/admin");
  expect(assessments.state.query).toMatchObject({ sort: "submitted_at", dir: "desc", range: "all" });
  await run(() => assessments.state.update({ sort: "full_name", dir: "asc" }));
  expect(assessments.search).toBe("?sort=full_name");
  expect(assessments.state.query).toMatchObject({ sort: "full_name", dir: "asc" });
  await run(() => assessments.state.update({ dir: "desc" }));
  expect(assessments.search).toBe("?sort=full_name&dir=desc");
  await run(() => assessments.state.update({ propertyType: "castle" as never }));
  // Not an offered type: the address keeps it, the query reads it as no filter.
  expect(assessments.state.query.propertyType).toBeUndefined();
});
