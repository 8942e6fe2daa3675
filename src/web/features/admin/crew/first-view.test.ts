// @vitest-environment happy-dom
import { QueryClient } from "@tanstack/react-query";
import { afterEach, expect, test } from "vitest";
import { businessDay } from "@shared/business-time";
import { FIRST_DATA_ID, FIRST_VIEW_ID, type CrewFirstData } from "@shared/crew-page";
import { sessionQueryKey } from "~/lib/session";
import { crewDayKey } from "./crew-api";
import { removeFirstView, takeFirstData } from "./first-view";

// The page starts from the answers the server wrote into it (decision 072), once, and removes the
// server's picture of the day when it shows the day itself.

const FIRST: CrewFirstData = {
  session: { user: { email: "mia@example.com", name: "Mia", createdAt: null }, role: "cleaner", username: "Mia", language: "fr" },
  day: { today: businessDay(), visits: [] },
};

function page(data: string) {
  document.body.innerHTML = `<div id="${FIRST_VIEW_ID}">Today</div><script type="application/json" id="${FIRST_DATA_ID}">${data}</script><p>Loading</p>`;
}
afterEach(() => void (document.body.innerHTML = ""));

test("the server's answers seed the session and the day, once; the data block is gone", () => {
  page(JSON.stringify(FIRST));
  const client = new QueryClient();
  takeFirstData(client);
  expect(client.getQueryData(sessionQueryKey)).toEqual(FIRST.session);
  expect(client.getQueryData(crewDayKey)).toEqual(FIRST.day);
  expect(document.getElementById(FIRST_DATA_ID)).toBeNull();
  // A second mount finds nothing more to take.
  const again = new QueryClient();
  takeFirstData(again);
  expect(again.getQueryData(crewDayKey)).toBeUndefined();
});

test("an unreadable block seeds nothing: the page asks the server", () => {
  page("{not json");
  const client = new QueryClient();
  takeFirstData(client);
  expect(client.getQueryData(crewDayKey)).toBeUndefined();
});

test("a page written on another day (a cached copy, a page left open overnight) seeds nothing", () => {
  page(JSON.stringify({ ...FIRST, day: { today: "2020-01-06", visits: [] } }));
  const client = new QueryClient();
  takeFirstData(client);
  expect(client.getQueryData(sessionQueryKey)).toBeUndefined();
  expect(client.getQueryData(crewDayKey)).toBeUndefined();
});

test("the first view is removed when the page shows the day; again is harmless", () => {
  page(JSON.stringify(FIRST));
  removeFirstView();
  expect(document.getElementById(FIRST_VIEW_ID)).toBeNull();
  expect(document.body.textContent).toContain("Loading");
  removeFirstView();
});
