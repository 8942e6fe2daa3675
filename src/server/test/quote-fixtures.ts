import { randomUUID } from "node:crypto";
import type { QuoteStatus } from "../../shared/options/billing";
import { quotes } from "../db/schema/index";

/** A quote row as tests insert it directly: one line at `totalCents`, no tax, a unique number. */
export function quoteRow(q: { clientId: string; title: string; totalCents: number; status: QuoteStatus; quoteDate: string; validUntil: string }) {
  return {
    ...q,
    number: `Q-TEST-${randomUUID().slice(0, 8)}`,
    subtotalCents: q.totalCents,
    lines: [{ id: randomUUID(), description: q.title, quantity: 1, unitPriceCents: q.totalCents, lineTotalCents: q.totalCents, optional: false }],
  } satisfies typeof quotes.$inferInsert;
}
