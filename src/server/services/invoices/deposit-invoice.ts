import { randomUUID } from "node:crypto";
import type { Locale } from "../../../shared/locale";
import type { Db } from "../../db/client";
import { invoices } from "../../db/schema/index";
import type { Config } from "../../env";
import type { InvoiceRow } from "./invoice-record";
import { issueRow } from "./issue-invoice";
import { recordInvoiceEvent } from "./record-event";

/** The deposit invoice's title and line, in the client's language (staff may edit neither). */
const DEPOSIT_WORDS: Record<Locale, { title: (quoteTitle: string) => string; line: (quoteNumber: string) => string }> = {
  en: { title: (t) => `Deposit: ${t}`, line: (n) => `Deposit on quote ${n}` },
  fr: { title: (t) => `Acompte\u00a0: ${t}`, line: (n) => `Acompte sur la soumission ${n}` },
};

/**
 * The deposit invoice of a quote just accepted, in the acceptance's transaction: due on receipt,
 * issued at once and e-mailed with the acceptance. A deposit is a payment on account of the work,
 * so it carries no tax of its own; the taxes are on the invoice for the work, which credits it.
 */
export async function issueDepositInvoice(
  tx: Db,
  quote: { id: string; number: string; clientId: string; addressId: string | null; title: string; province: string | null },
  o: { depositCents: number; today: string; config: Config; language: Locale },
): Promise<InvoiceRow> {
  const actor = { type: "system", name: null } as const;
  const [row] = await tx
    .insert(invoices)
    .values({
      kind: "deposit",
      clientId: quote.clientId,
      addressId: quote.addressId,
      quoteId: quote.id,
      title: DEPOSIT_WORDS[o.language].title(quote.title),
      lines: [
        {
          id: randomUUID(),
          description: DEPOSIT_WORDS[o.language].line(quote.number),
          quantity: 1,
          unitPriceCents: o.depositCents,
          lineTotalCents: o.depositCents,
        },
      ],
      province: quote.province,
      subtotalCents: o.depositCents,
      totalCents: o.depositCents,
      terms: "on_receipt",
    })
    .returning();
  await recordInvoiceEvent(tx, { invoiceId: row!.id, kind: "created", actor, details: { quote: quote.number } });
  return issueRow(tx, row!, { issueDate: o.today, actor, today: o.today, config: o.config });
}
