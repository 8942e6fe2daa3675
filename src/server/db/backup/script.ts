// A plain SQL dump, made ready to run as one script through a database client (PGlite's exec or
// `pg`'s simple query), which, unlike psql, knows no meta-commands.

export class DumpFormatError extends Error {}

const HEAD = "-- PostgreSQL database dump";
const END = "-- PostgreSQL database dump complete";

/** Batches of whole statements of about this size: PGlite's memory grows with the largest query. */
const BATCH_CHARS = 256 * 1024;

/**
 * Where lines start and statements end (their `;`) outside string literals, quoted identifiers,
 * dollar-quoted bodies and comments: only at such a line start can a statement or a meta-command
 * begin. (pg_dump writes standard-conforming strings: a quote inside a literal is doubled, never
 * backslashed.)
 */
function scan(sql: string): { starts: Set<number>; ends: Set<number> } {
  const starts = new Set<number>([0]);
  const ends = new Set<number>();
  let i = 0;
  while (i < sql.length) {
    const c = sql[i]!;
    if (c === "\n") starts.add(i + 1);
    if (c === ";") ends.add(i);
    if (c === "-" && sql[i + 1] === "-") {
      const end = sql.indexOf("\n", i);
      i = end === -1 ? sql.length : end;
      continue;
    }
    if (c === "'" || c === '"') {
      const end = sql.indexOf(c, i + 1);
      i = end === -1 ? sql.length : end + 1; // a doubled quote reopens at once: the same as one literal
      continue;
    }
    if (c === "$") {
      const tag = /^\$(?:[A-Za-z_][A-Za-z_0-9]*)?\$/.exec(sql.slice(i, i + 64))?.[0];
      if (tag) {
        const end = sql.indexOf(tag, i + tag.length);
        i = end === -1 ? sql.length : end + tag.length;
        continue;
      }
    }
    i++;
  }
  return { starts, ends };
}

/**
 * Check that `sql` is a complete dump of pg_dump's plain format, and return it as scripts for a
 * client to run one after the other (whole statements, about 256 KB each): psql's `\restrict`/`\unrestrict` lines (which only guard psql's own meta-commands) are
 * left out, and so are session settings the target server does not know (`knownSettings`: a dump
 * of a newer PostgreSQL sets `transaction_timeout`, unknown before version 17).
 */
export function scriptOfDump(sql: string, knownSettings: ReadonlySet<string>): string[] {
  if (!sql.trimStart().startsWith("--") || !sql.includes(HEAD)) throw new DumpFormatError("This file is not a PostgreSQL dump (pg_dump's plain SQL format).");
  // pg_dump's last lines: the closing comment, then (since 15.14/17.6) psql's `\unrestrict`.
  if (!sql.slice(-300).includes(END)) throw new DumpFormatError("This dump is incomplete: it does not end with pg_dump's closing line.");
  const { starts, ends } = scan(sql);
  const batches: string[] = [];
  let out: string[] = [];
  let size = 0;
  const keep = (line: string, end: number) => {
    out.push(line);
    size += line.length + 1;
    if (size >= BATCH_CHARS && ends.has(end - 1)) {
      batches.push(out.join("\n"));
      out = [];
      size = 0;
    }
  };
  let at = 0;
  for (const line of sql.split("\n")) {
    const start = at;
    at += line.length + 1;
    if (!starts.has(start)) {
      keep(line, start + line.length);
      continue;
    }
    if (/^\\(un)?restrict\b/.test(line)) continue;
    if (line.startsWith("\\")) throw new DumpFormatError(`This dump uses psql's meta-command ${line.split(/\s/)[0]}: restore it with psql.`);
    if (/^COPY .* FROM stdin;$/.test(line))
      throw new DumpFormatError("This dump holds its rows as COPY data (pg_dump without --inserts): restore it with psql.");
    const set = /^SET (\w+) = .*;$/.exec(line);
    if (set && !knownSettings.has(set[1]!.toLowerCase())) continue;
    keep(line, start + line.length);
  }
  if (out.length) batches.push(out.join("\n"));
  return batches;
}
