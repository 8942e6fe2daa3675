import { expect, test } from "vitest";
import { storedPropertySize } from "./assessment-storage";
import { CUSTOM_SIZE } from "./options/assessment";

test("a chosen size is stored as it is; a custom size as the visitor's text", () => {
  expect(storedPropertySize({ property_size: "2 Bedrooms", custom_property_size: "ignored" })).toBe("2 Bedrooms");
  expect(storedPropertySize({ property_size: CUSTOM_SIZE, custom_property_size: "Two floors, 3,200 sq. ft." })).toBe("Two floors, 3,200 sq. ft.");
  expect(storedPropertySize({ property_size: CUSTOM_SIZE })).toBe("");
});
