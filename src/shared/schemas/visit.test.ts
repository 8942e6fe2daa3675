import { expect, test } from "vitest";
import { visitSchema } from "./visit";

test.each([
  ["/", "/"],
  ["/gallery?x=1#top", "/gallery"],
  ["/#contact", "/"],
  [" /vacancy ", "/vacancy"],
  ["/client-login/", "/client-login/"],
])("page %j is recorded as %j", (page, path) => {
  expect(visitSchema.parse({ page })).toEqual({ page: path });
});

test.each(["", "?x=1", "#top", "gallery", "http://evil.example/x", "/a b", "/é", `/${"a".repeat(200)}`])("page %j is refused", (page) => {
  expect(visitSchema.safeParse({ page }).success).toBe(false);
});

test("a 200-character path is the longest accepted", () => {
  expect(visitSchema.safeParse({ page: `/${"a".repeat(199)}` }).success).toBe(true);
});
