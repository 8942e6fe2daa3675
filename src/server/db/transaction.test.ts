import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestDb, testDbKinds } from "../test/test-db";
import type { Database } from "./client";
import { UnknownTransactionError, afterCommit, transaction } from "./transaction";

describe.each(testDbKinds)("after-commit callbacks on %s", (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDb(kind);
  });
  afterAll(() => database.close());

  test("a callback runs once the transaction has committed, with the database it belongs to", async () => {
    const calls: unknown[] = [];
    await transaction(database.db, async (tx) => {
      afterCommit(tx, (root) => calls.push(root));
      await tx.execute(sql`select 1`);
      expect(calls).toHaveLength(0);
    });
    expect(calls).toEqual([database.db]);
  });

  test("a rolled-back transaction runs none", async () => {
    const calls: string[] = [];
    await expect(
      transaction(database.db, async (tx) => {
        afterCommit(tx, () => calls.push("wake"));
        throw new Error("refused");
      }),
    ).rejects.toThrow("refused");
    expect(calls).toEqual([]);
  });

  test("a savepoint's callbacks wait for the outer commit, and go with a savepoint rolled back", async () => {
    const calls: string[] = [];
    await transaction(database.db, async (tx) => {
      await transaction(tx, async (inner) => afterCommit(inner, () => calls.push("kept")));
      await transaction(tx, async (inner) => {
        afterCommit(inner, () => calls.push("dropped"));
        throw new Error("inner refused");
      }).catch(() => {});
      expect(calls).toEqual([]);
    });
    expect(calls).toEqual(["kept"]);

    await transaction(database.db, async (tx) => {
      await transaction(tx, async (inner) => afterCommit(inner, () => calls.push("outer rolled back")));
      throw new Error("outer refused");
    }).catch(() => {});
    expect(calls).toEqual(["kept"]);
  });

  test("outside a transaction a callback runs at once (the caller's statement committed on its own)", () => {
    const calls: string[] = [];
    afterCommit(database.db, () => calls.push("now"));
    expect(calls).toEqual(["now"]);
  });

  test("a transaction opened by drizzle directly is refused: its commit cannot be seen", async () => {
    await expect(database.db.transaction(async (tx) => afterCommit(tx as never, () => {}))).rejects.toBeInstanceOf(UnknownTransactionError);
  });
});
