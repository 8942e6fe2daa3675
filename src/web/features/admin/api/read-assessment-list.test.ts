import fc from "fast-check";
import { expect, test } from "vitest";
import { readAssessmentList } from "./read-assessment-list";

test("a row without an id is left out; the others are kept with empty fields where they have none", () => {
  const read = readAssessmentList({ items: [{ id: "a", fullName: "Kept" }, { fullName: "No id" }, 7], stats: { total: 9, thisWeek: "x" } });
  expect(read.items.map((r) => r.fullName)).toEqual(["Kept"]);
  expect(read.items[0]).toMatchObject({ id: "a", propertyType: [], pets: false, specialRequirements: null, language: "en" });
  expect(read.stats).toEqual({ total: 9, thisWeek: null, withPets: null, filtered: null });
  expect(read.facets).toEqual({ propertyTypes: [], serviceTypes: [] });
  expect(read.total).toBe(1); // no total: the rows at hand
  expect(read.pageSize).toBe(50);
});

test("any JSON at all is read without throwing, into the shape the page draws", () => {
  fc.assert(
    fc.property(fc.jsonValue(), (answer) => {
      const read = readAssessmentList(answer);
      expect(Array.isArray(read.items)).toBe(true);
      expect(Number.isInteger(read.total) && read.pageSize > 0).toBe(true);
      expect(Array.isArray(read.facets.propertyTypes)).toBe(true);
    }),
  );
});
