import { randomUUID } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { beforeEach, describe, expect, test } from "vitest";
import { businessDay } from "../../shared/business-time";
import { IDEMPOTENCY_HEADER } from "../../shared/idempotency";
import type { CrewVisitAnswer } from "../../shared/schemas/crew";
import type { ServiceVisitDetail } from "../../shared/schemas/service-visits";
import type { Database } from "../db/client";
import { clientAddresses, serviceVisitEvents, serviceVisits } from "../db/schema/index";
import { makeClient, type TestApp, useAuthTestApp } from "../test/auth-fixtures";
import { call, makeAdmin, signInAdmin } from "../test/auth-helpers";
import { testDbKinds } from "../test/test-db";
import { assignCrew } from "../test/crew-ids";

// A check-in or check-out made offline and sent later keeps the phone's time (decision 070): the
// event is at the phone's time when it is earlier than the server's by at most 12 hours, both
// times are stored, and the office's visit page receives them to flag the difference.

const VISITS = "/api/crew/visits";
const MINUTE = 60_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

describe.each(testDbKinds)("the phone's time of a check-in on %s", (kind) => {
  let database: Database;
  let t: TestApp;
  useAuthTestApp(kind, (db, app) => ((database = db), (t = app)));
  let mia: string;
  let visitId: string;

  beforeEach(async () => {
    await makeAdmin(t, database, "owner@example.com", "boss", "owner");
    await makeAdmin(t, database, "mia@example.com", "mia", "cleaner");
    mia = (await signInAdmin(t, "mia@example.com")).cookie;
    const clientId = await makeClient(database, "jane@example.com", "Jane Doe");
    const [address] = await database.db
      .insert(clientAddresses)
      .values({ clientId, street: "45 Elm St", city: "Ottawa", province: "ON", postalCode: "K1A 0B1", position: 0 })
      .returning({ id: clientAddresses.id });
    const [row] = await database.db
      .insert(serviceVisits)
      .values({
        clientId,
        addressId: address!.id,
        visitDate: businessDay(),
        windowStart: "09:00",
        windowEnd: "11:00",
        service: "Home cleaning",
      })
      .returning({ id: serviceVisits.id });
    visitId = row!.id;
    await assignCrew(database, visitId, ["mia"]);
  });

  const send = (check: "check-in" | "check-out", body: unknown) =>
    call(t, `${VISITS}/${visitId}/${check}`, { method: "POST", body, cookie: mia, headers: { [IDEMPOTENCY_HEADER]: randomUUID() } });
  const stored = () =>
    database.db
      .select({ kind: serviceVisitEvents.kind, at: serviceVisitEvents.at, device_at: serviceVisitEvents.deviceAt, received_at: serviceVisitEvents.receivedAt })
      .from(serviceVisitEvents)
      .where(eq(serviceVisitEvents.visitId, visitId))
      .orderBy(asc(serviceVisitEvents.kind));

  test("sent 40 minutes late: the event is at the phone's time, both times kept and shown to the office", async () => {
    const recordedAt = ago(40 * MINUTE);
    const res = await send("check-in", { recordedAt });
    expect(res.status).toBe(200);
    expect(((await res.json()) as CrewVisitAnswer).visit.checkedInAt).toBe(recordedAt);
    const [event] = await stored();
    expect(event!.at.toISOString()).toBe(recordedAt);
    expect(event!.device_at!.toISOString()).toBe(recordedAt);
    expect(Date.now() - event!.received_at!.getTime()).toBeLessThan(MINUTE);

    const owner = (await signInAdmin(t, "owner@example.com")).cookie;
    const detail = (await (await call(t, `/api/admin/service-visits/${visitId}`, { cookie: owner })).json()) as ServiceVisitDetail;
    const checkIn = detail.visit.events.find((e) => e.kind === "checked_in")!;
    expect(checkIn.at).toBe(recordedAt);
    expect(checkIn.deviceAt).toBe(recordedAt);
    expect(checkIn.receivedAt).toBe(event!.received_at!.toISOString());
  });

  test("a phone's time later than the server's, or more than 12 hours earlier, is kept but not used", async () => {
    const future = new Date(Date.now() + 30 * MINUTE).toISOString();
    const res = await send("check-in", { recordedAt: future });
    expect(res.status).toBe(200);
    const inAt = ((await res.json()) as CrewVisitAnswer).visit.checkedInAt!;
    expect(Date.now() - Date.parse(inAt)).toBeLessThan(MINUTE);
    const old = ago(12 * 60 * MINUTE + MINUTE);
    const out = await send("check-out", { recordedAt: old });
    expect(out.status).toBe(200);
    const outAt = ((await out.json()) as CrewVisitAnswer).visit.checkedOutAt!;
    expect(Date.now() - Date.parse(outAt)).toBeLessThan(MINUTE);
    const [checkedIn, checkedOut] = await stored();
    expect(checkedIn!.device_at!.toISOString()).toBe(future);
    expect(checkedOut!.device_at!.toISOString()).toBe(old);
  });

  test("a check-out the phone timed before its check-in is at the check-in's time", async () => {
    const inAt = ago(20 * MINUTE);
    expect((await send("check-in", { recordedAt: inAt })).status).toBe(200);
    const out = await send("check-out", { recordedAt: ago(30 * MINUTE) });
    expect(((await out.json()) as CrewVisitAnswer).visit.checkedOutAt).toBe(inAt);
  });

  test("without a phone time the server times it and stores no second time", async () => {
    expect((await send("check-in", {})).status).toBe(200);
    const [event] = await stored();
    expect(event!.device_at).toBeNull();
    expect(event!.received_at).toBeNull();
  });

  test("a recordedAt that is no date and time is a 400 naming the field", async () => {
    for (const recordedAt of ["yesterday", "2026-11-28", 1764322920000, ""]) {
      const res = await send("check-in", { recordedAt });
      expect(res.status, String(recordedAt)).toBe(400);
      const body = (await res.json()) as { error: { fields?: Record<string, string> } };
      expect(body.error.fields?.recordedAt).toMatch(/recordedAt/);
    }
    expect(await stored()).toEqual([]);
  });
});
