import { sql } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { queryRows, type Database, type Db } from "../../db/client";
import { testDbKinds } from "../../test/test-db";
import { useTestDb } from "../../test/use-test-db";
import { runRetentionNow } from "../retention/run-retention";
import { deleteEndedRateLimits, hitRateLimit, LONGEST_WINDOW_SECONDS } from "./hit-rate-limit";

// Rate-limit counters are keyed by e-mail and internet addresses (decision 058): a retention run
// removes those whose window has ended, and removing one never changes what a limit decides.

/** A counter whose window started `ageSeconds` ago. */
const counter = (db: Db, key: string, ageSeconds: number, count = 3) =>
  db.execute(sql`insert into rate_limits (key, window_start, count) values (${key}, now() - make_interval(secs => ${ageSeconds}), ${count})`);
const keys = async (db: Db) => (await queryRows<{ key: string }>(db, sql`select key from rate_limits order by key`)).map((r) => r.key);

class Undo extends Error {}

describe.each(testDbKinds)("rate-limit counters on %s", (kind) => {
  let database: Database;
  useTestDb(kind, (db) => (database = db));

  test("a retention run removes the counters whose window has ended, whatever their key; the others stay", async () => {
    const db = database.db;
    await counter(db, "sign-in:marie@example.com", LONGEST_WINDOW_SECONDS + 60);
    await counter(db, "consultation:ip:203.0.113.7", 2 * 86_400);
    await counter(db, "consultation:ip:198.51.100.4", LONGEST_WINDOW_SECONDS - 60);
    await counter(db, "login-link:hour:bart@example.com", 30);
    await runRetentionNow({ db, actor: { userId: null, email: "staff@example.com" } });
    expect(await keys(db)).toEqual(["consultation:ip:198.51.100.4", "login-link:hour:bart@example.com"]);
    // Its next hit starts a new window, as the ended row would have.
    expect(await hitRateLimit({ db, key: "sign-in:marie@example.com", limit: 10, windowSeconds: 900 })).toMatchObject({ allowed: true, count: 1 });
  });

  test("removing ended counters never changes a limit's answer (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: LONGEST_WINDOW_SECONDS }),
        fc.integer({ min: 0, max: 3 * LONGEST_WINDOW_SECONDS }),
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 1, max: 10 }),
        async (windowSeconds, ageSeconds, count, limit) => {
          // One transaction (one now()) for both answers, undone after.
          const answers = await database.db
            .transaction(async (tx) => {
              const hit = () => hitRateLimit({ db: tx, key: "k", limit, windowSeconds });
              await counter(tx, "k", ageSeconds, count);
              const kept = await hit();
              await tx.execute(sql`delete from rate_limits`);
              await counter(tx, "k", ageSeconds, count);
              await deleteEndedRateLimits(tx);
              throw new Undo(JSON.stringify([kept, await hit()]));
            })
            .catch((err: unknown) => {
              if (err instanceof Undo) return JSON.parse(err.message) as unknown[];
              throw err;
            });
          expect(answers[1]).toEqual(answers[0]);
        },
      ),
      { numRuns: 40 },
    );
  });

  test("a window longer than the longest is refused: retention would remove its counter too early", async () => {
    await expect(hitRateLimit({ db: database.db, key: "k", limit: 1, windowSeconds: LONGEST_WINDOW_SECONDS + 1 })).rejects.toThrow(/at most 3600 s/);
  });
});
