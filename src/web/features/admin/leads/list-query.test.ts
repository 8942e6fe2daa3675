import { expect, test } from "vitest";
import { leadListQuerySchema } from "@shared/schemas/leads";
import { changeLeadsQuery, hasLeadFilters, leadsQueryToParams, parseLeadsQuery } from "./list-query";

const parse = (qs: string) => parseLeadsQuery(new URLSearchParams(qs));

test("an empty address is the first page, unfiltered", () => {
  expect(parse("")).toEqual({ search: "", status: "", page: 1 });
  expect(leadsQueryToParams(parse("")).toString()).toBe("");
});

test("search, status and page round-trip through the address; the server's schema accepts them", () => {
  const q = parse("search=%20Jane%20Doe%20&status=In+Progress&page=3");
  expect(q).toEqual({ search: "Jane Doe", status: "In Progress", page: 3 });
  const params = leadsQueryToParams(q);
  expect(params.toString()).toBe("search=Jane+Doe&status=In+Progress&page=3");
  expect(leadListQuerySchema.parse(Object.fromEntries(params))).toEqual({ search: "Jane Doe", status: "In Progress", page: 3 });
  expect(hasLeadFilters(q)).toBe(true);
  expect(hasLeadFilters({ ...q, search: "", status: "" })).toBe(false);
});

test.each(["0", "-2", "1.5", "abc", "99999999"])("page=%s falls back to page 1", (page) => {
  expect(parse(`page=${page}`).page).toBe(1);
});

test("a long search is cut to 200 characters", () => {
  expect(parse(`search=${"a".repeat(300)}`).search).toHaveLength(200);
});

test("changing a filter returns to page 1; changing the page keeps the filters", () => {
  const q = { search: "jane", status: "New", page: 4 };
  expect(changeLeadsQuery(q, { status: "Lost" })).toEqual({ search: "jane", status: "Lost", page: 1 });
  expect(changeLeadsQuery(q, { page: 5 })).toEqual({ search: "jane", status: "New", page: 5 });
});
