import { sql } from "drizzle-orm";
import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { migrationsBefore, openRaw, type RawDb } from "../test/migration-steps";
import { testDbKinds } from "../test/test-db";
import { MIGRATIONS_FOLDER, queryRows, type Db } from "./client";

// Migration 0008 (one client model) on a database that has rows of the model before it: built
// with migrations 0000-0007, filled as the product wrote them then, then migrated as the server
// does at start.

const BEFORE = "0008_one_client_model";

const U = { jane: "user-jane", bob: "user-bob", carol: "user-carol" };
const L = {
  jane: "00000000-0000-4000-8000-00000000000a",
  janeAgain: "00000000-0000-4000-8000-00000000000b",
  noEmail: "00000000-0000-4000-8000-00000000000c",
};
const C = {
  jane: "00000000-0000-4000-8000-0000000000c1",
  janeAgain: "00000000-0000-4000-8000-0000000000c2",
  noEmail: "00000000-0000-4000-8000-0000000000c3",
};

/** Rows as the product wrote them at migration 0007. */
async function fillOldRows(db: Db) {
  await db.execute(sql`
    insert into users (id, name, email, email_verified, created_at) values
      (${U.jane}, 'Jane Portal', 'Jane@Example.com', true, '2026-01-01T10:00:00Z'),
      (${U.bob}, '', 'bob@example.com', true, '2026-01-02T10:00:00Z'),
      (${U.carol}, 'Carol', 'carol@example.com', true, '2026-01-03T10:00:00Z')`);
  await db.execute(sql`
    insert into leads (id, full_name, phone_number, email, address, created_at) values
      (${L.jane}, 'Jane Doe', '613-555-0100', 'jane@example.com', '1 Main St, Ottawa', '2026-02-01T10:00:00Z'),
      (${L.janeAgain}, 'Jane D.', '613-555-0101', 'jane@example.com', '2 Side St', '2026-02-02T10:00:00Z'),
      (${L.noEmail}, 'No Mail', '819-555-0199', null, '   ', '2026-02-03T10:00:00Z')`);
  // Convert made one client per lead, so Jane has two.
  await db.execute(sql`
    insert into clients (id, full_name, email, phone_number, address, lead_id, created_at) values
      (${C.jane}, 'Jane Doe', 'jane@example.com', '613-555-0100', '1 Main St, Ottawa', ${L.jane}, '2026-02-05T10:00:00Z'),
      (${C.janeAgain}, 'Jane D.', 'JANE@example.com', '613-555-0101', '2 Side St', ${L.janeAgain}, '2026-02-06T10:00:00Z'),
      (${C.noEmail}, 'No Mail', null, '819-555-0199', '   ', ${L.noEmail}, '2026-02-07T10:00:00Z')`);
  await db.execute(
    sql`update leads set client_id = m.client from (values (${L.jane}::uuid, ${C.jane}::uuid), (${L.janeAgain}::uuid, ${C.janeAgain}::uuid), (${L.noEmail}::uuid, ${C.noEmail}::uuid)) as m(lead, client) where leads.id = m.lead`,
  );
  await db.execute(sql`
    insert into quotes (client_user_id, service, amount_cents, status, quote_date, valid_until) values
      (${U.jane}, 'Q pending', 10000, 'Pending', '2026-03-01', '2026-04-01'),
      (${U.jane}, 'Q accepted', 20000, 'Accepted', '2026-03-02', '2026-04-02'),
      (${U.jane}, 'Q expired', 30000, 'Expired', '2026-01-01', '2026-02-01'),
      (${U.bob}, 'Q bob', 40000, 'Pending', '2026-03-03', '2026-04-03')`);
  await db.execute(sql`
    insert into invoices (client_user_id, service, amount_cents, status, issue_date, due_date) values
      (${U.jane}, 'I paid', 11100, 'Paid', '2026-03-05', '2026-04-05'),
      (${U.jane}, 'I outstanding', 22200, 'Outstanding', '2026-03-06', '2026-04-06'),
      (${U.bob}, 'I overdue', 33300, 'Overdue', '2026-01-06', '2026-02-06')`);
}

