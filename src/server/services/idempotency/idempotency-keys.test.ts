import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import type { Database } from "../../db/client";
import { idempotencyKeys } from "../../db/schema/index";
import { transaction } from "../../db/transaction";
import { countOf, makeClientUser } from "../../test/auth-fixtures";
import { testDbKinds } from "../../test/test-db";
import { useTestDb } from "../../test/use-test-db";
import { startRetentionRun } from "../retention/run-retention";
import { RETENTION_DEFAULTS } from "../../../shared/schemas/retention";

// The daily retention run forgets the answers kept for Idempotency-Keys once 7 days old (decision 062).

describe.each(testDbKinds)("idempotency keys on %s", (kind) => {
  let database: Database;
  useTestDb(kind, (db) => (database = db));

  test("a retention run removes the keys older than 7 days and keeps the others", async () => {
    const userId = await makeClientUser(database, "crew@example.com");
    const now = new Date("2026-11-20T12:00:00Z");
    const at = (days: number) => new Date(now.getTime() - days * 24 * 3600 * 1000);
    const row = (createdAt: Date) => ({ userId, key: randomUUID(), requestHash: "0".repeat(64), status: 201, responseBody: "{}", createdAt });
    await database.db.insert(idempotencyKeys).values([row(at(8)), row(at(7.01)), row(at(6.9)), row(at(0))]);
    await transaction(database.db, (tx) => startRetentionRun(tx, { trigger: "manual", settings: RETENTION_DEFAULTS, now }));
    const left = await countOf(database, sql`from idempotency_keys where created_at >= ${at(7)}`);
    expect([left, await countOf(database, sql`from idempotency_keys`)]).toEqual([2, 2]);
  });
});
