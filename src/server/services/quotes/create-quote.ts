import { eq } from "drizzle-orm";
import { addDays } from "../../../shared/calendar-date";
import { QUOTE_VALID_DAYS, type QuoteCreate, type QuoteDetail } from "../../../shared/schemas/quotes";
import type { Db } from "../../db/client";
import { clients, jobAssessments, quotes } from "../../db/schema/index";
import { transaction } from "../../db/transaction";
import { AppError } from "../../errors";
import { createClient } from "../clients/create-client";
import { recordAudit } from "../common/record-audit";
import { nextDocumentNumber } from "../billing/document-number";
import type { TaxNumbers } from "../billing/pricing";
import { quoteDetail } from "./quote-record";
import { quoteValues } from "./quote-values";
import { recordQuoteEvent, type QuoteActor } from "./record-event";

type StaffActor = Extract<QuoteActor, { type: "staff" }> & { email: string };

/**
 * A draft quote with the year's next number, for a client and one of its addresses, or for a new
 * client made in the same transaction (the builder from an assessment with no client yet).
 */
export function createQuote(options: { db: Db; input: QuoteCreate; actor: StaffActor; today: string; taxNumbers: TaxNumbers }): Promise<QuoteDetail> {
  const { db, input, actor, today } = options;
  return transaction(db, async (tx) => {
    if (input.assessmentId) {
      const [assessment] = await tx.select({ id: jobAssessments.id }).from(jobAssessments).where(eq(jobAssessments.id, input.assessmentId));
      if (!assessment) throw AppError.validation({ assessmentId: "Assessment not found." });
    }
    let clientId: string;
    let addressId: string;
    if (input.newClient) {
      const client = await createClient({
        db: tx,
        input: { ...input.newClient, assessmentId: input.assessmentId },
        actor: { userId: actor.userId, email: actor.email },
      });
      clientId = client.id;
      addressId = client.addresses[0]!.id;
    } else {
      const [client] = await tx.select({ id: clients.id }).from(clients).where(eq(clients.id, input.clientId!));
      if (!client) throw AppError.validation({ clientId: "Client not found." });
      clientId = client.id;
      addressId = input.addressId!;
    }
    const values = await quoteValues(tx, { ...input, clientId, addressId, validUntil: input.validUntil ?? addDays(today, QUOTE_VALID_DAYS) }, options);
    const number = await nextDocumentNumber(tx, "Q", Number(today.slice(0, 4)));
    const [row] = await tx
      .insert(quotes)
      .values({ ...values, number, clientId, assessmentId: input.assessmentId ?? null, quoteDate: today })
      .returning({ id: quotes.id });
    await recordQuoteEvent(tx, { quoteId: row!.id, kind: "created", version: 1, actor });
    await recordAudit({
      db: tx,
      actor: { userId: actor.userId, email: actor.email },
      entries: [{ action: "quote.create", entity: "quote", entityId: row!.id, details: { number } }],
    });
    return (await quoteDetail(tx, row!.id, today))!;
  });
}
