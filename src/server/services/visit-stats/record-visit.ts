import { sql } from "drizzle-orm";
import { BUSINESS_TIME_ZONE } from "../../../shared/business-time";
import type { Db } from "../../db/client";
import { pageVisits } from "../../db/schema/index";

/** Add one visit to a path's count for today (the day in America/Toronto). */
export async function recordVisit(options: { db: Db; page: string }): Promise<void> {
  const { db, page } = options;
  await db
    .insert(pageVisits)
    .values({ path: page, day: sql`(now() at time zone ${BUSINESS_TIME_ZONE})::date`, count: 1 })
    .onConflictDoUpdate({ target: [pageVisits.path, pageVisits.day], set: { count: sql`${pageVisits.count} + 1` } });
}
