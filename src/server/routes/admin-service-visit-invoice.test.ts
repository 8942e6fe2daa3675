import { eq } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { businessDay } from "../../shared/business-time";
import { addDays } from "../../shared/calendar-date";
import type { InvoiceDetail } from "../../shared/schemas/invoices";
import type { QuoteDetail } from "../../shared/schemas/quotes";
import type { ServiceVisitDetail, ServiceVisitInvoiced } from "../../shared/schemas/service-visits";
import { invoices, quotes } from "../db/schema/index";
import { useClientTestApp } from "../test/client-fixtures";
import { adminCall, adminError } from "../test/lead-fixtures";
import { QUOTES, quoteRow, seedQuoteClient } from "../test/quote-fixtures";
import { SERVICE_VISITS } from "../test/service-visit-fixtures";
import { testDbKinds } from "../test/test-db";

// Per-visit billing: a completed visit raises a draft invoice from its quote's lines and prices,
// once; every refused case.

const today = businessDay();
const INVOICES = "/api/admin/invoices";
const FORM = { windowStart: "08:00", windowEnd: "10:00", service: "Weekly cleaning", staff: [] } as const;

describe.each(testDbKinds)("a service visit's invoice on %s", (kind) => {
  const ctx = useClientTestApp(kind);
  const visit = async (o: { quote?: boolean; date?: string } = {}) => {
    const { clientId, addressId } = await seedQuoteClient(ctx.database, null);
    const quoteId =
      o.quote === false
        ? null
        : (
            await ctx.database.db
              .insert(quotes)
              .values({
                ...quoteRow({ clientId, title: "Weekly cleaning", totalCents: 12_000, status: "accepted", quoteDate: today, validUntil: addDays(today, 30) }),
                addressId,
                province: "ON",
              })
              .returning({ id: quotes.id })
          )[0]!.id;
    const made = await adminCall<ServiceVisitDetail>(ctx, SERVICE_VISITS, { body: { ...FORM, clientId, addressId, quoteId, date: o.date ?? today } }, 201);
    return { ...made.visit, quoteId };
  };
  const complete = (id: string) => adminCall<ServiceVisitDetail>(ctx, `${SERVICE_VISITS}/${id}/complete`, { body: {} });
  const invoice = (id: string, body: object = {}) => adminCall<ServiceVisitInvoiced>(ctx, `${SERVICE_VISITS}/${id}/invoice`, { body }, 201);
  const refused = (id: string, code: "conflict" | "not_found" | "validation", body: object = {}) =>
    adminError(ctx, `${SERVICE_VISITS}/${id}/invoice`, { method: "POST", body }, code);

  test("a completed visit's invoice: a draft with its quote's lines and total, at its address, tied to it; the visit shows it", async () => {
    const v = await visit();
    await complete(v.id);
    const { invoice: made } = await invoice(v.id, { terms: "net_30" });
    const { invoice: read } = await adminCall<InvoiceDetail>(ctx, `${INVOICES}/${made.id}`);
    expect(read).toMatchObject({ status: "draft", quoteId: v.quoteId, addressId: v.addressId, totalCents: 12_000, terms: "net_30" });
    expect(read.title).toMatch(/^Weekly cleaning - visit of /);
    expect(read.lines).toEqual([expect.objectContaining({ description: "Weekly cleaning", unitPriceCents: 12_000, quantity: 1 })]);
    const [row] = await ctx.database.db.select().from(invoices).where(eq(invoices.id, made.id));
    expect(row!.visitId).toBe(v.id);
    expect((await adminCall<ServiceVisitDetail>(ctx, `${SERVICE_VISITS}/${v.id}`)).visit.invoiceId).toBe(made.id);

    // One visit, one invoice: a second is a 409 until the first is voided.
    expect(await refused(v.id, "conflict")).toMatchObject({ status: 409, message: "This visit already has an invoice." });
    await ctx.database.db.update(invoices).set({ status: "void", voidReason: "Wrong", voidedAt: new Date() }).where(eq(invoices.id, made.id));
    expect((await adminCall<ServiceVisitDetail>(ctx, `${SERVICE_VISITS}/${v.id}`)).visit.invoiceId).toBeNull();
    const { invoice: again } = await invoice(v.id);
    expect(again.id).not.toBe(made.id);
  });

  test("several visits of one quote each get their invoice, and the quote's own invoice for the work is still possible", async () => {
    const first = await visit();
    await complete(first.id);
    const [row] = await ctx.database.db.select().from(quotes).where(eq(quotes.id, first.quoteId!));
    const second = (
      await adminCall<ServiceVisitDetail>(
        ctx,
        SERVICE_VISITS,
        {
          body: { ...FORM, clientId: row!.clientId, addressId: row!.addressId, quoteId: row!.id, date: today },
        },
        201,
      )
    ).visit;
    await complete(second.id);
    const a = (await invoice(first.id)).invoice.id;
    const b = (await invoice(second.id)).invoice.id;
    expect(a).not.toBe(b);
    await adminCall<InvoiceDetail>(ctx, `${INVOICES}/from-quote`, { body: { quoteId: row!.id } }, 201);
  });

  test("property: a visit's invoice bills exactly what the quote's own invoice bills (lines, subtotal, taxes, total)", async () => {
    const line = fc.record({
      description: fc.constantFrom("Kitchen", "Bathrooms", "Windows", "Floors"),
      quantity: fc.integer({ min: 1, max: 40 }).map((q) => q / 4),
      unitPriceCents: fc.integer({ min: 1, max: 500_000 }),
      optional: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(line, { minLength: 1, maxLength: 6 }), fc.constantFrom("ON" as const, "QC" as const), async (lines, province) => {
        fc.pre(lines.some((l) => !l.optional));
        const { clientId, addressId } = await seedQuoteClient(ctx.database, null, province);
        const { quote } = await adminCall<QuoteDetail>(ctx, QUOTES, { body: { title: "Recurring cleaning", lines, clientId, addressId } }, 201);
        await ctx.database.db.update(quotes).set({ status: "accepted" }).where(eq(quotes.id, quote.id));
        const made = await adminCall<ServiceVisitDetail>(ctx, SERVICE_VISITS, { body: { ...FORM, clientId, addressId, quoteId: quote.id, date: today } }, 201);
        await complete(made.visit.id);
        const perVisit = (await adminCall<InvoiceDetail>(ctx, `${INVOICES}/${(await invoice(made.visit.id)).invoice.id}`)).invoice;
        const whole = (await adminCall<InvoiceDetail>(ctx, `${INVOICES}/from-quote`, { body: { quoteId: quote.id } }, 201)).invoice;
        const billed = (i: InvoiceDetail["invoice"]) => ({ lines: i.lines, subtotalCents: i.subtotalCents, taxCents: i.taxCents, totalCents: i.totalCents });
        expect(billed(perVisit)).toEqual(billed(whole));
        const [stored] = await ctx.database.db.select().from(quotes).where(eq(quotes.id, quote.id));
        expect(perVisit.totalCents).toBe(stored!.totalCents);
      }),
      { numRuns: 8 },
    );
  });

  test("refused: a visit not completed (409), a visit without a quote (409), bad terms (400), an unknown or malformed id (404)", async () => {
    const scheduled = await visit({ date: addDays(today, 2) });
    expect(await refused(scheduled.id, "conflict")).toMatchObject({ status: 409, message: "Only a completed visit can be invoiced." });
    const cancelled = await visit();
    await adminCall(ctx, `${SERVICE_VISITS}/${cancelled.id}/cancel`, { body: {} });
    expect(await refused(cancelled.id, "conflict")).toMatchObject({ status: 409, message: "Only a completed visit can be invoiced." });
    const noQuote = await visit({ quote: false });
    await complete(noQuote.id);
    expect(await refused(noQuote.id, "conflict")).toMatchObject({ status: 409, message: "This visit has no quote to price it from." });
    const done = await visit();
    await complete(done.id);
    expect((await refused(done.id, "validation", { terms: "net_90" })).fields).toEqual({ terms: "Payment terms must be on receipt, net 15 or net 30" });
    expect((await refused("00000000-0000-4000-8000-000000000000", "not_found")).message).toBe("Service visit not found");
    expect((await refused("nope", "not_found")).message).toBe("Service visit not found");
    expect(await ctx.database.db.select().from(invoices)).toEqual([]);
  });
});
