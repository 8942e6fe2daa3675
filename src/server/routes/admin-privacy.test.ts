import { sql } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { beforeAll, beforeEach, describe, expect, test } from "vitest";
import type { ApiErrorBody } from "../../shared/api-error";
import { businessDay } from "../../shared/business-time";
import { addDays } from "../../shared/calendar-date";
import type { AdminPrivacyRequestList, PrivacyRequestView } from "../../shared/schemas/privacy";
import type { Database } from "../db/client";
import { countOf, makeClient, rowsOf, useAuthTestApp, type TestApp } from "../test/auth-fixtures";
import { call, lastMailTo, makeAdmin, signInAdmin } from "../test/auth-helpers";
import { testDbKinds } from "../test/test-db";

// Privacy requests in the admin (issue 28): the queue with the law's 30 days, a request recorded
// from a phone call, done with a note or refused with a reason (the client told each time in their
// language), what cannot be done answered 409 with why, and a client's archive for an access request.

const REQUESTS = "/api/admin/privacy/requests";

describe.each(testDbKinds)("the admin's privacy routes on %s", (kind) => {
  let database: Database;
  let t: TestApp;
  let admin: string;
  let clientId: string;
  useAuthTestApp(kind, (db, app) => ((database = db), (t = app)), { emptyEach: false });

  beforeAll(async () => {
    await makeAdmin(t, database);
    admin = (await signInAdmin(t)).cookie;
  });
  beforeEach(async () => {
    await database.db.execute(sql`delete from privacy_requests`);
    await database.db.execute(sql`delete from outbox`);
    await database.db.execute(sql`delete from clients`);
    clientId = await makeClient(database, "marie@example.com", "Marie Tremblay");
    await database.db.execute(sql`update clients set language = 'fr' where id = ${clientId}`);
  });

  const record = (body: Record<string, unknown>) =>
    call(t, REQUESTS, { body: { clientId, kind: "access", channel: "phone", receivedOn: businessDay(), ...body }, cookie: admin });
  const queue = async (status = "open") =>
    ((await (await call(t, `${REQUESTS}?status=${status}`, { cookie: admin })).json()) as AdminPrivacyRequestList).requests;

  test("a request by phone is recorded with its due date 30 days on; the client is told in French", async () => {
    const res = await record({ details: "Called on Monday" });
    expect(res.status).toBe(201);
    const made = (await res.json()) as PrivacyRequestView;
    expect(made).toMatchObject({
      kind: "access",
      channel: "phone",
      status: "open",
      receivedOn: businessDay(),
      dueOn: addDays(businessDay(), 30),
      daysLeft: 30,
    });
    const mail = await lastMailTo(database, "marie@example.com");
    expect(mail).toMatchObject({ kind: "privacy.received", language: "fr" });
    expect(mail!.text).toContain("l’accès à vos renseignements personnels");
    const [row] = await queue();
    expect(row).toMatchObject({ client: { id: clientId, fullName: "Marie Tremblay" }, recordedBy: "boss", overdue: false });
  });

  test("the queue puts the most urgent first and marks what is overdue", async () => {
    await record({ kind: "correction", receivedOn: addDays(businessDay(), -10) });
    await record({ kind: "access", receivedOn: addDays(businessDay(), -40) });
    await record({ kind: "deletion", receivedOn: addDays(businessDay(), -30) });
    const rows = await queue();
    expect(rows.map((r) => [r.kind, r.daysLeft, r.overdue])).toEqual([
      ["access", -10, true],
      ["deletion", 0, false],
      ["correction", 20, false],
    ]);
  });

  test("bad dates are 400s naming the field; an unknown client 404; a second open request of a kind 409", async () => {
    for (const receivedOn of [addDays(businessDay(), 1), addDays(businessDay(), -400), "2026-02-30", "soon"]) {
      const res = await record({ receivedOn });
      expect(res.status, receivedOn).toBe(400);
      expect(Object.keys(((await res.json()) as ApiErrorBody).error.fields ?? {})).toEqual(["receivedOn"]);
    }
    expect((await record({ clientId: "00000000-0000-4000-8000-000000000000" })).status).toBe(404);
    expect((await record({ kind: "deletion" })).status).toBe(201);
    const twice = await record({ kind: "deletion" });
    expect(twice.status).toBe(409);
    expect(((await twice.json()) as ApiErrorBody).error.message).toMatch(/already has an open deletion request, received \d{4}-\d{2}-\d{2}/);
    expect(await countOf(database, sql`from privacy_requests`)).toBe(1);
  });

  test("done with a note: the client is told what was done; doing it again is a 409", async () => {
    const { id } = (await (await record({ kind: "correction", details: "Wrong phone" })).json()) as PrivacyRequestView;
    const done = await call(t, `${REQUESTS}/${id}/done`, { body: { note: "Nous avons corrigé votre numéro." }, cookie: admin });
    expect(done.status).toBe(200);
    expect(await done.json()).toMatchObject({ status: "done", outcome: "Nous avons corrigé votre numéro.", daysLeft: null, overdue: false });
    const mail = await lastMailTo(database, "marie@example.com");
    expect(mail).toMatchObject({ kind: "privacy.done", language: "fr" });
    expect(mail!.text).toContain("Nous avons corrigé votre numéro.");
    const again = await call(t, `${REQUESTS}/${id}/refuse`, { body: { reason: "Too late" }, cookie: admin });
    expect(again.status).toBe(409);
    expect(((await again.json()) as ApiErrorBody).error.message).toMatch(/^This request was already done on \d{4}-\d{2}-\d{2}\.$/);
    expect((await queue("closed"))[0]).toMatchObject({ id, status: "done", closedBy: "boss" });
  });

  test("refused with the reason: the client is told why and where to complain", async () => {
    const { id } = (await (await record({ kind: "deletion" })).json()) as PrivacyRequestView;
    const res = await call(t, `${REQUESTS}/${id}/refuse`, { body: { reason: "Une facture est contestée." }, cookie: admin });
    expect(res.status).toBe(200);
    const mail = await lastMailTo(database, "marie@example.com");
    expect(mail).toMatchObject({ kind: "privacy.refused", language: "fr" });
    expect(mail!.text).toContain("Une facture est contestée.");
    expect(mail!.text).toContain("Commission d’accès à l’information");
  });

  test("what a request's kind does not allow is a 409 that says why; nothing changes", async () => {
    const deletion = (await (await record({ kind: "deletion" })).json()) as PrivacyRequestView;
    const access = (await (await record({ kind: "access" })).json()) as PrivacyRequestView;
    const doneDeletion = await call(t, `${REQUESTS}/${deletion.id}/done`, { body: { note: "Done" }, cookie: admin });
    expect(doneDeletion.status).toBe(409);
    expect(((await doneDeletion.json()) as ApiErrorBody).error.message).toContain("carrying out the deletion");
    const eraseAccess = await call(t, `${REQUESTS}/${access.id}/erase`, { method: "POST", cookie: admin });
    expect(eraseAccess.status).toBe(409);
    expect(((await eraseAccess.json()) as ApiErrorBody).error.message).toContain("an access request: mark it done instead");
    expect(await countOf(database, sql`from privacy_requests where status = 'open'`)).toBe(2);
    expect(await countOf(database, sql`from clients where erased_at is null`)).toBe(1);
  });

  test("bodies that fail validation are 400s naming the field; unknown or malformed ids are 404s", async () => {
    const { id } = (await (await record({ kind: "access" })).json()) as PrivacyRequestView;
    const noNote = await call(t, `${REQUESTS}/${id}/done`, { body: { note: "  " }, cookie: admin });
    expect(noNote.status).toBe(400);
    expect(((await noNote.json()) as ApiErrorBody).error.fields).toEqual({ note: "What was done is required." });
    const noReason = await call(t, `${REQUESTS}/${id}/refuse`, { body: {}, cookie: admin });
    expect(Object.keys(((await noReason.json()) as ApiErrorBody).error.fields ?? {})).toEqual(["reason"]);
    for (const bad of ["00000000-0000-4000-8000-000000000000", "nope", "1%20or%201=1"]) {
      expect((await call(t, `${REQUESTS}/${bad}/done`, { body: { note: "x" }, cookie: admin })).status, bad).toBe(404);
      expect((await call(t, `${REQUESTS}/${bad}/erase`, { method: "POST", cookie: admin })).status, bad).toBe(404);
      expect((await call(t, `/api/admin/privacy/clients/${bad}/export`, { cookie: admin })).status, bad).toBe(404);
    }
    expect((await call(t, `${REQUESTS}?status=pending`, { cookie: admin })).status).toBe(400);
  });

  test("staff download a client's archive for an access request; the download is audited", async () => {
    const res = await call(t, `/api/admin/privacy/clients/${clientId}/export`, { cookie: admin });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(/filename="mes-donnees-/);
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    expect(JSON.parse(strFromU8(files["json/profile.json"]!))).toEqual([expect.objectContaining({ full_name: "Marie Tremblay", email: "marie@example.com" })]);
    expect(await rowsOf(database, sql`select action, entity_id as "entityId" from audit_log where action = 'privacy.export'`)).toEqual([
      { action: "privacy.export", entityId: clientId },
    ]);
  });
});
