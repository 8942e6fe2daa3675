import { expect, test } from "vitest";
import { isSidebarShortcut, readSidebarExpanded, sidebarCookie } from "./sidebar-state";

test.each([
  ["", true],
  ["other=1", true],
  ["sidebar_state=true", true],
  ["sidebar_state=false", false],
  ["a=1; sidebar_state=false; b=2", false],
  ["my_sidebar_state=false", true],
  ["sidebar_state=garbage", true],
])("readSidebarExpanded(%j) = %s", (cookie, expected) => {
  expect(readSidebarExpanded(cookie)).toBe(expected);
});

test("the cookie lives 7 days on every path", () => {
  expect(sidebarCookie(false)).toBe("sidebar_state=false; Path=/; Max-Age=604800; SameSite=Lax");
  expect(readSidebarExpanded(sidebarCookie(false).split(";")[0]!)).toBe(false);
  expect(readSidebarExpanded(sidebarCookie(true).split(";")[0]!)).toBe(true);
});

const key = (over: Partial<KeyboardEvent>) => ({ key: "b", ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, ...over });

test("Ctrl+B and Cmd+B are the shortcut; B alone or with Shift/Alt is not", () => {
  expect(isSidebarShortcut(key({ ctrlKey: true }))).toBe(true);
  expect(isSidebarShortcut(key({ metaKey: true }))).toBe(true);
  expect(isSidebarShortcut(key({ key: "B", ctrlKey: true }))).toBe(true);
  expect(isSidebarShortcut(key({}))).toBe(false);
  expect(isSidebarShortcut(key({ ctrlKey: true, shiftKey: true, key: "B" }))).toBe(false);
  expect(isSidebarShortcut(key({ ctrlKey: true, altKey: true }))).toBe(false);
  expect(isSidebarShortcut(key({ key: "n", ctrlKey: true }))).toBe(false);
});
