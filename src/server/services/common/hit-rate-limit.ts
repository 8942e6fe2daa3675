import { sql } from "drizzle-orm";
import { queryRows, type Db } from "../../db/client";

export type RateLimitResult = { allowed: boolean; count: number; retryAfterSeconds: number };

/**
 * The longest window a limit may have. A row does not store its window, so a counter whose window
 * started longer ago than this has ended whatever its key, and retention removes it (keys hold
 * e-mail and internet addresses: decision 058).
 */
export const LONGEST_WINDOW_SECONDS = 3600;

/**
 * Count one hit against a fixed window in the database (so the limit holds across restarts and
 * server processes) and say whether it is within `limit`.
 */
export async function hitRateLimit(options: { db: Db; key: string; limit: number; windowSeconds: number }): Promise<RateLimitResult> {
  const { db, key, limit, windowSeconds } = options;
  if (windowSeconds > LONGEST_WINDOW_SECONDS)
    throw new Error(`A rate limit's window is at most ${LONGEST_WINDOW_SECONDS} s (retention removes older counters)`);
  const [row] = await queryRows<{ count: number; retry_after: number }>(
    db,
    sql`
    insert into rate_limits (key, window_start, count) values (${key}, now(), 1)
    on conflict (key) do update set
      count = case when rate_limits.window_start <= now() - make_interval(secs => ${windowSeconds})
                   then 1 else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start <= now() - make_interval(secs => ${windowSeconds})
                   then now() else rate_limits.window_start end
    returning count,
      ceil(extract(epoch from (window_start + make_interval(secs => ${windowSeconds}) - now())))::int as retry_after`,
  );
  const count = Number(row!.count);
  return { allowed: count <= limit, count, retryAfterSeconds: Math.max(1, Number(row!.retry_after)) };
}

/**
 * Remove the counters whose window has ended (started LONGEST_WINDOW_SECONDS ago or more). The next
 * hit of such a key starts a new window at 1, as it would have on the row: no limit changes.
 */
export async function deleteEndedRateLimits(db: Db): Promise<number> {
  const rows = await queryRows<{ key: string }>(
    db,
    sql`delete from rate_limits where window_start <= now() - make_interval(secs => ${LONGEST_WINDOW_SECONDS}) returning key`,
  );
  return rows.length;
}
