import { expect, test } from "vitest";
import { timesheetMessages } from "./timesheets-messages";

// The timesheets page in the staff member's language: every text of it in French, worded apart.

/** Each leaf of a catalog as text (functions called with sample words). */
function texts(value: unknown, at = ""): [string, string][] {
  if (typeof value === "string") return [[at, value]];
  if (typeof value === "function") return [[at, String((value as (...a: string[]) => string)("A", "B"))]];
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => texts(v, at ? `${at}.${k}` : k));
}

test("every English text has its French one; only the word Total, and the hours of a sample without a decimal, read the same", () => {
  const en = new Map(texts(timesheetMessages("en")));
  const fr = new Map(texts(timesheetMessages("fr")));
  expect([...fr.keys()]).toEqual([...en.keys()]);
  expect([...en].filter(([k, v]) => fr.get(k) === v).map(([k]) => k)).toEqual(["total", "hours"]);
});

test("hours with a decimal comma in French", () => {
  expect(timesheetMessages("en").hours("7.50")).toBe("7.50 h");
  expect(timesheetMessages("fr").hours("7.50")).toBe("7,50 h");
  expect(timesheetMessages("fr").correctedBy("Marie", "Oubli du départ")).toBe("Corrigée par Marie : Oubli du départ");
});
