import { eq, sql } from "drizzle-orm";
import type { QuoteAcceptance } from "../../../shared/schemas/quotes";
import type { Db } from "../../db/client";
import { quoteAcceptances, quotes } from "../../db/schema/index";
import { transaction } from "../../db/transaction";
import type { Config } from "../../env";
import { AppError } from "../../errors";
import { mailCompany } from "../../mail/company";
import { enqueueMail } from "../../mail/outbox";
import { issueDepositInvoice } from "../invoices/deposit-invoice";
import { priceDocument } from "../billing/pricing";
import { assertVersion, lockQuoteFor } from "./quote-guard";
import { adminQuoteUrl, mailFacts, quoteAttachment, quotePdf, sha256 } from "./quote-mail";
import { loadQuote, depositOf, quoteAcceptance, quoteDocument, type QuoteRow } from "./quote-record";
import { recordQuoteEvent, type QuoteActor } from "./record-event";

export type Acceptance = {
  version: number;
  signedName: string;
  optionalLineIds: string[];
  /** Staff only: how the client accepted (by phone, in person...). */
  note?: string;
};

/**
 * Accept a sent quote: in the portal by the client, or recorded by staff for a client who accepted
 * another way (never shown as the client's click). Binds to the version read, stores the SHA-256
 * of that version's PDF, the terms, the typed name, when, from where and how; the totals then
 * include the optional lines chosen. The company and the client (with the signed PDF) are told.
 * Accepting an accepted quote again answers the same acceptance; the row lock makes parallel
 * accepts one.
 */
export function acceptQuote(options: {
  db: Db;
  id: string;
  input: Acceptance;
  actor: QuoteActor;
  today: string;
  config: Config;
  visible?: (row: QuoteRow) => boolean | Promise<boolean>;
}): Promise<{ quoteId: string; acceptance: QuoteAcceptance }> {
  const { db, id, input, actor, today, config, visible } = options;
  return transaction(db, async (tx) => {
    const existing = await loadQuote(tx, id, true);
    if (existing?.status === "accepted" && (!visible || (await visible(existing)))) {
      const acceptance = await quoteAcceptance(tx, existing.id);
      if (acceptance) return { quoteId: existing.id, acceptance };
    }
    const row = await lockQuoteFor(tx, id, "accept", today, visible, actor.type === "client" ? "client" : "staff");
    assertVersion(row, input.version, actor.type);
    const optional = new Set(row.lines.filter((l) => l.optional).map((l) => l.id));
    const chosen = new Set(input.optionalLineIds.map((l) => l.toLowerCase()));
    if ([...chosen].some((l) => !optional.has(l))) throw AppError.validation({ optionalLineIds: { key: "quote.optionalItemsOfQuote" } });

    const shown = await quoteDocument(tx, row);
    const shownPdf = await quotePdf(config, shown, null, row.company);
    const taxNumbers = {
      gstHst: row.taxes.find((t) => t.code !== "QST")?.registrationNumber ?? null,
      qst: row.taxes.find((t) => t.code === "QST")?.registrationNumber ?? null,
    };
    // With optional lines chosen the totals are worked out again; otherwise they stay as quoted
    // (a quote from before line items has no province to work them out from).
    const totals = chosen.size
      ? priceDocument({ lines: row.lines, province: row.province, deposit: depositOf(row), taxNumbers, chosen }).totals
      : { taxes: row.taxes, subtotalCents: row.subtotalCents, taxCents: row.taxCents, totalCents: row.totalCents, depositCents: row.depositCents };
    const staff = actor.type === "staff" ? actor : null;
    await tx.insert(quoteAcceptances).values({
      quoteId: row.id,
      version: row.version,
      pdfSha256: sha256(shownPdf),
      pdf: shownPdf,
      termsVersion: row.termsVersion ?? "",
      termsText: row.termsText ?? "",
      signedName: input.signedName,
      channel: staff ? "staff" : "portal",
      staffUserId: staff?.userId ?? null,
      staffName: staff?.name ?? null,
      note: input.note ?? null,
      optionalLineIds: [...chosen],
      totalCents: totals.totalCents,
      ip: actor.type === "client" ? (actor.ip ?? null) : null,
      userAgent: actor.type === "client" ? (actor.userAgent ?? null) : null,
    });
    const [accepted] = await tx
      .update(quotes)
      .set({
        status: "accepted",
        taxes: totals.taxes,
        subtotalCents: totals.subtotalCents,
        taxCents: totals.taxCents,
        totalCents: totals.totalCents,
        depositCents: totals.depositCents,
        updatedAt: sql`now()`,
      })
      .where(eq(quotes.id, row.id))
      .returning();
    await recordQuoteEvent(tx, {
      quoteId: row.id,
      kind: "accepted",
      version: row.version,
      actor,
      details: { signedName: input.signedName, channel: staff ? "staff" : "portal", note: input.note ?? null },
    });

    // The deposit the quote asks for is invoiced at once, due on receipt (decision 030).
    if (totals.depositCents > 0)
      await issueDepositInvoice(tx, accepted!, { depositCents: totals.depositCents, today, config, language: shown.client.language });

    const acceptance = (await quoteAcceptance(tx, row.id))!;
    const document = await quoteDocument(tx, accepted!);
    const facts = mailFacts(document);
    const company = mailCompany(config);
    await enqueueMail(tx, {
      kind: "quote.accepted-notify",
      data: {
        quote: facts,
        signedName: input.signedName,
        acceptedAt: acceptance.acceptedAt,
        channel: staff ? `recorded by ${staff.name}: ${input.note}` : "online, in the client portal",
        adminUrl: adminQuoteUrl(config, row.id),
        company,
      },
    });
    if (document.client.email) {
      const signed = await quotePdf(config, document, acceptance, row.company);
      await enqueueMail(tx, {
        kind: "quote.accepted-confirm",
        data: { quote: facts, signedName: input.signedName, acceptedAt: acceptance.acceptedAt, depositCents: totals.depositCents || null, company },
        language: document.client.language,
        attachments: [quoteAttachment(document, signed, "-signed")],
      });
    }
    return { quoteId: row.id, acceptance };
  });
}
