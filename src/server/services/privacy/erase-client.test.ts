import { getTableName, isTable, sql } from "drizzle-orm";
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { ApiErrorBody } from "../../../shared/api-error";
import type { AdminPrivacyRequestList } from "../../../shared/schemas/privacy";
import type { Database } from "../../db/client";
import * as schema from "../../db/schema/index";
import { deliverDueMail } from "../../mail/worker";
import { clearRateLimits, countOf, rowsOf, useAuthTestApp, type TestApp } from "../../test/auth-fixtures";
import { call, lastMailTo, makeAdmin, signInAdmin } from "../../test/auth-helpers";
import { pdfText } from "../../test/pdf-text";
import { BARTHOLOMEW, ROSALIND, identifiersOf, seedPerson, type Seeded } from "../../test/privacy-fixtures";
import { silentLogger } from "../../test/test-app";
import { testDbKinds } from "../../test/test-db";
import { photoDirOf, photoFile } from "../photos/photo-files";
import { loggedErasures, logErasure, replayErasures } from "./erasure-log";
import { eraseClient } from "./erase-client";
import { PERSONAL_TABLES } from "./personal-tables";
import { isPersonal, tableName } from "./registry";

// The erasure, table by table (issue 28): two people with rows in every table a person can be in;
// one asks for deletion in the portal and staff carry it out. After it, no text, JSON or bytes
// column of any table holds her name, e-mail, phone or street, except the columns the registry
// says keep the law's minimum (an issued invoice's name and billing address, never her e-mail or
// phone); the other person's rows are as they were.

const TABLES = (Object.values(schema) as unknown[]).filter(isTable).map((t) => getTableName(t));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "erasure-"));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

type Column = { table: string; column: string; type: string };

/** Every column that can hold words (text, JSON, arrays, bytes) of every table of the database. */
const wordyColumns = (database: Database) =>
  rowsOf<Column>(
    database,
    sql`select table_name as "table", column_name as "column", data_type as type from information_schema.columns
        where table_schema = 'public' and data_type in ('text', 'character varying', 'json', 'jsonb', 'ARRAY', 'bytea', 'USER-DEFINED')
        order by table_name, ordinal_position`,
  );

/** The identifiers found in each column of `table`: `column: identifier` for each hit. */
async function hits(database: Database, table: string, words: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const c of (await wordyColumns(database)).filter((c) => c.table === table)) {
    for (const word of words) {
      const col = sql.identifier(c.column);
      const where = c.type === "bytea" ? sql`position(convert_to(${word}, 'UTF8') in ${col}) > 0` : sql`position(lower(${word}) in lower(${col}::text)) > 0`;
      if ((await countOf(database, sql`from ${sql.identifier(table)} where ${where}`)) > 0) found.push(`${c.column}: ${word}`);
    }
  }
  return found;
}

/** What the registry lets a column keep after an erasure: an issued invoice's printed name and street. */
function allowed(table: string): Set<string> {
  const entry = PERSONAL_TABLES.find((e) => tableName(e) === table);
  const columns = entry && isPersonal(entry) ? (entry.retains?.columns ?? []) : [];
  return new Set(columns.flatMap((column) => [`${column}: ${ROSALIND.fullName}`, `${column}: ${ROSALIND.street}`]));
}

