import { sql, type SQL } from "drizzle-orm";
import { queryRows, type Db } from "../../db/client";

// Taking a person's identifying words out of rows that are kept (an invoice's lines, a payment's
// reference, an audit entry's details, a notification to the company's inbox): each name, e-mail
// address, phone or street is replaced by "[erased]" wherever it stands as a whole word, in text
// and in the strings of a JSON value.

export const ERASED = "[erased]";

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A function that erases `identifiers` from a text (whole words only, in any case). */
export function redactor(identifiers: readonly string[]): (text: string) => string {
  if (!identifiers.length) return (text) => text;
  // Longest first, so "12 Main St" goes before "Main St" would.
  const words = [...identifiers].sort((a, b) => b.length - a.length).map(escape);
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${words.join("|")})(?![\\p{L}\\p{N}])`, "giu");
  return (text) => text.replace(pattern, ERASED);
}

/** `value` with every string in it redacted (objects and arrays walked). */
export function redactValue<T>(value: T, redact: (text: string) => string): T {
  if (typeof value === "string") return redact(value) as T;
  if (Array.isArray(value)) return value.map((v) => redactValue(v, redact)) as T;
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, redactValue(v, redact)])) as T;
  return value;
}

/** Whether any of the texts appears in `column` (as text, in any case): the rows worth reading. */
export function mentions(column: SQL, identifiers: readonly string[]): SQL {
  if (!identifiers.length) return sql`false`;
  return sql`(${sql.join(
    identifiers.map((t) => sql`position(${t.toLowerCase()} in lower(${column}::text)) > 0`),
    sql` or `,
  )})`;
}

type Column = { name: string; type: "text" | "jsonb" };

/**
 * Redact the person's identifiers in `columns` of the rows of `table` that `where` selects (and
 * that mention one of them): read, redacted here, written back. Returns how many rows changed.
 */
export async function redactRows(tx: Db, table: string, columns: Column[], where: SQL, identifiers: readonly string[]): Promise<number> {
  if (!identifiers.length) return 0;
  const redact = redactor(identifiers);
  const anyMention = sql.join(
    columns.map((c) => mentions(sql`${sql.identifier(c.name)}`, identifiers)),
    sql` or `,
  );
  const rows = await queryRows<Record<string, unknown> & { ctid_key: string }>(
    tx,
    sql`select ctid::text as ctid_key, ${sql.join(
      columns.map((c) => sql.identifier(c.name)),
      sql`, `,
    )} from ${sql.identifier(table)} where (${where}) and (${anyMention})`,
  );
  for (const row of rows) {
    const sets = columns.map((c) => {
      const value = row[c.name] === null || row[c.name] === undefined ? null : redactValue(row[c.name], redact);
      return c.type === "jsonb"
        ? sql`${sql.identifier(c.name)} = ${value === null ? null : JSON.stringify(value)}::jsonb`
        : sql`${sql.identifier(c.name)} = ${value}`;
    });
    await tx.execute(sql`update ${sql.identifier(table)} set ${sql.join(sets, sql`, `)} where ctid = ${row.ctid_key}::tid`);
  }
  return rows.length;
}
