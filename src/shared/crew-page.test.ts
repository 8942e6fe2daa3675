import { expect, test } from "vitest";
import { FIRST_DATA_ID, FIRST_VIEW_END, FIRST_VIEW_ID, FIRST_VIEW_MARK, carriesFirstView, withoutFirstView } from "./crew-page";

// What the crew page's service worker keeps of a page the server wrote someone's day into (decision 072).

const shell = `<html><body>${FIRST_VIEW_MARK}<p>Loading</p></body></html>`;
const day = `<div id="${FIRST_VIEW_ID}">Lockbox 4821</div><script type="application/json" id="${FIRST_DATA_ID}">{}</script>`;

test("the day between the marks goes; the page as built stays, to the byte", () => {
  const written = shell.replace(FIRST_VIEW_MARK, `${FIRST_VIEW_MARK}${day}${FIRST_VIEW_END}`);
  expect(withoutFirstView(written)).toBe(shell);
  expect(withoutFirstView(shell)).toBe(shell);
  expect(carriesFirstView(shell)).toBe(false);
});

test("a page that lost its end mark still carries the day, and says so", () => {
  const cut = shell.replace(FIRST_VIEW_MARK, `${FIRST_VIEW_MARK}${day}`);
  expect(carriesFirstView(withoutFirstView(cut))).toBe(true);
});
