import { sql, type SQL } from "drizzle-orm";

/** The configured stages as a row source `s(stage)`, for a query's FROM. */
export const stageRows = (stages: number[]): SQL =>
  sql`(values ${sql.join(
    stages.map((stage) => sql`(${stage}::int)`),
    sql`, `,
  )}) as s(stage)`;

/** A timestamp parameter (drizzle passes a Date to the two drivers differently). */
export const at = (now: Date): SQL => sql`${now.toISOString()}::timestamptz`;
