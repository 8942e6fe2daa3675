import { sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import { queryRows, type Db } from "../db/client";
import { wakeAfterCommit } from "../db/wake";
import { checkAttachments } from "./attachments";
import { renderMail, type MailRequest } from "./kinds";

/**
 * Queue an e-mail in the caller's transaction (`tx`, opened with `transaction` from
 * db/transaction.ts, or the database itself for a message of its own): it is sent only if that
 * transaction commits, and the mail worker is woken right after the commit (never on a rollback).
 * Attachments over 2 MB in all are refused before anything is written. Returns the outbox row's id.
 */
export async function enqueueMail(tx: Db, request: MailRequest): Promise<string> {
  const [queued] = await queryRows<{ id: string }>(tx, sql`with ${queueing([request]).query} select id from queued`);
  wakeAfterCommit(tx, "mail");
  return queued!.id;
}

/** Messages per statement of `enqueueMails`: 9 parameters each, far below PostgreSQL's 65,535 a statement. */
export const MAIL_BATCH = 500;

/**
 * Queue many e-mails in the caller's transaction, as `enqueueMail` does one: the same templates
 * and rows, written MAIL_BATCH to a statement instead of one round trip each (a reminder pass
 * or an announcement may queue thousands). Returns the outbox rows' ids, in the requests' order.
 */
export async function enqueueMails(tx: Db, requests: MailRequest[]): Promise<string[]> {
  const ids: string[] = [];
  for (let at = 0; at < requests.length; at += MAIL_BATCH) {
    const batch = queueing(requests.slice(at, at + MAIL_BATCH));
    await tx.execute(sql`with ${batch.query} select count(*) from queued`);
    ids.push(...batch.ids);
  }
  if (requests.length > 0) wakeAfterCommit(tx, "mail");
  return ids;
}

/**
 * Insert a row and queue its e-mails in one statement: `insert` (an INSERT ... RETURNING id, which
 * may insert nothing, e.g. ON CONFLICT DO NOTHING) runs as a data-modifying CTE and the outbox rows
 * are inserted only for a row it returned. One statement is one transaction: the row and its mail
 * are committed together or not at all, in one round trip to the database instead of five
 * (BEGIN, the row, each message, COMMIT). Returns the new row's id, or undefined when none was
 * inserted (and then no mail was queued, and the worker is not woken).
 */
export async function insertWithMail(db: Db, insert: SQLWrapper, requests: MailRequest[]): Promise<string | undefined> {
  const query: SQL = sql`with inserted as ${insert}, ${queueing(requests, sql`where exists (select 1 from inserted)`).query} select id from inserted`;
  const [row] = await queryRows<{ id: string }>(db, query);
  if (row && requests.length > 0) wakeAfterCommit(db, "mail");
  return row?.id;
}

/**
 * The CTEs `queued` (the outbox rows, returning their ids) and `attached` (their files, inserted
 * only for rows `queued` inserted), for a WITH clause, and the rows' ids (made here, in the
 * requests' order). `condition` may keep the rows out.
 */
function queueing(requests: MailRequest[], condition: SQL = sql``): { query: SQL; ids: string[] } {
  const rows = requests.map((request) => {
    checkAttachments(request.attachments ?? []);
    return { id: randomUUID(), request, mail: renderMail(request) };
  });
  const messages = sql.join(
    rows.map(
      ({ id, request, mail }) =>
        sql`(${id}::uuid, ${request.kind}::text, ${request.language ?? "en"}::text, ${mail.to}::text, ${mail.subject}::text, ${mail.text}::text, ${mail.html ?? null}::text, ${mail.replyTo ?? null}::text, ${mail.headers ? JSON.stringify(mail.headers) : null}::jsonb)`,
    ),
    sql`, `,
  );
  const queued = sql`queued as (
      insert into outbox (id, kind, language, "to", subject, text, html, reply_to, headers)
      select m.id, m.kind, m.language, m.to, m.subject, m.text, m.html, m.reply_to, m.headers
      from (values ${messages}) as m(id, kind, language, "to", subject, text, html, reply_to, headers)
      ${condition}
      returning id)`;
  const files = rows.flatMap(({ id, request }) =>
    (request.attachments ?? []).map(
      (a, position) =>
        sql`(${id}::uuid, ${position}::smallint, ${a.filename}::text, ${a.contentType}::text, ${Buffer.from(a.content.buffer, a.content.byteOffset, a.content.byteLength)}::bytea)`,
    ),
  );
  const ids = rows.map((r) => r.id);
  if (files.length === 0) return { query: queued, ids };
  const query = sql`${queued},
    attached as (
      insert into outbox_attachments (outbox_id, position, filename, content_type, content)
      select a.outbox_id, a.position, a.filename, a.content_type, a.content
      from (values ${sql.join(files, sql`, `)}) as a(outbox_id, position, filename, content_type, content)
      join queued q on q.id = a.outbox_id)`;
  return { query, ids };
}
