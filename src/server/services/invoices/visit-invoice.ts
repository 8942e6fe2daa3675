import { and, asc, eq, inArray } from "drizzle-orm";
import { localeFormat } from "../../../shared/locale-format";
import type { PaymentTerms } from "../../../shared/schemas/invoices";
import type { Db } from "../../db/client";
import { invoiceVisits, serviceVisits } from "../../db/schema/index";
import { transaction } from "../../db/transaction";
import type { Config } from "../../env";
import { AppError, notFound } from "../../errors";
import { recordAudit } from "../common/record-audit";
import { billVisits } from "./bill-visits";
import type { InvoiceActor } from "./record-event";

const en = localeFormat("en");

type StaffActor = Extract<InvoiceActor, { type: "staff" }> & { email: string };

/** A batch names the days of its visits a live invoice already bills (409). */
async function refuseBilled(tx: Db, ids: string[]): Promise<void> {
  const billed = await tx
    .select({ date: serviceVisits.visitDate })
    .from(invoiceVisits)
    .innerJoin(serviceVisits, eq(serviceVisits.id, invoiceVisits.visitId))
    .where(and(inArray(invoiceVisits.visitId, ids), eq(invoiceVisits.live, true)))
    .orderBy(asc(serviceVisits.visitDate));
  if (!billed.length) return;
  const days = billed.map((b) => en.date(b.date) ?? b.date);
  throw new AppError(
    "conflict",
    days.length === 1 ? `The visit of ${days[0]} already has an invoice.` : `The visits of ${days.join("; ")} already have invoices.`,
  );
}

/**
 * Draft invoices for completed visits, made by staff (decision 073): one visit
 * (POST /api/admin/service-visits/{id}/invoice) or a batch (POST /api/admin/service-visits/invoice),
 * one invoice per client and address. All or nothing: a visit not completed, without a quote or
 * already billed by a live invoice refuses the batch (409), an unknown one is a 404.
 */
export function invoiceVisitsByStaff(options: {
  db: Db;
  actor: StaffActor;
  visitIds: readonly string[];
  terms: PaymentTerms;
  config: Pick<Config, "taxNumbers">;
}): Promise<{ invoices: { id: string }[] }> {
  const { db, actor, visitIds, terms, config } = options;
  return transaction(db, async (tx) => {
    const ids = [...new Set(visitIds)];
    const rows = await tx
      .select({ id: serviceVisits.id, clientId: serviceVisits.clientId, addressId: serviceVisits.addressId })
      .from(serviceVisits)
      .where(inArray(serviceVisits.id, ids))
      .orderBy(asc(serviceVisits.clientId), asc(serviceVisits.addressId), asc(serviceVisits.visitDate));
    if (rows.length !== ids.length) throw notFound("serviceVisit");
    if (ids.length > 1) await refuseBilled(tx, ids);
    const groups = new Map<string, typeof rows>();
    for (const r of rows) groups.set(`${r.clientId}/${r.addressId}`, [...(groups.get(`${r.clientId}/${r.addressId}`) ?? []), r]);
    const made: { id: string }[] = [];
    for (const group of groups.values()) made.push(await billVisits(tx, { visitIds: group.map((r) => r.id), terms, actor }, config));
    await recordAudit({
      db: tx,
      actor: { userId: actor.userId, email: actor.email },
      entries: made.map((invoice) => ({ action: "invoice.create", entity: "invoice", entityId: invoice.id, details: { visits: String(ids.length) } })),
    });
    return { invoices: made };
  });
}
