import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { businessDay } from "../../shared/business-time";
import { addDays } from "../../shared/calendar-date";
import { FIRST_DATA_ID, FIRST_VIEW_ID, FIRST_VIEW_MARK, withoutFirstView, type CrewFirstData } from "../../shared/crew-page";
import type { Database } from "../db/client";
import { clientAddresses, serviceVisits } from "../db/schema/index";
import { readWebBuild } from "../http/static-files";
import { countOf, makeClient, makeClientUser, type TestApp, useAuthTestApp } from "../test/auth-fixtures";
import { call, makeAdmin, signInAdmin, signInClient } from "../test/auth-helpers";
import { assignCrew } from "../test/crew-ids";
import { testDbKinds } from "../test/test-db";

// GET /crew/ (decision 072): a signed-in staff member's load of the crew page carries their day,
// written by the server in their language, and the page's first two answers; nothing else does,
// and the shell the service worker keeps is the build's own.

const today = businessDay();
const SHELL = `<!DOCTYPE html><html lang="en-CA"><head><title>Crew</title></head><body>${FIRST_VIEW_MARK}<p role="status">Loading...</p></body></html>`;
const NAVIGATE = { "Sec-Fetch-Mode": "navigate", "Sec-Fetch-Dest": "document" };

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "crew-page-"));
  fs.mkdirSync(path.join(dir, "crew"));
  fs.writeFileSync(path.join(dir, "crew", "index.html"), SHELL);
  fs.writeFileSync(path.join(dir, "__spa-fallback.html"), SHELL.replace(FIRST_VIEW_MARK, ""));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** The data block the server wrote, read as the page reads it. */
function firstData(html: string): CrewFirstData {
  const block = new RegExp(`<script type="application/json" id="${FIRST_DATA_ID}">([^<]*)</script>`).exec(html);
  if (!block) throw new Error("no first data in the page");
  return JSON.parse(block[1]!) as CrewFirstData;
}

describe.each(testDbKinds)("the crew page's first view on %s", (kind) => {
  let database: Database;
  let t: TestApp;
  useAuthTestApp(kind, (db, app) => ((database = db), (t = app)), { deps: () => ({ build: readWebBuild(dir) }) });

  let mia: string;
  beforeEach(async () => {
    await makeAdmin(t, database, "mia@example.com", "Mia", "cleaner");
    mia = (await signInAdmin(t, "mia@example.com")).cookie;
    const clientId = await makeClient(database, "jane@example.com", "Jane <b>&</b> Doe");
    const [address] = await database.db
      .insert(clientAddresses)
      .values({ clientId, street: "45 Sparks St", city: "Ottawa", province: "ON", postalCode: "K1P 5A8", position: 0, accessNotes: "Lockbox 4821" })
      .returning({ id: clientAddresses.id });
    for (const [date, windowStart] of [
      [today, "09:00"],
      [addDays(today, 2), "13:30"],
    ] as const) {
      const [row] = await database.db
        .insert(serviceVisits)
        .values({ clientId, addressId: address!.id, visitDate: date, windowStart, windowEnd: "15:00", service: "Office cleaning" })
        .returning({ id: serviceVisits.id });
      await assignCrew(database, row!.id, ["mia"]);
    }
  });

  const page = (cookie?: string, headers: Record<string, string> = NAVIGATE) => call(t, "/crew/", { cookie, headers });
  const views = () => countOf(database, sql`from crew_access_views`);

  test("a cleaner's load: their day in the HTML, escaped, never kept; the page's first answers beside it, the entry details' view recorded", async () => {
    const res = await page(mia);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    expect(res.headers.get("cache-control")).toBe("no-store");
    // The page's own policy, with the build's script hashes: the same as the page as built.
    const built = await page(undefined, {});
    expect(res.headers.get("content-security-policy")).toBe(built.headers.get("content-security-policy"));
    const html = await res.text();
    expect(html).toContain(`<div id="${FIRST_VIEW_ID}" aria-hidden="true" inert`);
    expect(html).toContain("Welcome, Mia");
    expect(html).toContain("Your visits");
    expect(html).toContain("9:00 AM – 3:00 PM");
    expect(html).toContain("1:30 PM – 3:00 PM");
    expect(html).toContain("45 Sparks St, Ottawa, ON K1P 5A8");
    expect(html).toContain("Jane &lt;b&gt;&amp;&lt;/b&gt; Doe");
    expect(html).not.toContain("<b>");
    // The entry details as the page shows them: today's, and only a word for the later visit's.
    const drawn = html.split(FIRST_DATA_ID)[0]!;
    expect(drawn.match(/Lockbox 4821/g)).toHaveLength(1);
    expect(drawn).toContain("Access details appear here the day before the visit.");
    expect(await views()).toBe(1);

    // The same answers the page would have asked for.
    const first = firstData(html);
    expect(first.session).toEqual(await (await call(t, "/api/session", { cookie: mia })).json());
    expect(first.day).toEqual(await (await call(t, "/api/crew/visits", { cookie: mia })).json());
    expect(first.day.visits.map((v) => v.access?.notes ?? null)).toEqual(["Lockbox 4821", null]);
    // What the service worker keeps of it is the build's shell, to the byte.
    expect(withoutFirstView(html)).toBe(SHELL);
  });

  test("in a French cleaner's language", async () => {
    await database.db.execute(sql`update admin_users set language = 'fr' where username = 'Mia'`);
    const html = await (await page(mia)).text();
    for (const words of [
      "Bienvenue, Mia",
      "Vos visites",
      "Aujourd’hui",
      "De 9\u00a0h à 15\u00a0h",
      "De 13\u00a0h\u00a030 à 15\u00a0h",
      "Plus tard cette semaine",
      "Équipe",
      "Nom du client\u00a0: ",
      "Adresse\u00a0: ",
      "Ouvrir la carte",
    ]) {
      expect(html).toContain(words);
    }
  });

  test("a day with no visits says so", async () => {
    await database.db.execute(sql`delete from service_visits`);
    const html = await (await page(mia)).text();
    expect(html).toContain("No visits today.");
    expect(html).toContain("No other visits this week.");
    expect(firstData(html).day.visits).toEqual([]);
  });

  test("anything but a staff member's own load of the page gets the shell as built, and records no view", async () => {
    await makeClientUser(database, "jane@example.com");
    const client = (await signInClient(t, database, "jane@example.com")).cookie;
    for (const [cookie, headers] of [
      [undefined, NAVIGATE],
      [client, NAVIGATE],
      // The service worker's fetch of the page it keeps.
      [mia, { "Sec-Fetch-Mode": "same-origin", "Sec-Fetch-Dest": "empty" }],
      [mia, {}],
      // A prerender or prefetch the browser made on its own: no one is looking yet.
      [mia, { ...NAVIGATE, "Sec-Purpose": "prefetch;prerender" }],
      // A frame (the page's headers refuse to be framed anyway).
      [mia, { ...NAVIGATE, "Sec-Fetch-Dest": "iframe" }],
    ] as const) {
      const res = await page(cookie, headers);
      expect(res.status).toBe(200);
      expect(await res.text()).toBe(SHELL);
    }
    expect(await views()).toBe(0);
  });

  test("when the day cannot be read, the page as built: it asks for the day itself and says so if it cannot have it", async () => {
    await database.db.execute(sql`alter table crew_access_views rename to crew_access_views_away`);
    try {
      const res = await page(mia);
      expect(res.status).toBe(200);
      expect(await res.text()).toBe(SHELL);
    } finally {
      await database.db.execute(sql`alter table crew_access_views_away rename to crew_access_views`);
    }
  });
});
