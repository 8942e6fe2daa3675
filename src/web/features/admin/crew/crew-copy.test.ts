import "fake-indexeddb/auto";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { businessDay } from "@shared/business-time";
import type { CrewDay, CrewVisit } from "@shared/schemas/crew";
import { resetCopiesForTests } from "~/lib/offline/read-copy";
import type { VisitChecklist } from "@shared/schemas/checklists";
import { ApiError } from "~/lib/api";
import { crewDayCopy, forgetCrewDay, keepCrewDay, readChecklist, readCrewDay, usableCopy } from "./crew-copy";

// The crew page's day on the phone (decision 070): kept from each answer, read when the network
// fails, and never holding a client's entry details past their window.

const now = new Date("2026-11-27T15:00:00.000Z"); // 10:00 in Ottawa
const today = businessDay(now);
const owner = { email: "mia@example.com", name: "mia", language: "en" };

const visit = (id: string, over: Partial<CrewVisit> = {}): CrewVisit => ({
  id,
  date: today,
  windowStart: "09:00",
  windowEnd: "11:00",
  service: "Home cleaning",
  status: "scheduled",
  clientName: "Jane Doe",
  address: { street: "45 Elm St", city: "Ottawa", province: "ON", postalCode: "K1A 0B1" },
  mapUrl: "https://www.google.com/maps/search/?api=1&query=45%20Elm%20St",
  crewNotes: null,
  access: { notes: "Lockbox 1234" },
  checkedInAt: null,
  checkedOutAt: null,
  ...over,
});
const day: CrewDay = { today, visits: [visit("a"), visit("b", { date: "2026-11-28" })] };

beforeEach(() => {
  vi.stubGlobal("document", { documentElement: { lang: "en-CA" } });
  vi.stubGlobal("indexedDB", new IDBFactory());
  resetCopiesForTests();
});
afterEach(() => vi.unstubAllGlobals());

test("kept with its owner and time; read back while its day lasts, gone the day after", async () => {
  await keepCrewDay(owner, day, now);
  const copy = await crewDayCopy(new Date(now.getTime() + 60_000));
  expect(copy).toEqual({ owner, savedAt: now.toISOString(), value: day });
  // Midnight in Ottawa has passed: the copy (and the entry details in it) is deleted.
  expect(await crewDayCopy(new Date("2026-11-28T05:30:00.000Z"))).toBeUndefined();
  expect(await crewDayCopy(now)).toBeUndefined();
});

test("a visit's entry details leave the copy once it is checked out or no longer scheduled", async () => {
  const copy = usableCopy(
    {
      owner,
      savedAt: now.toISOString(),
      value: { today, visits: [visit("a", { checkedOutAt: now.toISOString() }), visit("b", { status: "cancelled" }), visit("c")] },
    },
    now,
  );
  expect(copy!.value.visits.map((v) => v.access)).toEqual([null, null, { notes: "Lockbox 1234" }]);
});

test("a change sent into a copy keeps the copy's own time", async () => {
  await keepCrewDay(owner, { ...day, offlineAsOf: "2026-11-27T14:00:00.000Z" }, now);
  expect((await crewDayCopy(now))!.savedAt).toBe("2026-11-27T14:00:00.000Z");
});

test("read: the server's answer; without a network, the copy marked with when it was read; nothing kept, the failure", async () => {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(JSON.stringify(day), { status: 200, headers: { "Content-Type": "application/json" } })),
  );
  expect(await readCrewDay()).toEqual(day);
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
  );
  await expect(readCrewDay()).rejects.toMatchObject({ status: 0 });
  await keepCrewDay(owner, { ...day, today: businessDay() });
  const offline = await readCrewDay();
  expect(offline.offlineAsOf).toBeDefined();
  expect(offline.visits.map((v) => v.id)).toEqual(["a", "b"]);
  // A refusal from the server is not covered up by the copy.
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(JSON.stringify({ error: { message: "no" } }), { status: 401 })),
  );
  await expect(readCrewDay()).rejects.toMatchObject({ status: 401 });
  await forgetCrewDay();
  expect(await crewDayCopy()).toBeUndefined();
});

test("a visit's checklist: kept when read with the day's copy there, read back offline for that visit only, gone with the day", async () => {
  const checklist = (visitId: string): VisitChecklist => ({
    visitId,
    service: "deep-cleaning",
    rooms: [],
    done: 0,
    total: 0,
    locked: false,
  });
  const offline = () => Promise.reject(new ApiError(0, "Network error"));
  // No day kept yet: nothing is kept, and offline the failure stands.
  expect(await readChecklist("a", async () => checklist("a"))).toEqual(checklist("a"));
  await expect(readChecklist("a", offline)).rejects.toMatchObject({ status: 0 });
  await keepCrewDay(owner, { ...day, today: businessDay() });
  await readChecklist("a", async () => checklist("a"));
  expect(await readChecklist("a", offline)).toEqual(checklist("a"));
  // Another visit's was never read; a refusal is not covered up.
  await expect(readChecklist("b", offline)).rejects.toMatchObject({ status: 0 });
  await expect(readChecklist("a", () => Promise.reject(new ApiError(409, "no")))).rejects.toMatchObject({ status: 409 });
  await forgetCrewDay();
  await keepCrewDay(owner, { ...day, today: businessDay() });
  await expect(readChecklist("a", offline)).rejects.toMatchObject({ status: 0 });
});
