import { expect, test } from "vitest";
import { formatPhone, formatPostcode } from "./format";

test.each([
  ["", ""],
  ["613", "613"],
  ["6135", "613-5"],
  ["613555", "613-555"],
  ["6135550", "613-555-0"],
  ["6135550100", "613-555-0100"],
  ["(613) 555-0100", "613-555-0100"],
  ["61355501009", "613-555-0100"],
  ["16135550100", "1-613-555-0100"],
  ["1 613 555 0100", "1-613-555-0100"],
  ["abc", ""],
])("formatPhone(%j) = %j", (input, expected) => {
  expect(formatPhone(input)).toBe(expected);
});

test.each([
  ["", ""],
  ["k1a", "K1A"],
  ["k1a1", "K1A 1"],
  ["k1a1a1", "K1A 1A1"],
  ["K1A 1A1", "K1A 1A1"],
  [" k 1 a 1 a 1 ", "K1A 1A1"],
  ["k1a1a1xyz", "K1A 1A1"],
])("formatPostcode(%j) = %j", (input, expected) => {
  expect(formatPostcode(input)).toBe(expected);
});
