import { eq } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { businessDay } from "../../shared/business-time";
import { localeFormat } from "../../shared/locale-format";
import { addDays } from "../../shared/calendar-date";
import type { InvoiceDetail } from "../../shared/schemas/invoices";
import type { QuoteDetail } from "../../shared/schemas/quotes";
import type { ServiceVisitDetail, ServiceVisitInvoiced, ServiceVisitsInvoiced } from "../../shared/schemas/service-visits";
import { invoiceVisits, invoices, quotes, serviceVisits } from "../db/schema/index";
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
    // The quote's prices, taxed by the address's province (13% HST in Ontario).
    expect(read).toMatchObject({ status: "draft", quoteId: v.quoteId, addressId: v.addressId, subtotalCents: 12_000, totalCents: 13_560, terms: "net_30" });
    expect(read.title).toMatch(/^Weekly cleaning - visit of /);
    expect(read.lines).toEqual([expect.objectContaining({ description: "Weekly cleaning", unitPriceCents: 12_000, quantity: 1 })]);
    const [row] = await ctx.database.db.select().from(invoices).where(eq(invoices.id, made.id));
    expect(row!.kind).toBe("visits");
    expect(await ctx.database.db.select().from(invoiceVisits).where(eq(invoiceVisits.invoiceId, made.id))).toEqual([
      { invoiceId: made.id, visitId: v.id, quoteId: v.quoteId, oneTime: false, live: true },
    ]);
    expect((await adminCall<ServiceVisitDetail>(ctx, `${SERVICE_VISITS}/${v.id}`)).visit.invoiceId).toBe(made.id);

    // One visit, one invoice: a second is a 409 until the first is voided.
    expect(await refused(v.id, "conflict")).toMatchObject({ status: 409, message: "This visit already has an invoice." });
    await adminCall(ctx, `${INVOICES}/${made.id}/void`, { body: { reason: "Wrong" } });
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

  test("property: a quote's first visit's invoice bills what its own invoice bills; later visits leave out the one-time lines", async () => {
    const line = fc.record({
      description: fc.constantFrom("Kitchen", "Bathrooms", "Windows", "Floors"),
      quantity: fc.integer({ min: 1, max: 40 }).map((q) => q / 4),
      unitPriceCents: fc.integer({ min: 1, max: 500_000 }),
      optional: fc.boolean(),
      oneTime: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(line, { minLength: 1, maxLength: 6 }), fc.constantFrom("ON" as const, "QC" as const), async (lines, province) => {
        fc.pre(lines.some((l) => !l.optional));
        const { clientId, addressId } = await seedQuoteClient(ctx.database, null, province);
        const { quote } = await adminCall<QuoteDetail>(ctx, QUOTES, { body: { title: "Recurring cleaning", lines, clientId, addressId } }, 201);
        await ctx.database.db.update(quotes).set({ status: "accepted" }).where(eq(quotes.id, quote.id));
        const visitInvoice = async () => {
          const made = await adminCall<ServiceVisitDetail>(
            ctx,
            SERVICE_VISITS,
            { body: { ...FORM, clientId, addressId, quoteId: quote.id, date: today } },
            201,
          );
          await complete(made.visit.id);
          return (await adminCall<InvoiceDetail>(ctx, `${INVOICES}/${(await invoice(made.visit.id)).invoice.id}`)).invoice;
        };
        const first = await visitInvoice();
        const second = await visitInvoice();
        const whole = (await adminCall<InvoiceDetail>(ctx, `${INVOICES}/from-quote`, { body: { quoteId: quote.id } }, 201)).invoice;
        const billed = (i: InvoiceDetail["invoice"]) => ({
          lines: i.lines.map(({ id: _id, ...l }) => l),
          subtotalCents: i.subtotalCents,
          taxCents: i.taxCents,
          totalCents: i.totalCents,
        });
        expect(billed(first)).toEqual(billed(whole));
        const [stored] = await ctx.database.db.select().from(quotes).where(eq(quotes.id, quote.id));
        expect(first.totalCents).toBe(stored!.totalCents);
        // Later visits: the lines billed on every visit only, their money computed as for any invoice.
        const everyVisit = lines.filter((l) => !l.optional && !l.oneTime).map((l) => l.description);
        expect(second.lines.map((l) => l.description)).toEqual(everyVisit);
        expect(second.subtotalCents).toBe(second.lines.reduce((sum, l) => sum + l.lineTotalCents, 0));
        expect(second.totalCents).toBe(second.subtotalCents + second.taxCents);
        if (!lines.some((l) => !l.optional && l.oneTime)) expect(billed(second)).toEqual(billed(first));
      }),
      { numRuns: 8 },
    );
  });

  test("a batch: one draft per client and address, each visit dated on it, a quote's one-time line once; all or nothing", async () => {
    const { clientId, addressId } = await seedQuoteClient(ctx.database, null);
    const { quote } = await adminCall<QuoteDetail>(
      ctx,
      QUOTES,
      {
        body: {
          title: "Weekly cleaning",
          clientId,
          addressId,
          lines: [
            { description: "Weekly cleaning", quantity: 1, unitPriceCents: 12_000 },
            { description: "Oven cleaning", quantity: 1, unitPriceCents: 4_500, oneTime: true },
          ],
        },
      },
      201,
    );
    await ctx.database.db.update(quotes).set({ status: "accepted" }).where(eq(quotes.id, quote.id));
    const at = async (date: string) => {
      // Made today, then done on an earlier day (visits are not scheduled in the past).
      const made = await adminCall<ServiceVisitDetail>(ctx, SERVICE_VISITS, { body: { ...FORM, clientId, addressId, quoteId: quote.id, date: today } }, 201);
      await ctx.database.db
        .update(serviceVisits)
        .set({ visitDate: date, status: "completed", completedAt: new Date() })
        .where(eq(serviceVisits.id, made.visit.id));
      return made.visit.id;
    };
    const a = await at(addDays(today, -7));
    const b = await at(addDays(today, -14));
    const other = await visit();
    await complete(other.id);
    const pending = await visit({ date: addDays(today, 3) });

    // A visit not completed refuses the batch: nothing is written.
    const batch = (visitIds: string[]) => adminError(ctx, `${SERVICE_VISITS}/invoice`, { method: "POST", body: { visitIds } }, "conflict");
    expect(await batch([a, b, pending.id])).toMatchObject({ status: 409, message: "Only a completed visit can be invoiced." });
    expect(await ctx.database.db.select().from(invoices)).toEqual([]);

    const { invoices: made } = await adminCall<ServiceVisitsInvoiced>(
      ctx,
      `${SERVICE_VISITS}/invoice`,
      { body: { visitIds: [a, b, other.id], terms: "net_30" } },
      201,
    );
    expect(made).toHaveLength(2);
    const read = await Promise.all(made.map(async (m) => (await adminCall<InvoiceDetail>(ctx, `${INVOICES}/${m.id}`)).invoice));
    const mine = read.find((i) => i.lines.length === 3)!;
    expect(mine).toMatchObject({ status: "draft", kind: "visits", terms: "net_30", subtotalCents: 2 * 12_000 + 4_500 });
    // The earlier visit first, with the one-time line.
    expect(mine.lines.map((l) => l.description)).toEqual([
      expect.stringMatching(/· Weekly cleaning$/),
      expect.stringMatching(/· Oven cleaning$/),
      expect.stringMatching(/· Weekly cleaning$/),
    ]);
    expect(mine.title).toMatch(/^Weekly cleaning - visits of /);
    // Billed once: again is a 409 that says so.
    expect(await batch([a])).toMatchObject({ status: 409, message: "This visit already has an invoice." });
    const dayOf = (id: string) => ctx.database.db.select({ d: serviceVisits.visitDate }).from(serviceVisits).where(eq(serviceVisits.id, id));
    const [{ d }] = (await dayOf(b)) as [{ d: string }];
    expect(await batch([b, other.id])).toMatchObject({ status: 409, message: expect.stringMatching(/^The visits of .+; .+ already have invoices\.$/) });
    const fresh = await visit();
    await complete(fresh.id);
    expect(await batch([b, fresh.id])).toMatchObject({ status: 409, message: `The visit of ${localeFormat("en").date(d)} already has an invoice.` });
  });

  test("a batch refused: no visits or too many (400 naming visitIds), an id that is no visit's (404)", async () => {
    const bad = (body: object, code: "validation" | "not_found") => adminError(ctx, `${SERVICE_VISITS}/invoice`, { method: "POST", body }, code);
    expect((await bad({ visitIds: [] }, "validation")).fields).toEqual({ visitIds: "Choose at least one completed visit to invoice." });
    expect((await bad({ visitIds: ["nope"] }, "validation")).fields).toEqual({ visitIds: "Each visit must be a visit id" });
    expect((await bad({}, "validation")).fields).toEqual({ visitIds: "Visits must be a list of visit ids" });
    const many = Array.from({ length: 201 }, () => crypto.randomUUID());
    expect((await bad({ visitIds: many }, "validation")).fields).toEqual({ visitIds: "At most 200 visits can be invoiced at once." });
    expect((await bad({ visitIds: [crypto.randomUUID()] }, "not_found")).message).toBe("Service visit not found");
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
