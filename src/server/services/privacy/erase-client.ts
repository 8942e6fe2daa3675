import { sql } from "drizzle-orm";
import type { Logger } from "pino";
import { RETAINED_YEARS, type PrivacyErasure } from "../../../shared/schemas/privacy";
import { queryRows, type Db } from "../../db/client";
import { afterCommit, transaction } from "../../db/transaction";
import type { Config } from "../../env";
import { AppError, notFound } from "../../errors";
import { enqueueMail } from "../../mail/outbox";
import { sentCopiesOf, sweepSentCopies } from "../../mail/sent-copies";
import { recordAudit } from "../common/record-audit";
import { photoDirOf, removePhotoFiles } from "../photos/photo-files";
import { logErasure } from "./erasure-log";
import { findPerson, inIds } from "./person";
import { PERSONAL_TABLES } from "./personal-tables";
import { isPersonal } from "./registry";
import { mailOf } from "./tables/account-tables";
import { privacyCompany } from "./privacy-mail";

// Erasing a client's personal information (a deletion request, issue 28): every table of the
// registry, in its order, in one transaction; the invoices the law keeps stay with their minimum.
// The client is told in their language, in an e-mail whose address the mail worker forgets once
// it is sent, and the client's id joins the erasure list (erasure-log.ts) after the commit. The
// copies on disk of the e-mails it deleted or rewrote go after the commit too (mail/sent-copies.ts),
// and so do the files of their visits' photos (services/photos/photo-files.ts).

export type StaffActor = { userId: string; email: string; name: string };

export type Erasure = PrivacyErasure;

export async function eraseClient(options: {
  db: Db;
  config: Config;
  clientId: string;
  /** The deletion request it carries out (marked done with it). */
  requestId?: string;
  /** Staff who carried it out; none when the server re-applies a listed erasure. */
  actor: StaffActor | null;
  /** Tell the client (not when re-applying an erasure after a restore: they were told). */
  notify?: boolean;
  /** Where a failure to remove the e-mails' copies on disk is told. */
  logger: Logger;
}): Promise<Erasure> {
  const { db, config, clientId, requestId, actor, notify = true, logger } = options;
  return transaction(db, async (tx) => {
    const [locked] = await queryRows<{ erasedAt: string | null }>(tx, sql`select erased_at as "erasedAt" from clients where id = ${clientId} for update`);
    if (!locked) throw notFound("Client");
    if (locked.erasedAt)
      throw new AppError("conflict", `This client's information was already erased on ${new Date(locked.erasedAt).toISOString().slice(0, 10)}.`);
    const person = (await findPerson(tx, { clientId }))!;
    const mail = (await queryRows<{ id: string }>(tx, sql`select id from outbox where ${mailOf(person)}`)).map((r) => r.id);
    const photos = (await queryRows<{ id: string }>(tx, sql`select id from visit_photos where ${inIds(sql`visit_id`, person.ids.visits)}`)).map((r) => r.id);
    for (const entry of PERSONAL_TABLES) if (isPersonal(entry)) await entry.erase(tx, person);
    // The erasure answers the client's open requests: the deletion carried out (or one a restored
    // backup still had open), and an access or correction request, which nothing is left to answer.
    await tx.execute(sql`
      update privacy_requests set status = 'done', closed_at = now(), closed_by_user_id = ${actor?.userId ?? null}, closed_by_name = ${actor?.name ?? null}
      where client_id = ${clientId} and status = 'open'`);
    if (notify && person.email)
      await enqueueMail(tx, {
        kind: "privacy.erased",
        data: { to: person.email, retainedYears: RETAINED_YEARS, company: privacyCompany(config) },
        language: person.language,
      });
    const invoicesKept = person.ids.issuedInvoices.length;
    await recordAudit({
      db: tx,
      actor: { userId: actor?.userId ?? null, email: actor?.email ?? null },
      entries: [{ action: "privacy.erase", entity: "client", entityId: clientId, details: { requestId: requestId ?? null, invoicesKept, reapplied: !actor } }],
    });
    afterCommit(tx, () => logErasure(config, clientId));
    afterCommit(tx, (root) => void sweepSentCopies({ db: root, ...sentCopiesOf(config, logger), changed: mail }));
    afterCommit(tx, () => removePhotoFiles(photoDirOf(config), photos));
    return { clientId, invoicesKept };
  });
}
