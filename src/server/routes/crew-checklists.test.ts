import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { beforeEach, describe, expect, test } from "vitest";
import { businessDay } from "../../shared/business-time";
import { IDEMPOTENCY_HEADER } from "../../shared/idempotency";
import type { AdminVisitChecklist, ChecklistTemplates, VisitChecklistAnswer } from "../../shared/schemas/checklists";
import type { Database } from "../db/client";
import { clientAddresses, serviceVisits } from "../db/schema/index";
import { transaction } from "../db/transaction";
import { visitChecklistSummary } from "../services/checklists/visit-checklist-summary";
import { findPerson } from "../services/privacy/person";
import { visitChecklistEntry, visitChecklistTickEntry } from "../services/privacy/tables/checklist-tables";
import { countOf, makeClient, type TestApp, useAuthTestApp } from "../test/auth-fixtures";
import { call, makeAdmin, signInAdmin } from "../test/auth-helpers";
import { testDbKinds } from "../test/test-db";
import { assignCrew } from "../test/crew-ids";

// Checklists (decision 065): the owner's templates, a visit's copy taken when its crew first opens
// it, ticks and unticks until the check-out, the office's view and the visit report's summary.

const today = businessDay();
const VISITS = "/api/crew/visits";
const TEMPLATES = "/api/admin/checklists";

