import { expect, test } from "vitest";
import { provinceOfPostalCode, splitPropertyAddress } from "./property-address";

test.each([
  ["12 Main St, Ottawa, ON K1A 0B1", { street: "12 Main St", city: "Ottawa", province: "ON", unsure: null }],
  ["12 Main St, Ottawa", { street: "12 Main St", city: "Ottawa", province: "ON", unsure: null }],
  ["Unit 4, 250 Bank Street, Ottawa, Ontario", { street: "Unit 4, 250 Bank Street", city: "Ottawa", province: "ON", unsure: null }],
  ["45 rue Laurier Gatineau QC", { street: "45 rue Laurier", city: "Gatineau", province: "QC", unsure: null }],
  ["88 Elgin St orleans", { street: "88 Elgin St", city: "Orléans", unsure: null }],
  ["12 Main St", { street: "12 Main St", city: "", unsure: "city" }],
  ["12 Main St, Smallville", { street: "12 Main St", city: "Smallville", unsure: "city" }],
  ["The blue house by the river, Ottawa", { street: "The blue house by the river", city: "Ottawa", unsure: "street" }],
  ["12 Main St, Ottawa, ON K2P 1L4", { street: "12 Main St", city: "Ottawa", unsure: "postalCode" }],
  ["", { street: "", city: "", unsure: "missing" }],
])("%s", (line, expected) => {
  expect(splitPropertyAddress(line, "K1A 0B1")).toMatchObject({ postalCode: "K1A 0B1", ...expected });
});

test("no address at all: the postal code and its province, flagged", () => {
  expect(splitPropertyAddress(null, "J8X 2B3")).toEqual({ street: "", city: "", province: "QC", postalCode: "J8X 2B3", unsure: "missing" });
});

test("the province follows the postal code's first letter", () => {
  expect(provinceOfPostalCode("K1A 0B1")).toBe("ON");
  expect(provinceOfPostalCode("J9H 5E1")).toBe("QC");
  expect(provinceOfPostalCode("")).toBeNull();
});
