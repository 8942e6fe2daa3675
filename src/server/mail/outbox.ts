import { sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { queryRows, type Db } from "../db/client";
import { outbox } from "../db/schema/index";

export type OutgoingMail = {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
};

/** Queue an e-mail in the caller's transaction: it is sent only if that transaction commits. */
export async function enqueueMail(tx: Db, mail: OutgoingMail): Promise<void> {
  await tx.insert(outbox).values({
    kind: mail.kind,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html ?? null,
    replyTo: mail.replyTo ?? null,
  });
}

/**
 * Insert a row and queue its e-mails in one statement: `insert` (an INSERT ... RETURNING id, which
 * may insert nothing, e.g. ON CONFLICT DO NOTHING) runs as a data-modifying CTE and the outbox rows
 * are inserted only for a row it returned. One statement is one transaction: the row and its mail
 * are committed together or not at all, in one round trip to the database instead of five
 * (BEGIN, the row, each message, COMMIT). Returns the new row's id, or undefined when none was
 * inserted (and then no mail was queued).
 */
export async function insertWithMail(db: Db, insert: SQLWrapper, mails: OutgoingMail[]): Promise<string | undefined> {
  const values = sql.join(
    mails.map(
      (m) =>
        sql`(${m.kind}::text, ${m.to}::text, ${m.subject}::text, ${m.text}::text, ${m.html ?? null}::text, ${m.replyTo ?? null}::text)`,
    ),
    sql`, `,
  );
  const query: SQL = sql`with inserted as ${insert},
    queued as (
      insert into outbox (kind, "to", subject, text, html, reply_to)
      select m.kind, m.to, m.subject, m.text, m.html, m.reply_to
      from (values ${values}) as m(kind, "to", subject, text, html, reply_to)
      where exists (select 1 from inserted))
    select id from inserted`;
  const [row] = await queryRows<{ id: string }>(db, query);
  return row?.id;
}
