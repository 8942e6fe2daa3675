import { expect, test } from "vitest";
import { DEFAULT_QUERY, changeQuery, filtersToParams, hasFilters, parseDashboardQuery } from "./dashboard-query";

const parse = (qs: string) => parseDashboardQuery(new URLSearchParams(qs));

test("an empty address is the default view, and the default view writes nothing", () => {
  expect(parse("")).toEqual(DEFAULT_QUERY);
  expect(filtersToParams(DEFAULT_QUERY).toString()).toBe("");
  expect(hasFilters(DEFAULT_QUERY)).toBe(false);
});

test("every field round-trips through the address", () => {
  const q = { search: "jane doe", propertyType: "office", serviceType: "deep", range: "week" as const, sort: "full_name" as const, dir: "desc" as const, page: 3 };
  const qs = filtersToParams(q).toString();
  expect(qs).toBe("search=jane+doe&propertyType=office&serviceType=deep&range=week&sort=full_name&dir=desc&page=3");
  expect(parse(qs)).toEqual(q);
  expect(hasFilters(q)).toBe(true);
});

test("unknown or malformed values fall back to the defaults", () => {
  expect(parse("propertyType=castle&serviceType=x&range=year&sort=phone&dir=up&page=-2")).toEqual(DEFAULT_QUERY);
  expect(parse("page=1.5").page).toBe(1);
  expect(parse("search=%20%20ab%20").search).toBe("ab");
  // A column chosen without a direction starts A to Z; the date starts newest first.
  expect(parse("sort=email")).toMatchObject({ sort: "email", dir: "asc" });
  expect(parse("sort=submitted_at&dir=asc")).toMatchObject({ sort: "submitted_at", dir: "asc" });
});

test("changing a filter or the sort goes back to page 1; changing the page keeps the filters", () => {
  const on3 = { ...DEFAULT_QUERY, search: "ab", page: 3 };
  expect(changeQuery(on3, { range: "today" })).toMatchObject({ search: "ab", range: "today", page: 1 });
  expect(changeQuery(on3, { sort: "email", dir: "asc" }).page).toBe(1);
  expect(changeQuery(on3, { page: 4 })).toMatchObject({ search: "ab", page: 4 });
});
