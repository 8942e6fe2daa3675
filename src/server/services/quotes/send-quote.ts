import { eq, sql } from "drizzle-orm";
import type { QuoteDetail } from "../../../shared/schemas/quotes";
import type { Db } from "../../db/client";
import { quotes, quoteVersions } from "../../db/schema/index";
import { transaction } from "../../db/transaction";
import type { Config } from "../../env";
import { AppError } from "../../errors";
import { mailCompany } from "../../mail/company";
import { enqueueMail } from "../../mail/outbox";
import { withRegistrations } from "../billing/registrations";
import { printedCompany } from "../settings/company-settings";
import { lockQuoteFor } from "./quote-guard";
import { mailFacts, quoteAttachment, portalQuoteUrl, quotePdf } from "./quote-mail";
import { quoteDetail, quoteDocument, type QuoteRow } from "./quote-record";
import { recordQuoteEvent, type QuoteActor } from "./record-event";

/**
 * Send a draft (it becomes sent, dated today, and its version is kept whole) or resend a sent
 * quote: the client gets an e-mail with a link to the quote in the portal and the PDF attached,
 * queued in the same transaction.
 */
export function sendQuote(options: { db: Db; id: string; resend: boolean; actor: QuoteActor; today: string; config: Config }): Promise<QuoteDetail> {
  const { db, id, resend, actor, today, config } = options;
  return transaction(db, async (tx) => {
    let row: QuoteRow | undefined = await lockQuoteFor(tx, id, resend ? "resend" : "send", today);
    if (row.validUntil < today) throw new AppError("conflict", "This quote's Valid Until date has passed: edit it with a new date before sending it.");
    if (!resend) {
      // The company block and the registration numbers as they are when the client gets it (decision 052).
      const taxes = withRegistrations("quote", row.taxes, config.taxNumbers);
      [row] = await tx
        .update(quotes)
        .set({ status: "sent", quoteDate: today, sentAt: sql`now()`, updatedAt: sql`now()`, taxes, company: printedCompany(config) })
        .where(eq(quotes.id, row.id))
        .returning();
    }
    const document = await quoteDocument(tx, row!);
    if (!document.client.email) throw new AppError("conflict", "This client has no e-mail address: add one in the Clients Hub, then send the quote.");
    await tx.insert(quoteVersions).values({ quoteId: row!.id, version: row!.version, document }).onConflictDoNothing();
    const pdf = await quotePdf(config, document, null, row!.company);
    await enqueueMail(tx, {
      kind: "quote.send",
      data: { quote: mailFacts(document), url: portalQuoteUrl(config, document), revised: row!.version > 1, company: mailCompany(config) },
      language: document.client.language,
      attachments: [quoteAttachment(document, pdf)],
    });
    await recordQuoteEvent(tx, { quoteId: row!.id, kind: resend ? "resent" : "sent", version: row!.version, actor, details: { to: document.client.email } });
    return (await quoteDetail(tx, row!.id, today))!;
  });
}
