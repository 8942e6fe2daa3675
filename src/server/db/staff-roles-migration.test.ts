import { sql } from "drizzle-orm";
import fs from "node:fs";
import { afterAll, describe, expect, test } from "vitest";
import { migrationsBefore, openRaw, type RawDb } from "../test/migration-steps";
import { testDbKinds } from "../test/test-db";
import { MIGRATIONS_FOLDER, queryRows } from "./client";

// Migration 0027 (staff roles, decision 060) on a database with admins made before it: the first
// admin made (create-admin's) becomes the owner, every other one office staff, all active.

const MIGRATION = "0027_staff_roles";

describe.each(testDbKinds)("migration 0027 on %s", { timeout: 60_000 }, (kind) => {
  const opened: RawDb[] = [];
  afterAll(async () => {
    for (const raw of opened) await raw.close();
  });

  test("the first admin made is the owner, the others office staff, all active and in English", async () => {
    const raw = await openRaw(kind);
    opened.push(raw);
    const before = migrationsBefore(MIGRATION, 27);
    await raw.migrate(before);
    fs.rmSync(before, { recursive: true, force: true });
    // Made in another order than their ids, the first of two made in the same instant has the smaller id.
    await raw.db.execute(sql`
      insert into users (id, name, email, email_verified) values
        ('u-c', 'carol', 'carol@example.com', true), ('u-a', 'first', 'first@example.com', true),
        ('u-b', 'bob', 'bob@example.com', true), ('u-z', 'client', 'client@example.com', true)`);
    await raw.db.execute(sql`
      insert into admin_users (user_id, username, email, created_at) values
        ('u-c', 'carol', 'carol@example.com', '2026-03-01T10:00:00Z'),
        ('u-b', 'bob', 'bob@example.com', '2026-01-01T10:00:00Z'),
        ('u-a', 'first', 'first@example.com', '2026-01-01T10:00:00Z')`);

    await raw.migrate(MIGRATIONS_FOLDER);
    expect(await queryRows(raw.db, sql`select user_id, role, language, deactivated_at, last_signed_in_at from admin_users order by user_id`)).toEqual([
      { user_id: "u-a", role: "owner", language: "en", deactivated_at: null, last_signed_in_at: null },
      { user_id: "u-b", role: "office", language: "en", deactivated_at: null, last_signed_in_at: null },
      { user_id: "u-c", role: "office", language: "en", deactivated_at: null, last_signed_in_at: null },
    ]);
    await expect(raw.db.execute(sql`update admin_users set role = 'admin' where user_id = 'u-b'`)).rejects.toThrow();
  });
});
