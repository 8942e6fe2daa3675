import { sql } from "drizzle-orm";
import fs from "node:fs";
import { afterAll, describe, expect, test } from "vitest";
import { migrationsBefore, openRaw, type RawDb } from "../test/migration-steps";
import { testDbKinds } from "../test/test-db";
import { MIGRATIONS_FOLDER, queryRows } from "./client";

// Migration 0031 (visit crews by account, decision 064) on visits and schedules that name their
// staff as text: each name matching a staff account's user name in any case becomes that account
// on the crew; names matching none stay on the row as its former names, in their order.

const MIGRATION = "0031_visit_crew";

describe.each(testDbKinds)("migration 0031 on %s", { timeout: 60_000 }, (kind) => {
  const opened: RawDb[] = [];
  afterAll(async () => {
    for (const raw of opened) await raw.close();
  });

  test("names become accounts case-insensitively; unknown names are kept as former names", async () => {
    const raw = await openRaw(kind);
    opened.push(raw);
    const before = migrationsBefore(MIGRATION, 31);
    await raw.migrate(before);
    fs.rmSync(before, { recursive: true, force: true });
    await raw.db.execute(sql`
      insert into users (id, name, email, email_verified) values ('u-m', 'Mia', 'mia@example.com', true), ('u-l', 'leo', 'leo@example.com', true)`);
    await raw.db.execute(sql`
      insert into admin_users (user_id, username, email, role) values ('u-m', 'Mia', 'mia@example.com', 'cleaner'), ('u-l', 'leo', 'leo@example.com', 'cleaner')`);
    await raw.db.execute(
      sql`insert into clients (id, full_name, email, phone_number) values ('00000000-0000-4000-8000-0000000000c1', 'Jane Doe', 'jane@example.com', '613-555-0100')`,
    );
    await raw.db.execute(sql`
      insert into client_addresses (id, client_id, street, city, province, postal_code, position)
      values ('00000000-0000-4000-8000-0000000000a1', '00000000-0000-4000-8000-0000000000c1', '1 Elm St', 'Ottawa', 'ON', 'K1A 0B1', 0)`);
    await raw.db.execute(sql`
      insert into service_schedules (id, client_id, address_id, service, frequency, start_date, window_start, window_end, staff)
      values ('00000000-0000-4000-8000-0000000000f1', '00000000-0000-4000-8000-0000000000c1', '00000000-0000-4000-8000-0000000000a1', 'Weekly', 'weekly', '2026-01-05', '08:00', '10:00', '{LEO,Old Timer}')`);
    await raw.db.execute(sql`
      insert into service_visits (id, client_id, address_id, visit_date, window_start, window_end, service, staff) values
        ('00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-0000000000c1', '00000000-0000-4000-8000-0000000000a1', '2026-01-05', '08:00', '10:00', 'Weekly', '{Zed,mia,Leo,Ann}'),
        ('00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-0000000000c1', '00000000-0000-4000-8000-0000000000a1', '2026-01-06', '08:00', '10:00', 'Weekly', '{}'),
        ('00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-0000000000c1', '00000000-0000-4000-8000-0000000000a1', '2026-01-07', '08:00', '10:00', 'Weekly', '{MIA,mia}')`);

    await raw.migrate(MIGRATIONS_FOLDER);
    expect(await queryRows(raw.db, sql`select right(visit_id::text, 1) as visit, user_id from service_visit_crew order by 1, 2`)).toEqual([
      { visit: "1", user_id: "u-l" },
      { visit: "1", user_id: "u-m" },
      { visit: "3", user_id: "u-m" },
    ]);
    expect(await queryRows(raw.db, sql`select right(id::text, 1) as visit, legacy_staff from service_visits order by 1`)).toEqual([
      { visit: "1", legacy_staff: ["Zed", "Ann"] },
      { visit: "2", legacy_staff: [] },
      { visit: "3", legacy_staff: [] },
    ]);
    expect(await queryRows(raw.db, sql`select user_id from service_schedule_crew`)).toEqual([{ user_id: "u-l" }]);
    expect(await queryRows(raw.db, sql`select legacy_staff from service_schedules`)).toEqual([{ legacy_staff: ["Old Timer"] }]);
  });
});