describe.each(testDbKinds)("a client's erasure on %s", (kind) => {
  let database: Database;
  let t: TestApp;
  let admin: string;
  let rosalind: Seeded;
  let bart: Seeded;
  let bartBefore: string[];
  let rosalindPhotos: string[];
  let answer: Response;
  useAuthTestApp(kind, (db, app) => ((database = db), (t = app)), { emptyEach: false, env: () => ({ DATA_DIR: path.join(dataDir, kind) }) });

  /** Every row of Bartholomew's, as JSON, from the tables that name him. */
  const bartRows = async () => {
    const out: string[] = [];
    for (const table of TABLES) {
      const rows = await rowsOf<{ r: string }>(database, sql`select row_to_json(t)::text as r from ${sql.identifier(table)} t`);
      out.push(
        ...rows
          .map((x) => x.r)
          .filter((r) => identifiersOf(BARTHOLOMEW).some((w) => r.includes(w)))
          .map((r) => `${table} ${r}`),
      );
    }
    return out.sort();
  };

  /** Send everything due (a pass sends a batch). */
  const deliver = async () => {
    while ((await deliverDueMail({ db: database.db, send: async () => {}, from: "Maple Crest <info@example.com>", logger: silentLogger })) > 0);
  };

  beforeAll(async () => {
    await makeAdmin(t, database);
    admin = (await signInAdmin(t)).cookie;
    rosalind = await seedPerson(t, database, admin, ROSALIND);
    await clearRateLimits(database);
    bart = await seedPerson(t, database, admin, BARTHOLOMEW);
    rosalindPhotos = (await rowsOf<{ id: string }>(database, sql`select id from visit_photos where visit_id = ${rosalind.visitId}`)).map((r) => r.id);
    for (const id of rosalindPhotos) expect(fs.existsSync(photoFile(photoDirOf(t.config), id, "full"))).toBe(true);
    // She asks for deletion in the portal; staff find it in the queue and carry it out.
    const asked = await call(t, "/api/portal/privacy/requests", { body: { kind: "deletion", confirm: true }, cookie: rosalind.clientCookie });
    expect(asked.status).toBe(201);
    await deliver();
    bartBefore = await bartRows();
    const queue = (await (await call(t, "/api/admin/privacy/requests", { cookie: admin })).json()) as AdminPrivacyRequestList;
    const request = queue.requests.find((r) => r.kind === "deletion" && r.client.id === rosalind.clientId)!;
    answer = await call(t, `/api/admin/privacy/requests/${request.id}/erase`, { method: "POST", cookie: admin });
    // Her last e-mail is sent, and its address forgotten.
    await deliver();
  }, 120_000);

  test("staff's erasure answers 200 and keeps her two issued invoices", async () => {
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ clientId: rosalind.clientId, invoicesKept: 2 });
  });

  test.each(TABLES)("%s holds nothing of her but the law's minimum", async (table) => {
    const found = await hits(database, table, identifiersOf(ROSALIND));
    const keep = allowed(table);
    expect(found.filter((h) => !keep.has(h))).toEqual([]);
  });

  test("her issued invoices keep their number, amounts, name and billing address; the draft is gone", async () => {
    const rows = await rowsOf<{
      id: string;
      number: string | null;
      totalCents: string | number;
      billedTo: unknown;
      addressId: string | null;
      quoteId: string | null;
    }>(
      database,
      sql`select id, number, total_cents as "totalCents", billed_to as "billedTo", address_id as "addressId", quote_id as "quoteId" from invoices where client_id = ${rosalind.clientId} order by number`,
    );
    expect(rows.map((r) => r.id).sort()).toEqual([rosalind.depositInvoiceId, rosalind.invoiceId].sort());
    for (const row of rows) {
      expect(row.number).toMatch(/^F-\d{4}-\d{4}$/);
      expect(Number(row.totalCents)).toBeGreaterThan(0);
      expect(row.billedTo).toEqual({
        fullName: ROSALIND.fullName,
        address: { street: ROSALIND.street, city: "Ottawa", province: "ON", postalCode: ROSALIND.postalCode },
      });
      expect([row.addressId, row.quoteId]).toEqual([null, null]);
    }
    expect(await countOf(database, sql`from invoice_payments where invoice_id = ${rosalind.invoiceId}`)).toBe(1);
    // The invoice's PDF still prints her name and address, and not her e-mail or phone.
    const pdf = await call(t, `/api/admin/invoices/${rosalind.invoiceId}/pdf`, { cookie: admin });
    expect(pdf.status).toBe(200);
    const text = await pdfText(new Uint8Array(await pdf.arrayBuffer()));
    expect(text).toContain(ROSALIND.fullName);
    expect(text).toContain(ROSALIND.street);
    expect(text).not.toContain(ROSALIND.email);
    expect(text).not.toContain(ROSALIND.phone);
  });

  test("her client record is an erased stub; her requests are done, without her words", async () => {
    const [client] = await rowsOf<{ fullName: string; email: string | null; erased: boolean }>(
      database,
      sql`select full_name as "fullName", email, erased_at is not null as erased from clients where id = ${rosalind.clientId}`,
    );
    expect(client).toEqual({ fullName: "Erased client", email: null, erased: true });
    const requests = await rowsOf<{ kind: string; status: string; details: string | null }>(
      database,
      sql`select kind, status, details from privacy_requests where client_id = ${rosalind.clientId} order by kind`,
    );
    expect(requests).toEqual([
      { kind: "correction", status: "done", details: null },
      { kind: "deletion", status: "done", details: null },
    ]);
  });

  test("the photos of her visits are gone, rows and files; his are kept, byte for byte", async () => {
    expect(await countOf(database, sql`from visit_photos where visit_id = ${rosalind.visitId}`)).toBe(0);
    for (const id of rosalindPhotos)
      for (const size of ["full", "thumb"] as const) expect(fs.existsSync(photoFile(photoDirOf(t.config), id, size))).toBe(false);
    const his = await rowsOf<{ id: string; sha256: string }>(database, sql`select id, sha256 from visit_photos where visit_id = ${bart.visitId}`);
    expect(his).toHaveLength(2);
    for (const { id, sha256 } of his)
      expect(
        createHash("sha256")
          .update(fs.readFileSync(photoFile(photoDirOf(t.config), id, "full")))
          .digest("hex"),
      ).toBe(sha256);
  });

  test("Bartholomew's rows are exactly as they were", async () => {
    expect(bartBefore.length).toBeGreaterThan(20);
    expect(await bartRows()).toEqual(bartBefore);
  });

  test("she was told, and the e-mail kept no address once sent", async () => {
    const [sent] = await rowsOf<{ to: string; sent: boolean; text: string }>(
      database,
      sql`select "to", sent_at is not null as sent, text from outbox where kind = 'privacy.erased'`,
    );
    expect(sent).toMatchObject({ to: "", sent: true });
    expect(sent!.text).toContain("6 years");
  });

  test("she can no longer sign in: a login link for her address says there is no account", async () => {
    await clearRateLimits(database);
    expect((await call(t, "/api/auth/sign-in/magic-link", { body: { email: ROSALIND.email } })).status).toBe(200);
    expect((await lastMailTo(database, ROSALIND.email))?.kind).toBe("auth.no-account");
    expect((await call(t, "/api/portal/privacy", { cookie: rosalind.clientCookie })).status).toBe(401);
    await database.db.execute(sql`delete from outbox where "to" = ${ROSALIND.email}`);
  });

  test("what cannot be done again is a 409 that says why", async () => {
    const queue = (await (await call(t, "/api/admin/privacy/requests?status=all", { cookie: admin })).json()) as AdminPrivacyRequestList;
    const done = queue.requests.find((r) => r.kind === "deletion" && r.client.id === rosalind.clientId)!;
    expect(done.client).toMatchObject({ fullName: "Erased client", email: null });
    const again = await call(t, `/api/admin/privacy/requests/${done.id}/erase`, { method: "POST", cookie: admin });
    expect(again.status).toBe(409);
    expect(((await again.json()) as ApiErrorBody).error.message).toMatch(/already done on \d{4}-\d{2}-\d{2}/);
    const direct = eraseClient({ db: database.db, config: t.config, clientId: rosalind.clientId, actor: null, logger: silentLogger });
    await expect(direct).rejects.toMatchObject({ status: 409, message: expect.stringMatching(/already erased on/) });
    const record = await call(t, "/api/admin/privacy/requests", {
      body: { clientId: rosalind.clientId, kind: "access", channel: "phone", receivedOn: "2026-01-05" },
      cookie: admin,
    });
    expect([400, 409]).toContain(record.status);
    const archive = await call(t, `/api/admin/privacy/clients/${rosalind.clientId}/export`, { cookie: admin });
    expect(archive.status).toBe(409);
    void bart;
  });

  test("her id is on the erasure list, and a restored record of hers is erased again at start", async () => {
    const config = t.config;
    expect(loggedErasures(config)).toContain(rosalind.clientId);
    // A client the list names but the database still holds whole: as after restoring an older backup.
    const [restored] = await rowsOf<{ id: string }>(
      database,
      sql`insert into clients (full_name, email, phone_number) values ('Restored Person', 'restored@example.com', '613-555-0177') returning id`,
    );
    logErasure(config, restored!.id);
    expect(
      await replayErasures({
        db: database.db,
        config,
        logger: silentLogger,
        erase: async (id) => void (await eraseClient({ db: database.db, config, clientId: id, actor: null, notify: false, logger: silentLogger })),
      }),
    ).toEqual({
      reapplied: 1,
    });
    expect(await countOf(database, sql`from clients where full_name = 'Restored Person' or email = 'restored@example.com'`)).toBe(0);
    expect(await countOf(database, sql`from outbox where "to" = 'restored@example.com'`)).toBe(0);
  });
});
