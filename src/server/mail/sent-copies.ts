import { sql } from "drizzle-orm";
import fs from "node:fs/promises";
import path from "node:path";
import type { Logger } from "pino";
import { queryRows, type Db } from "../db/client";
import type { Config } from "../env";

// Without SMTP_URL every sent e-mail is also a file, DATA_DIR/mail/<time>-<outbox id>.eml
// (transport.ts): a copy of its outbox row, with the same names, addresses and PDFs. A copy keeps
// nothing its row no longer keeps (decision 058): after a retention run and after an erasure, the
// sweep removes each copy whose row is gone, lost its contents (retention's `body_removed_at`) or
// its address (an emptied `to`: retention's `recipient_removed_at`, or the last e-mail to an erased
// client), was changed since it was written (an erasure's redaction), or that was written before
// the period for e-mail contents. Other files in the directory are not ours and stay.

/** Where the sweep looks and whom it tells of a failure. */
export type SentCopies = { mailDir: string; logger: Logger };

/** The directory the file transport writes to, under the data directory. */
export const mailDirOf = (config: Pick<Config, "dataDir">) => path.join(config.dataDir, "mail");

export const sentCopiesOf = (config: Pick<Config, "dataDir">, logger: Logger): SentCopies => ({ mailDir: mailDirOf(config), logger });

/** A copy's file name: when it was written (an ISO time, file-safe) and the row it copies. */
export const sentCopyName = (outboxId: string, at: Date) => `${at.toISOString().replace(/[:.]/g, "-")}-${outboxId}.eml`;

const NAME = /^(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.eml$/;

/** What a copy's name says, or null for a file that is not a copy. */
export function parseSentCopyName(name: string): { outboxId: string; writtenAt: Date } | null {
  const m = NAME.exec(name);
  return m ? { outboxId: m[6]!, writtenAt: new Date(`${m[1]}T${m[2]}:${m[3]}:${m[4]}.${m[5]}Z`) } : null;
}

/** Ids per query: one text parameter each, far below any statement's limits. */
const CHUNK = 1000;

/** The ids among `ids` whose row still holds what its copy holds. */
async function currentRows(db: Db, ids: string[]): Promise<Set<string>> {
  const current = new Set<string>();
  for (let i = 0; i < ids.length; i += CHUNK) {
    const rows = await queryRows<{ id: string }>(
      db,
      sql`select id from outbox where id = any(string_to_array(${ids.slice(i, i + CHUNK).join(",")}, ',')::uuid[])
          and body_removed_at is null and "to" <> ''`,
    );
    for (const r of rows) current.add(r.id);
  }
  return current;
}

/**
 * Remove the copies that outlived what they copy: those whose row is gone or no longer holds their
 * contents or address, those of `changed` (rows an erasure rewrote), and those written before
 * `writtenBefore` (the period for e-mail contents). Copies written after the sweep began are left
 * to the next one. Returns how many files went. Never throws: a failure is logged and the next
 * sweep tries again (a run or an erasure is done without it).
 */
export async function sweepSentCopies(o: SentCopies & { db: Db; writtenBefore?: Date; changed?: readonly string[] }): Promise<number> {
  const { db, mailDir, logger, writtenBefore, changed = [] } = o;
  // A copy written once the sweep has begun is the next sweep's: its row may change meanwhile (the
  // last e-mail to an erased client, sent just after the erasure, has its address forgotten).
  const began = new Date();
  try {
    const names = await fs.readdir(mailDir).catch((err: NodeJS.ErrnoException) => {
      if (err.code === "ENOENT") return [];
      throw err;
    });
    const copies = names.flatMap((name) => {
      const parsed = parseSentCopyName(name);
      return parsed && parsed.writtenAt <= began ? [{ name, ...parsed }] : [];
    });
    const current = await currentRows(db, [...new Set(copies.map((c) => c.outboxId))]);
    const gone = new Set(changed);
    const due = copies.filter((c) => !current.has(c.outboxId) || gone.has(c.outboxId) || (writtenBefore && c.writtenAt < writtenBefore));
    // A copy another sweep removed meanwhile is as good as removed.
    await Promise.all(
      due.map((c) =>
        fs.unlink(path.join(mailDir, c.name)).catch((err: NodeJS.ErrnoException) => {
          if (err.code !== "ENOENT") throw err;
        }),
      ),
    );
    logger.info({ mailDir, removed: due.length, kept: copies.length - due.length }, "sent e-mail copies swept");
    return due.length;
  } catch (err) {
    logger.error({ err, mailDir }, "sweeping the sent e-mail copies failed; the next retention run tries again");
    return 0;
  }
}
