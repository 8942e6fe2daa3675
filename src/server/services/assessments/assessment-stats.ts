import { sql } from "drizzle-orm";
import type { AssessmentStats } from "../../../shared/schemas/admin-assessments";
import { queryRows, type Db } from "../../db/client";

/**
 * The dashboard's stat cards over all assessments: Total, This Week (the last 7 days) and With
 * Pets. Each count on an index: the whole table, the last 7 days by time, pets by its partial index.
 */
export async function getAssessmentStats(options: { db: Db }): Promise<AssessmentStats> {
  const [counts] = await queryRows<AssessmentStats>(
    options.db,
    sql`select (select count(*) from job_assessments)::int as total,
               (select count(*) from job_assessments where submitted_at >= now() - interval '7 days')::int as "thisWeek",
               (select count(*) from job_assessments where pets)::int as "withPets"`,
  );
  return { total: Number(counts!.total), thisWeek: Number(counts!.thisWeek), withPets: Number(counts!.withPets) };
}