describe.each(testDbKinds)("checklists on %s", (kind) => {
  let database: Database;
  let t: TestApp;
  useAuthTestApp(kind, (db, app) => ((database = db), (t = app)));

  let owner: string;
  let office: string;
  let mia: string;
  let leo: string;
  let visit: string;
  let cancelled: string;
  let clientId: string;

  async function makeVisit(clientId: string, service: string, staff: string[], status: "scheduled" | "cancelled" = "scheduled") {
    const [address] = await database.db
      .insert(clientAddresses)
      .values({ clientId, street: "12 Elm St", city: "Ottawa", province: "ON", postalCode: "K1A 0B1", position: 0 })
      .returning({ id: clientAddresses.id });
    const [row] = await database.db
      .insert(serviceVisits)
      .values({ clientId, addressId: address!.id, visitDate: today, windowStart: "09:00", windowEnd: "11:00", service, status })
      .returning({ id: serviceVisits.id });
    await assignCrew(database, row!.id, staff);
    return row!.id;
  }

  beforeEach(async () => {
    await makeAdmin(t, database, "owner@example.com", "boss", "owner");
    await makeAdmin(t, database, "office@example.com", "desk", "office");
    await makeAdmin(t, database, "mia@example.com", "Mia", "cleaner");
    await makeAdmin(t, database, "leo@example.com", "leo", "cleaner");
    owner = (await signInAdmin(t, "owner@example.com")).cookie;
    office = (await signInAdmin(t, "office@example.com")).cookie;
    mia = (await signInAdmin(t, "mia@example.com")).cookie;
    leo = (await signInAdmin(t, "leo@example.com")).cookie;
    clientId = await makeClient(database, "jane@example.com", "Jane Doe");
    visit = await makeVisit(clientId, "Deep Cleaning Services", ["mia", "leo"]);
    cancelled = await makeVisit(clientId, "Nettoyage commercial général", ["mia"], "cancelled");
  });

  const read = async (id = visit, cookie = mia) => {
    const res = await call(t, `${VISITS}/${id}/checklist`, { cookie });
    expect(res.status).toBe(200);
    return ((await res.json()) as VisitChecklistAnswer).checklist;
  };
  const tick = (itemId: string, body: unknown, o: { cookie?: string; key?: string; id?: string; lang?: string } = {}) =>
    call(t, `${VISITS}/${o.id ?? visit}/checklist/items/${itemId}`, {
      method: "PUT",
      body,
      cookie: o.cookie ?? mia,
      headers: { ...(o.key ? { [IDEMPOTENCY_HEADER]: o.key } : {}), ...(o.lang ? { "Accept-Language": o.lang } : {}) },
    });
  const errorOf = async (res: Response) => ((await res.json()) as { error: { message: string } }).error.message;

  test("the owner edits a service's template; office staff read it and may not change it; a visit already opened keeps its copy", async () => {
    const list = await call(t, TEMPLATES, { cookie: office });
    expect(list.status).toBe(200);
    const { templates } = (await list.json()) as ChecklistTemplates;
    expect(templates.map((x) => x.service)).toContain("deep-cleaning");
    const deep = templates.find((x) => x.service === "deep-cleaning")!;
    expect(deep.updatedBy).toBeNull();
    expect(deep.rooms[0]!.name).toEqual({ en: "Kitchen", fr: "Cuisine" });

    // The crew opens the visit: its copy is the default.
    const before = await read();
    expect(before.service).toBe("deep-cleaning");
    expect(before.rooms.map((r) => r.id)).toEqual(deep.rooms.map((r) => r.id));

    const rooms = [
      { id: "garage", name: { en: "Garage", fr: "Garage" }, items: [{ id: "garage-floor", label: { en: "Sweep the floor", fr: "Balayer le plancher" } }] },
    ];
    expect((await call(t, `${TEMPLATES}/deep-cleaning`, { method: "PUT", body: { rooms }, cookie: office })).status).toBe(403);
    const saved = await call(t, `${TEMPLATES}/deep-cleaning`, { method: "PUT", body: { rooms }, cookie: owner });
    expect(saved.status).toBe(200);
    const after = ((await (await call(t, TEMPLATES, { cookie: owner })).json()) as ChecklistTemplates).templates.find((x) => x.service === "deep-cleaning")!;
    expect(after).toMatchObject({ rooms, updatedBy: "boss" });
    // The visit under way keeps the copy it had.
    expect((await read()).rooms.map((r) => r.id)).toEqual(before.rooms.map((r) => r.id));

    // Bad input names the field; an unknown service is a 404.
    const bad = await call(t, `${TEMPLATES}/deep-cleaning`, {
      method: "PUT",
      body: { rooms: [{ ...rooms[0], name: { en: "Garage", fr: " " } }] },
      cookie: owner,
    });
    expect(bad.status).toBe(400);
    expect(await errorOf(bad)).toContain("Room name in French is required");
    expect((await call(t, `${TEMPLATES}/windows`, { method: "PUT", body: { rooms }, cookie: owner })).status).toBe(404);
  });

  test("ticks and unticks: who, the server's and the phone's time, once under an Idempotency-Key; the office sees them; the summary lists what was done", async () => {
    const first = (await read()).rooms[0]!.items[0]!;
    const key = randomUUID();
    const phoneAt = "2026-01-02T09:15:00.000Z";
    const res = await tick(first.id, { done: true, tickedAt: phoneAt }, { key });
    expect(res.status).toBe(200);
    const item = ((await res.json()) as VisitChecklistAnswer).checklist.rooms[0]!.items[0]!;
    expect(item).toMatchObject({ id: first.id, done: true, by: "Mia", phoneAt });
    expect(item.at).not.toBeNull();
    const again = await tick(first.id, { done: true, tickedAt: phoneAt }, { key });
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    expect(await countOf(database, sql`from visit_checklist_ticks`)).toBe(1);

    const seen = await call(t, `${TEMPLATES}/visits/${visit}`, { cookie: office });
    const { checklist } = (await seen.json()) as AdminVisitChecklist;
    expect(checklist).toMatchObject({ done: 1, locked: true });
    expect(checklist!.rooms[0]!.items[0]).toMatchObject({ done: true, by: "Mia" });

    const summary = await visitChecklistSummary(database.db, visit);
    expect(summary[0]).toMatchObject({ name: { en: "Kitchen", fr: "Cuisine" }, done: [{ label: first.label }] });
    expect(summary.slice(1).every((room) => room.done.length === 0)).toBe(true);
    expect(JSON.stringify(summary)).not.toContain("Mia");

    expect((await tick(first.id, { done: false })).status).toBe(200);
    expect((await read()).done).toBe(0);
  });

  test("refused: after the check-out, or a visit no longer scheduled (409, in French too); not on the crew (404); bad input (400)", async () => {
    const item = (await read()).rooms[0]!.items[0]!.id;
    // Leo is still in when Mia leaves: the visit stays scheduled (the last check-out completes it).
    expect((await call(t, `${VISITS}/${visit}/check-in`, { method: "POST", body: {}, cookie: mia })).status).toBe(200);
    expect((await call(t, `${VISITS}/${visit}/check-in`, { method: "POST", body: {}, cookie: leo })).status).toBe(200);
    expect((await call(t, `${VISITS}/${visit}/check-out`, { method: "POST", body: {}, cookie: mia })).status).toBe(200);
    const refused = await tick(item, { done: true });
    expect(refused.status).toBe(409);
    expect(await errorOf(refused)).toBe("You have checked out of this visit: its checklist can no longer be changed.");
    const fr = await tick(item, { done: false }, { lang: "fr-CA" });
    expect(fr.status).toBe(409);
    expect(await errorOf(fr)).toContain("liste de contrôle ne peut plus être modifiée");
    expect((await read()).locked).toBe(true);
    // Leo has not checked out: he may still tick.
    expect((await tick(item, { done: true }, { cookie: leo })).status).toBe(200);

    const notScheduled = await tick("kitchen-counters", { done: true }, { id: cancelled });
    expect(notScheduled.status).toBe(409);
    expect(await errorOf(notScheduled)).toBe("This visit is no longer scheduled: its checklist can no longer be changed.");

    expect((await call(t, `${VISITS}/${cancelled}/checklist`, { cookie: leo })).status).toBe(404);
    expect((await tick(item, { done: true }, { cookie: leo, id: cancelled })).status).toBe(404);
    expect((await call(t, `${VISITS}/not-a-visit/checklist`, { cookie: mia })).status).toBe(404);
    expect((await tick("no-such-item", { done: true }, { cookie: leo })).status).toBe(404);
    const bad = await tick(item, { done: "yes" }, { cookie: leo });
    expect(bad.status).toBe(400);
    expect(await errorOf(bad)).toContain("done: Done must be true or false");
    expect((await tick(item, { done: true, tickedAt: "yesterday" }, { cookie: leo })).status).toBe(400);
    // Other roles find no crew route.
    expect((await call(t, `${VISITS}/${visit}/checklist`, { cookie: owner })).status).toBe(404);
  });

  test("the client's archive has the visit's checklist without staff names; the erasure deletes it with the visits", async () => {
    const first = (await read()).rooms[0]!.items[0]!;
    expect((await tick(first.id, { done: true })).status).toBe(200);
    const person = (await findPerson(database.db, { clientId }))!;
    const rows = await visitChecklistEntry.export!.rows(database.db, person);
    expect(rows[0]).toMatchObject({ visit_date: today, service: "Deep Cleaning Services", room: "Kitchen", item: first.label.en, done: true });
    expect(rows[0]!.done_at).toBeTruthy();
    expect(rows[1]).toMatchObject({ done: false, done_at: null });
    expect(JSON.stringify(rows)).not.toContain("Mia");
    await transaction(database.db, async (tx) => {
      await visitChecklistTickEntry.erase(tx, person);
      await visitChecklistEntry.erase(tx, person);
    });
    expect(await countOf(database, sql`from visit_checklist_ticks`)).toBe(0);
    expect(await countOf(database, sql`from visit_checklists`)).toBe(0);
  });

  test("ticks and unticks in any order end in the last state of each item", async () => {
    const items = (await read()).rooms.flatMap((r) => r.items.map((i) => i.id)).slice(0, 4);
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ item: fc.constantFrom(...items), done: fc.boolean(), who: fc.constantFrom("mia", "leo") }), { maxLength: 12 }),
        async (ops) => {
          await database.db.execute(sql`delete from visit_checklist_ticks`);
          for (const op of ops) expect((await tick(op.item, { done: op.done }, { cookie: op.who === "mia" ? mia : leo, key: randomUUID() })).status).toBe(200);
          const last = new Map(ops.map((op) => [op.item, op]));
          const now = await read();
          for (const entry of now.rooms.flatMap((r) => r.items).filter((i) => items.includes(i.id))) {
            expect(entry.done).toBe(last.get(entry.id)?.done ?? false);
            if (last.has(entry.id)) expect(entry.by).toBe(last.get(entry.id)!.who === "mia" ? "Mia" : "leo");
          }
        },
      ),
      { numRuns: kind === "pglite" ? 12 : 6 },
    );
  });
});
