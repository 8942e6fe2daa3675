import { eq } from "drizzle-orm";
import type { AnnouncementDetail } from "../../../shared/schemas/announcements";
import type { Db } from "../../db/client";
import { announcementRecipients, announcements } from "../../db/schema/index";
import { transaction } from "../../db/transaction";
import type { Config } from "../../env";
import { AppError } from "../../errors";
import { mailCompany } from "../../mail/company";
import type { MailRequest } from "../../mail/kinds";
import { enqueueMails } from "../../mail/outbox";
import { recordAudit, type StaffActor } from "../common/record-audit";
import { mailingAddressOf } from "../settings/company-settings";
import { newsAudience } from "./announcement-audience";
import { announcementDetail, announcementRow } from "./announcement-record";
import { sentOn } from "./sent-on";

// Sending an announcement (decision 057): once, to the people whose consent to news and offers is
// current at that moment, each in their language, with their own unsubscribe link and headers,
// through the outbox in batches, all in one transaction with the record of who received it.

/** Recipients per INSERT statement (3 parameters each). */
const RECIPIENT_BATCH = 1000;

export const OWNER_SENDS = "Only an owner can send an announcement: it goes out in the company's name.";

export const NO_MAILING_ADDRESS =
  "Set the company's mailing address in Settings before sending an announcement: Canada's anti-spam law asks every commercial e-mail to carry it.";

/** POST /api/admin/announcements/:id/send. */
export async function sendAnnouncement(o: { db: Db; config: Config; id: string; actor: StaffActor }): Promise<AnnouncementDetail> {
  if (o.actor.role !== "owner") throw new AppError("forbidden", OWNER_SENDS);
  if (mailingAddressOf(o.config) === null) throw new AppError("conflict", NO_MAILING_ADDRESS);
  await transaction(o.db, async (tx) => {
    // The row's lock makes a second send (or two at once) wait, then find it sent.
    const row = await announcementRow(tx, o.id, true);
    if (row.sentAt) {
      throw new AppError("conflict", `This announcement was already sent on ${sentOn(row.sentAt)} to ${row.recipientCount} people: it is never sent twice.`);
    }
    // Read after the lock, in this transaction: a withdrawal committed before this moment is seen.
    const now = new Date();
    const audience = await newsAudience(tx, now);
    if (audience.length === 0) {
      throw new AppError(
        "conflict",
        "Nobody may receive news and offers right now: no one has a current consent (given, or implied by a recent purchase or inquiry).",
      );
    }
    const company = mailCompany(o.config);
    const requests: MailRequest[] = audience.map((p) => ({
      kind: "announcement.send",
      language: p.language,
      data: {
        to: p.email,
        name: p.name,
        subject: p.language === "fr" ? row.subjectFr : row.subjectEn,
        body: p.language === "fr" ? row.bodyFr : row.bodyEn,
        company,
      },
    }));
    const outboxIds = await enqueueMails(tx, requests);
    const recipients = audience.map((p, i) => ({ announcementId: row.id, email: p.email, language: p.language, outboxId: outboxIds[i]! }));
    for (let at = 0; at < recipients.length; at += RECIPIENT_BATCH) {
      await tx.insert(announcementRecipients).values(recipients.slice(at, at + RECIPIENT_BATCH));
    }
    await tx.update(announcements).set({ sentAt: now, sentBy: o.actor.userId, recipientCount: audience.length }).where(eq(announcements.id, row.id));
    await recordAudit({
      db: tx,
      actor: o.actor,
      entries: [{ action: "announcement.send", entity: "announcements", entityId: row.id, details: { recipients: audience.length } }],
    });
  });
  return announcementDetail(o.db, o.config, o.id, true);
}
