import { expect, test } from "vitest";
import { bulkDeleteSchema, MAX_DELETE_IDS } from "./bulk-delete";

const schema = bulkDeleteSchema({ one: "assessment", article: "an", many: "assessments" });
const ID = "0b0a9b8e-6f1c-4c3e-9d7a-2f5e8c1b4a70";
const messageOf = (body: unknown) => schema.safeParse(body).error?.issues[0]?.message;

test("a bulk delete names 1 to 500 ids, with messages naming the kind of record", () => {
  expect(schema.parse({ ids: [ID] })).toEqual({ ids: [ID] });
  expect(schema.safeParse({ ids: Array.from({ length: MAX_DELETE_IDS }, () => ID) }).success).toBe(true);
  expect(messageOf({ ids: [] })).toBe("Select at least one assessment to delete");
  expect(messageOf({ ids: ["nope"] })).toBe("Each id must be an assessment id");
  expect(messageOf({ ids: "x" })).toBe("Ids must be a list of assessment ids");
  expect(messageOf({})).toBe("Ids must be a list of assessment ids");
  expect(messageOf({ ids: Array.from({ length: MAX_DELETE_IDS + 1 }, () => ID) })).toBe("At most 500 assessments can be deleted at once");
});
