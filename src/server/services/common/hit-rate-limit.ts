import { sql } from "drizzle-orm";
import { queryRows, type Db } from "../../db/client";

export type RateLimitResult = { allowed: boolean; count: number; retryAfterSeconds: number };

/**
 * Count one hit against a fixed window in the database (so the limit holds across restarts and
 * server processes) and say whether it is within `limit`.
 */
export async function hitRateLimit(options: { db: Db; key: string; limit: number; windowSeconds: number }): Promise<RateLimitResult> {
  const { db, key, limit, windowSeconds } = options;
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
