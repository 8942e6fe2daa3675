import type { QuoteLine, QuoteLineForm } from "../../../shared/schemas/quotes";

// What an invoice of completed visits bills (decision 073), as a pure function of the visits and
// their quotes: each visit its quote's lines billed on every visit (the optional ones only when the
// client chose them), and a quote's one-time lines once, with its first visit on the invoice,
// unless an earlier invoice carried them.

export type BilledQuote = { id: string; lines: readonly QuoteLine[]; chosen: ReadonlySet<string> };
export type BilledVisit = { id: string; date: string; quote: BilledQuote };

/** The lines of `visits` (in date order), and for each quote whose one-time lines they carry, the visit that carries them. */
export function visitLines(
  visits: readonly BilledVisit[],
  options: { oneTimeBilled: ReadonlySet<string>; dateLabel?: (date: string) => string },
): { lines: QuoteLineForm[]; oneTimeWith: Map<string, string> } {
  const oneTimeWith = new Map<string, string>();
  const lines: QuoteLineForm[] = [];
  const ordered = [...visits].sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id));
  for (const visit of ordered) {
    const { quote } = visit;
    const billed = quote.lines.filter((l) => !l.optional || quote.chosen.has(l.id));
    const carriesOneTime = !options.oneTimeBilled.has(quote.id) && !oneTimeWith.has(quote.id) && billed.some((l) => l.oneTime);
    if (carriesOneTime) oneTimeWith.set(quote.id, visit.id);
    for (const line of billed) {
      if (line.oneTime && !carriesOneTime) continue;
      const label = options.dateLabel?.(visit.date);
      lines.push({
        description: label ? `${label} · ${line.description}` : line.description,
        quantity: line.quantity,
        unitPriceCents: line.unitPriceCents,
        optional: false,
        oneTime: false,
      });
    }
  }
  return { lines, oneTimeWith };
}
