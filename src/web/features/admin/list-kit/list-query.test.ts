import { expect, test } from "vitest";
import { assessmentListQuerySchema, type AssessmentListQuery } from "@shared/schemas/admin-assessments";
import { clientListQuerySchema } from "@shared/schemas/clients";
import { leadListQuerySchema } from "@shared/schemas/leads";
import { apiListParams, changeListQuery, clearedFilters, hasListFilters, listDefaults, readListQuery, writeListQuery } from "./list-query";

const derived = (q: AssessmentListQuery) => ({ dir: q.sort === "submitted_at" ? ("desc" as const) : ("asc" as const) });
const readA = (qs: string) => readListQuery(assessmentListQuerySchema, new URLSearchParams(qs), derived);
const writeA = (q: AssessmentListQuery) => writeListQuery(assessmentListQuerySchema, q, derived).toString();
const DEFAULT_A = { search: undefined, propertyType: undefined, serviceType: undefined, range: "all", sort: "submitted_at", dir: "desc", page: 1 };

test("an empty address is the schema's defaults, and the defaults write nothing", () => {
  expect(readA("")).toEqual(DEFAULT_A);
  expect(writeA(readA(""))).toBe("");
  expect(listDefaults(clientListQuerySchema)).toEqual({ search: undefined, page: 1, sort: "newest" });
  expect(hasListFilters(assessmentListQuerySchema, readA(""))).toBe(false);
});

test("every field round-trips through the address, and the server's schema accepts what is written", () => {
  const q: AssessmentListQuery = { search: "jane doe", propertyType: "office", serviceType: "deep", range: "week", sort: "full_name", dir: "desc", page: 3 };
  const qs = writeA(q);
  expect(qs).toBe("search=jane+doe&propertyType=office&serviceType=deep&range=week&sort=full_name&dir=desc&page=3");
  expect(readA(qs)).toEqual(q);
  expect(assessmentListQuerySchema.parse(Object.fromEntries(new URLSearchParams(qs)))).toEqual(q);
  expect(hasListFilters(assessmentListQuerySchema, q)).toBe(true);
});

test("one unknown or malformed value falls back to its default and keeps the others", () => {
  expect(readA("propertyType=castle&serviceType=deep&range=year&sort=phone&dir=up&page=-2")).toEqual({ ...DEFAULT_A, serviceType: "deep" });
  expect(readA("page=1.5&search=ab").page).toBe(1);
  expect(readA("search=%20%20ab%20").search).toBe("ab");
  expect(readListQuery(leadListQuerySchema, new URLSearchParams(`search=${"a".repeat(300)}&status=New&page=99999999`))).toEqual({
    search: undefined,
    status: "New",
    page: 1,
  });
  expect(readListQuery(clientListQuerySchema, new URLSearchParams("sort=oldest&page=2"))).toEqual({ search: undefined, sort: "newest", page: 2 });
});

test("a derived default: a column chosen without a direction starts A to Z, the date newest first; only a change is written", () => {
  expect(readA("sort=email")).toMatchObject({ sort: "email", dir: "asc" });
  expect(readA("dir=asc")).toMatchObject({ sort: "submitted_at", dir: "asc" });
  expect(writeA({ ...readA(""), sort: "email", dir: "asc" })).toBe("sort=email");
  expect(writeA({ ...readA(""), sort: "email", dir: "desc" })).toBe("sort=email&dir=desc");
  expect(writeA({ ...readA(""), dir: "asc" })).toBe("dir=asc");
});

test("the API gets every field spelled out (its defaults are its own), blanks left out", () => {
  const q = readA("sort=full_name&search=ab");
  expect(apiListParams(q).toString()).toBe("search=ab&range=all&sort=full_name&dir=asc&page=1");
  expect(apiListParams(q, ["page"]).toString()).toBe("search=ab&range=all&sort=full_name&dir=asc");
});

test("changing a filter or the sort goes back to page 1; changing the page keeps the filters", () => {
  const on3 = { ...readA(""), search: "ab", page: 3 };
  expect(changeListQuery(on3, { range: "today" })).toMatchObject({ search: "ab", range: "today", page: 1 });
  expect(changeListQuery(on3, { sort: "email", dir: "asc" }).page).toBe(1);
  expect(changeListQuery(on3, { page: 4 })).toMatchObject({ search: "ab", page: 4 });
});

test("clearing the filters resets the search and the filters, not the sort", () => {
  expect(clearedFilters(assessmentListQuerySchema)).toEqual({ search: undefined, propertyType: undefined, serviceType: undefined, range: "all" });
  expect(clearedFilters(clientListQuerySchema)).toEqual({ search: undefined });
  expect(hasListFilters(leadListQuerySchema, { search: undefined, status: "Lost", page: 1 })).toBe(true);
  expect(hasListFilters(clientListQuerySchema, { search: undefined, sort: "name", page: 4 })).toBe(false);
});