// Two full migration runs per test: slower than an API call, so a minute each.
describe.each(testDbKinds)("migration 0008 on %s", { timeout: 60_000 }, (kind) => {
  const opened: RawDb[] = [];
  afterAll(async () => {
    for (const raw of opened) await raw.close();
  });

  test("carries clients, their addresses, quotes and invoices over to the one client model", async () => {
    const raw = await openRaw(kind);
    opened.push(raw);
    const upTo0007 = migrationsBefore(BEFORE, 8);
    await raw.migrate(upTo0007);
    fs.rmSync(upTo0007, { recursive: true, force: true });
    await fillOldRows(raw.db);

    await raw.migrate(MIGRATIONS_FOLDER);
    const rows = <T>(q: ReturnType<typeof sql>) => queryRows<T>(raw.db, q);

    // Jane's two clients are one (the older); Bob got one from his account, made when it was; Carol
    // has no documents and no client.
    const clients = await rows<Record<string, unknown>>(sql`
      select id, full_name as "fullName", email, phone_number as "phoneNumber", language, notes, lead_id as "leadId",
             assessment_id as "assessmentId", updated_at = created_at as "touched", search_text as "searchText"
      from clients order by created_at`);
    expect(clients).toEqual([
      {
        id: expect.any(String),
        fullName: "bob@example.com",
        email: "bob@example.com",
        phoneNumber: "",
        language: "en",
        notes: null,
        leadId: null,
        assessmentId: null,
        touched: true,
        searchText: "bob@example.com bob@example.com  ",
      },
      {
        id: C.jane,
        fullName: "Jane Doe",
        email: "jane@example.com",
        phoneNumber: "613-555-0100",
        language: "en",
        notes: null,
        leadId: L.jane,
        assessmentId: null,
        touched: true,
        searchText: "jane doe jane@example.com 613-555-0100 6135550100",
      },
      {
        id: C.noEmail,
        fullName: "No Mail",
        email: null,
        phoneNumber: "819-555-0199",
        language: "en",
        notes: null,
        leadId: L.noEmail,
        assessmentId: null,
        touched: true,
        searchText: "no mail  819-555-0199 8195550199",
      },
    ]);
    const bob = clients[0]!.id as string;

    // Both of Jane's leads point at her one client.
    expect(await rows(sql`select id, client_id as "clientId" from leads order by created_at`)).toEqual([
      { id: L.jane, clientId: C.jane },
      { id: L.janeAgain, clientId: C.jane },
      { id: L.noEmail, clientId: C.noEmail },
    ]);

    // Free-text addresses are street-only rows, in the order they were made; a blank one is none.
    expect(
      await rows(
        sql`select client_id as "clientId", street, city, province, postal_code as "postalCode", position from client_addresses order by client_id, position`,
      ),
    ).toEqual([
      { clientId: C.jane, street: "1 Main St, Ottawa", city: null, province: null, postalCode: null, position: 0 },
      { clientId: C.jane, street: "2 Side St", city: null, province: null, postalCode: null, position: 1 },
    ]);

    // Documents belong to the client with the account's e-mail; words became stable values. (0010
    // then made the quote's service its title and its amount its total, with one line at that price.)
    expect(
      await rows(
        sql`select client_id as "clientId", address_id as "addressId", title, total_cents::int as "totalCents", subtotal_cents::int as "subtotalCents", status, quote_date::text as "quoteDate", valid_until::text as "validUntil",
              lines -> 0 ->> 'unitPriceCents' as "price", jsonb_array_length(lines) as "lineCount", number ~ '^Q-[0-9]{4}-000[1-4]$' as "numbered" from quotes order by title`,
      ),
    ).toEqual(
      [
        { clientId: C.jane, title: "Q accepted", totalCents: 20000, status: "accepted", quoteDate: "2026-03-02", validUntil: "2026-04-02" },
        { clientId: bob, title: "Q bob", totalCents: 40000, status: "sent", quoteDate: "2026-03-03", validUntil: "2026-04-03" },
        { clientId: C.jane, title: "Q expired", totalCents: 30000, status: "sent", quoteDate: "2026-01-01", validUntil: "2026-02-01" },
        { clientId: C.jane, title: "Q pending", totalCents: 10000, status: "sent", quoteDate: "2026-03-01", validUntil: "2026-04-01" },
      ].map((q) => ({ ...q, addressId: null, subtotalCents: q.totalCents, price: String(q.totalCents), lineCount: 1, numbered: true })),
    );
    expect(await rows(sql`select count(distinct number)::int as n from quotes`)).toEqual([{ n: 4 }]);
    expect(
      await rows(
        sql`select client_id as "clientId", title, total_cents::int as "totalCents", paid_cents::int as "paidCents", status, issue_date::text as "issueDate", due_date::text as "dueDate",
              number, lines -> 0 ->> 'unitPriceCents' as "price" from invoices order by title`,
      ),
    ).toEqual(
      [
        {
          clientId: C.jane,
          title: "I outstanding",
          totalCents: 22200,
          paidCents: 0,
          status: "issued",
          issueDate: "2026-03-06",
          dueDate: "2026-04-06",
          number: "F-2026-0003",
        },
        {
          clientId: bob,
          title: "I overdue",
          totalCents: 33300,
          paidCents: 0,
          status: "issued",
          issueDate: "2026-01-06",
          dueDate: "2026-02-06",
          number: "F-2026-0001",
        },
        {
          clientId: C.jane,
          title: "I paid",
          totalCents: 11100,
          paidCents: 11100,
          status: "paid",
          issueDate: "2026-03-05",
          dueDate: "2026-04-05",
          number: "F-2026-0002",
        },
      ].map((i) => ({ ...i, price: String(i.totalCents) })),
    );
    // (0012 gave the invoices from before it a line each, and numbers by issue date.)
    expect(await rows(sql`select series, last from document_counters order by series`)).toEqual([
      { series: "F", last: 3 },
      { series: "Q", last: 4 },
    ]);

    // The old columns are gone and the new rules hold.
    const columns = await rows<{ name: string }>(sql`
      select table_name || '.' || column_name as name from information_schema.columns
      where table_schema = 'public' and (column_name = 'client_user_id' or (table_name = 'clients' and column_name = 'address'))`);
    expect(columns).toEqual([]);
    await expect(raw.db.execute(sql`insert into clients (full_name, email, phone_number) values ('Dup', 'JANE@EXAMPLE.COM', '1')`)).rejects.toThrow();
    await expect(raw.db.execute(sql`update quotes set status = 'Pending'`)).rejects.toThrow();
    await expect(raw.db.execute(sql`delete from clients where id = ${C.jane}`)).rejects.toThrow();
    const [applied] = await rows<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, "meta/_journal.json"), "utf8")) as { entries: unknown[] };
    expect(applied!.n).toBe(journal.entries.length);
  });

  test("an empty database at 0007 migrates too", async () => {
    const raw = await openRaw(kind);
    opened.push(raw);
    const upTo0007 = migrationsBefore(BEFORE, 8);
    await raw.migrate(upTo0007);
    fs.rmSync(upTo0007, { recursive: true, force: true });
    await raw.migrate(MIGRATIONS_FOLDER);
    const [counts] = await queryRows<{ clients: number; addresses: number }>(
      raw.db,
      sql`select (select count(*)::int from clients) as clients, (select count(*)::int from client_addresses) as addresses`,
    );
    expect(counts).toEqual({ clients: 0, addresses: 0 });
  });
});
