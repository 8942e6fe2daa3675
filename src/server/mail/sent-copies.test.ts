import { sql } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import type { Database } from "../db/client";
import { outbox } from "../db/schema/index";
import { silentLogger } from "../test/test-app";
import { testDbKinds } from "../test/test-db";
import { useTestDb } from "../test/use-test-db";
import { parseSentCopyName, sentCopyName, sweepSentCopies } from "./sent-copies";
import { createMailTransport } from "./transport";

// The copies of sent e-mails on disk (decision 058): a copy goes when its row is gone, has lost its
// contents or its address, was rewritten by an erasure, or when it was written before the period;
// the copy of a row that still holds what it holds stays, and so do files that are not copies and
// copies written after the sweep began.

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

let mailDir: string;
beforeEach(() => {
  mailDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "sent-copies-")), "mail");
});
afterEach(() => fs.rmSync(path.dirname(mailDir), { recursive: true, force: true }));

const files = () => fs.readdirSync(mailDir).sort();
const copyOf = (id: string) => files().filter((f) => f.endsWith(`-${id}.eml`));

test("a copy's name says when it was written and which row it copies; other names are no copy", () => {
  const id = randomUUID();
  const at = new Date("2026-11-03T08:09:10.123Z");
  expect(sentCopyName(id, at)).toBe(`2026-11-03T08-09-10-123Z-${id}.eml`);
  expect(parseSentCopyName(sentCopyName(id, at))).toEqual({ outboxId: id, writtenAt: at });
  for (const name of ["notes.txt", `${id}.eml`, `2026-11-03T08-09-10-123Z-${id}.eml.bak`, "2026-11-03T08-09-10-123Z-not-an-id.eml"])
    expect(parseSentCopyName(name), name).toBeNull();
});

describe.each(testDbKinds)("sweeping the sent copies on %s", (kind) => {
  let database: Database;
  useTestDb(kind, (db) => (database = db));

  /** A sent row and its copy, written by the file transport as the worker sends it. */
  async function sentWithCopy(o: { to?: string; text?: string; sentAt?: Date } = {}) {
    const [row] = await database.db
      .insert(outbox)
      .values({ kind: "quote.send", to: o.to ?? "marie@example.com", subject: "Your quote", text: o.text ?? "Bonjour Marie", sentAt: o.sentAt ?? new Date() })
      .returning({ id: outbox.id });
    const send = createMailTransport({ mailDir, logger: silentLogger });
    await send({ from: "info@maplecrestcleaning.ca", to: o.to ?? "marie@example.com", subject: "Your quote", text: o.text ?? "Bonjour Marie" }, row!.id);
    return row!.id;
  }

  test("copies whose row is gone, lost its contents or its address, or was rewritten go; a current row's copy stays", async () => {
    const current = await sentWithCopy();
    const bodyRemoved = await sentWithCopy();
    const addressForgotten = await sentWithCopy();
    const deleted = await sentWithCopy();
    const rewritten = await sentWithCopy();
    // Retention's marks: the contents removed; the address of the last e-mail to an erased client forgotten.
    await database.db.execute(sql`update outbox set text = '', body_removed_at = now() where id = ${bodyRemoved}`);
    await database.db.execute(sql`update outbox set "to" = '' where id = ${addressForgotten}`);
    await database.db.execute(sql`delete from outbox where id = ${deleted}`);
    fs.writeFileSync(path.join(mailDir, "notes.txt"), "mine");
    const kept = copyOf(current);
    expect(kept).toHaveLength(1);
    expect(files()).toHaveLength(6);

    expect(await sweepSentCopies({ db: database.db, mailDir, logger: silentLogger, changed: [rewritten] })).toBe(4);
    expect(files()).toEqual([...kept, "notes.txt"].sort());
    // Nothing more is due: a second sweep removes nothing.
    expect(await sweepSentCopies({ db: database.db, mailDir, logger: silentLogger })).toBe(0);
  });

  test("a copy written before the period goes, even while its row keeps its contents; a newer copy of it stays", async () => {
    const id = await sentWithCopy({ sentAt: daysAgo(91) });
    fs.writeFileSync(path.join(mailDir, sentCopyName(id, daysAgo(91))), "an older attempt");
    expect(copyOf(id)).toHaveLength(2);
    expect(await sweepSentCopies({ db: database.db, mailDir, logger: silentLogger, writtenBefore: daysAgo(90) })).toBe(1);
    expect(copyOf(id)).toHaveLength(1);
    expect(parseSentCopyName(copyOf(id)[0]!)!.writtenAt.getTime()).toBeGreaterThan(daysAgo(1).getTime());
  });

  test("a copy written after the sweep began is the next sweep's, even when its row is gone", async () => {
    const id = await sentWithCopy();
    await database.db.execute(sql`delete from outbox where id = ${id}`);
    const later = randomUUID();
    fs.writeFileSync(path.join(mailDir, sentCopyName(later, new Date(Date.now() + 60_000))), "written as the sweep runs");
    expect(await sweepSentCopies({ db: database.db, mailDir, logger: silentLogger })).toBe(1);
    expect(copyOf(id)).toEqual([]);
    expect(copyOf(later)).toHaveLength(1);
  });

  test("no mail directory is nothing to do; a failure is logged and never thrown", async () => {
    expect(await sweepSentCopies({ db: database.db, mailDir, logger: silentLogger })).toBe(0);
    const lines: { level: number; msg: string }[] = [];
    const logger = pino({ level: "info" }, { write: (s: string) => void lines.push(JSON.parse(s)) });
    fs.mkdirSync(path.dirname(mailDir), { recursive: true });
    fs.writeFileSync(mailDir, "a file where the directory should be");
    expect(await sweepSentCopies({ db: database.db, mailDir, logger })).toBe(0);
    expect(lines).toEqual([expect.objectContaining({ level: 50, msg: expect.stringContaining("sweeping the sent e-mail copies failed") })]);
  });
});
