import { expect, test } from "vitest";
import { CREW_NOTE_MAX, crewNoteSchema, noAccessSchema } from "./crew-reports";

const issues = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.error?.issues.map((i) => `${i.path.join(".")}: ${i.message}`);

test("a note is trimmed, required and at most CREW_NOTE_MAX characters", () => {
  expect(crewNoteSchema.parse({ text: "  Out of vacuum bags \n" })).toEqual({ text: "Out of vacuum bags" });
  expect(issues(crewNoteSchema.safeParse({ text: "   " }))).toEqual(["text: Note is required"]);
  expect(issues(crewNoteSchema.safeParse({}))).toEqual(["text: Note must be text"]);
  expect(crewNoteSchema.safeParse({ text: "x".repeat(CREW_NOTE_MAX) }).success).toBe(true);
  expect(issues(crewNoteSchema.safeParse({ text: "x".repeat(CREW_NOTE_MAX + 1) }))).toEqual([`text: Note must be at most ${CREW_NOTE_MAX} characters`]);
  expect(issues(crewNoteSchema.safeParse("note"))).toEqual([": The request body must be an object"]);
});

test("Can't get in: one of the reasons; details optional (blank is none), required for other", () => {
  expect(noAccessSchema.parse({ reason: "no_one_home" })).toEqual({ reason: "no_one_home", text: null });
  expect(noAccessSchema.parse({ reason: "refused", text: "  " })).toEqual({ reason: "refused", text: null });
  expect(noAccessSchema.parse({ reason: "other", text: " Gate locked " })).toEqual({ reason: "other", text: "Gate locked" });
  expect(issues(noAccessSchema.safeParse({ reason: "other" }))).toEqual(["text: Details are required when the reason is other"]);
  expect(issues(noAccessSchema.safeParse({ reason: "lost" }))).toEqual(["reason: Reason must be one of: no_one_home, key_or_code, refused, other"]);
  expect(issues(noAccessSchema.safeParse({ reason: "key_or_code", text: "x".repeat(CREW_NOTE_MAX + 1) }))).toEqual([
    `text: Details must be at most ${CREW_NOTE_MAX} characters`,
  ]);
});
