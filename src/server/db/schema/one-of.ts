import { sql, type AnyColumn, type SQL } from "drizzle-orm";

/** A CHECK condition: `column` holds one of `values` (stable values from src/shared). */
export const oneOf = (column: AnyColumn, values: readonly string[]): SQL =>
  sql`${column} in (${sql.raw(values.map((v) => `'${v.replace(/'/g, "''")}'`).join(", "))})`;
