import { sql } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { INVOICE_ACTIONS, invoiceRefusal } from "../../shared/billing/invoice-actions";
import { businessDay } from "../../shared/business-time";
import { addDays } from "../../shared/calendar-date";
import { ADMIN_INVOICE_STATES, type InvoiceDetail, type InvoiceList, type InvoiceStats } from "../../shared/schemas/invoices";
import type { QuoteDetail } from "../../shared/schemas/quotes";
import { invoices } from "../db/schema/index";
import { rowsOf } from "../test/auth-fixtures";
import { useClientTestApp } from "../test/client-fixtures";
import { adminCall, adminError } from "../test/lead-fixtures";
import { invoiceRow } from "../test/invoice-fixtures";
import { QUOTE_FORM, QUOTES, seedQuoteClient } from "../test/quote-fixtures";
import { testDbKinds } from "../test/test-db";

// The admin's invoices: drafts by hand and from an accepted quote, issuing with gapless numbers,
// payments, credit notes, voids, the deposit carried from a quote, every refused transition, the
// list and its cards. The portal's side: portal-invoices.test.ts.

const INVOICES = "/api/admin/invoices";
const today = businessDay();
const year = today.slice(0, 4);
const FORM = {
  title: "Move-out cleaning",
  lines: [
    { description: "Kitchen and bathrooms", quantity: 1, unitPriceCents: 20_000 },
    { description: "Windows", quantity: 2.5, unitPriceCents: 3_333 },
  ],
  terms: "net_15",
  notes: "Key under the mat",
} as const;

describe.each(testDbKinds)("admin invoices on %s", (kind) => {
  const ctx = useClientTestApp(kind);
  const post = (path: string, body: unknown = {}) => adminCall<InvoiceDetail>(ctx, `${INVOICES}/${path}`, { body });
  const refused = (path: string, body: unknown, code: "validation" | "conflict", method = "POST") => adminError(ctx, path, { method, body }, code);
  const count = async (table: string) => (await rowsOf<{ n: number }>(ctx.database, sql`select count(*)::int as n from ${sql.identifier(table)}`))[0]!.n;
  const get = async (id: string) => (await adminCall<InvoiceDetail>(ctx, `${INVOICES}/${id}`)).invoice;
  let clientCount = 0;
  const draftFor = async (province: "ON" | "QC" = "ON", email: string | null = `client${++clientCount}@example.com`, form: object = FORM) => {
    const { clientId, addressId } = await seedQuoteClient(ctx.database, email, province);
    return (await adminCall<InvoiceDetail>(ctx, INVOICES, { body: { ...form, clientId, addressId } }, 201)).invoice;
  };
  const issued = async (email?: string | null) => (await post(`${(await draftFor("ON", email)).id}/issue`)).invoice;
  const pay = (id: string, amountCents: number, reference?: string, paidOn = today) =>
    post(`${id}/payments`, { amountCents, paidOn, method: "etransfer", reference });
  const mails = () =>
    rowsOf<{ kind: string; to: string; subject: string; text: string; files: string[] }>(
      ctx.database,
      sql`select kind, "to", subject, text, array(select filename from outbox_attachments a where a.outbox_id = o.id) as files from outbox o order by created_at, id`,
    );

  test("a draft by hand: lines priced, HST on the subtotal; issuing numbers it, dates it and e-mails it with the PDF", async () => {
    const draft = await draftFor("ON", "jane@example.com");
    // $200 + 2.5 × $33.33 = $283.325 → $283.33 (half-up); HST 13% = $36.83.
    expect(draft).toMatchObject({
      number: null,
      status: "draft",
      issueDate: null,
      dueDate: null,
      subtotalCents: 28_333,
      taxes: [{ code: "HST", rate: 13_000, amountCents: 3_683 }],
      totalCents: 32_016,
      balanceCents: 32_016,
      events: [{ kind: "created", actor: { type: "staff", name: "boss" } }],
    });
    const edited = (
      await adminCall<InvoiceDetail>(ctx, `${INVOICES}/${draft.id}`, {
        method: "PUT",
        body: { ...FORM, addressId: draft.addressId, terms: "net_30", lines: [FORM.lines[0]] },
      })
    ).invoice;
    expect(edited).toMatchObject({ totalCents: 22_600, terms: "net_30" });

    const { invoice } = await post(`${draft.id}/issue`);
    expect(invoice).toMatchObject({ number: `F-${year}-0001`, status: "outstanding", issueDate: today, dueDate: addDays(today, 30) });
    expect(invoice.events.map((e) => e.kind)).toEqual(["created", "updated", "issued", "sent"]);
    const [mail] = await mails();
    expect(mail).toMatchObject({
      kind: "invoice.send",
      to: "jane@example.com",
      subject: `Invoice F-${year}-0001 - Maple Crest Cleaning`,
      files: [`F-${year}-0001.pdf`],
    });
    expect(mail!.text).toContain(`${ctx.t.config.appUrl}/client-dashboard/invoices/${draft.id}?email=jane%40example.com`);

    const pdf = await ctx.t.app.request(`${INVOICES}/${draft.id}/pdf?download=1`, { headers: { cookie: ctx.admin } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-disposition")).toContain(`F-${year}-0001.pdf`);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 4)
        .toString(),
    ).toBe("%PDF");
  });

  test("an issue date in the past sets the due date from it; one in the future is refused", async () => {
    const draft = await draftFor();
    expect((await refused(`${INVOICES}/${draft.id}/issue`, { issueDate: addDays(today, 1) }, "validation")).fields).toEqual({
      issueDate: "Issue date cannot be in the future.",
    });
    const { invoice } = await post(`${draft.id}/issue`, { issueDate: addDays(today, -20) });
    expect(invoice).toMatchObject({ issueDate: addDays(today, -20), dueDate: addDays(today, -5), status: "overdue" });
  });

  test("bad input is a 400 naming the field, and nothing is written", async () => {
    const { clientId, addressId } = await seedQuoteClient(ctx.database, "x@example.com", "AB");
    const cases: [unknown, string][] = [
      [{ ...FORM, clientId, addressId, title: " " }, "title"],
      [{ ...FORM, clientId, addressId, lines: [] }, "lines"],
      [{ ...FORM, clientId, addressId, terms: "net_90" }, "terms"],
      [{ ...FORM, clientId: "nope", addressId }, "clientId"],
      [{ ...FORM, clientId, addressId }, "addressId"],
      [{ ...FORM, clientId: "00000000-0000-4000-8000-000000000000", addressId }, "clientId"],
    ];
    for (const [body, field] of cases) expect(Object.keys((await refused(INVOICES, body, "validation")).fields!), field).toEqual([field]);
    expect(await count("invoices")).toBe(0);
    const invoice = await issued();
    for (const [body, field] of [
      [{ amountCents: 0, paidOn: today, method: "cash" }, "amountCents"],
      [{ amountCents: 100, paidOn: "2026-02-30", method: "cash" }, "paidOn"],
      [{ amountCents: 100, paidOn: addDays(today, 1), method: "cash" }, "paidOn"],
      [{ amountCents: 100, paidOn: today, method: "bitcoin" }, "method"],
      [{ amountCents: 1.5, paidOn: today, method: "cash" }, "amountCents"],
    ] as const) {
      expect(Object.keys((await refused(`${INVOICES}/${invoice.id}/payments`, body, "validation")).fields!), field).toEqual([field]);
    }
    expect(await count("invoice_payments")).toBe(0);
  });

  test("payments: partial ones lower the balance, more than the balance or a reference twice is a 409, the last one makes it paid; each gets a receipt", async () => {
    const invoice = await issued("jane@example.com");
    const partial = (await pay(invoice.id, 10_000, "CA1234")).invoice;
    expect(partial).toMatchObject({ status: "outstanding", paidCents: 10_000, balanceCents: invoice.totalCents - 10_000 });
    expect(partial.payments).toMatchObject([{ amountCents: 10_000, method: "etransfer", reference: "CA1234", source: "staff", recordedBy: "boss" }]);

    const before = await rowsOf(ctx.database, sql`select * from invoices where id = ${invoice.id}`);
    const tooMuch = await refused(`${INVOICES}/${invoice.id}/payments`, { amountCents: invoice.totalCents, paidOn: today, method: "cash" }, "conflict");
    expect(tooMuch.message).toBe(
      `This payment of $${(invoice.totalCents / 100).toFixed(2)} is more than the balance of $${((invoice.totalCents - 10_000) / 100).toFixed(2)}: record at most the balance.`,
    );
    const twice = await refused(
      `${INVOICES}/${invoice.id}/payments`,
      { amountCents: 100, paidOn: today, method: "etransfer", reference: "ca1234" },
      "conflict",
    );
    expect(twice.message).toBe('A payment with the reference "ca1234" is already recorded on this invoice.');
    expect(await rowsOf(ctx.database, sql`select * from invoices where id = ${invoice.id}`)).toEqual(before);

    const paid = (await pay(invoice.id, invoice.totalCents - 10_000)).invoice;
    expect(paid).toMatchObject({ status: "paid", balanceCents: 0 });
    expect(paid.events.map((e) => e.kind).slice(-3)).toEqual(["payment_recorded", "payment_recorded", "paid"]);
    const receipts = (await mails()).filter((m) => m.kind === "invoice.receipt");
    expect(receipts.map((m) => m.to)).toEqual(["jane@example.com", "jane@example.com"]);
    // (Two messages queued within one clock tick have no order: each is looked for by its words.)
    expect(receipts.filter((m) => m.text.includes("The balance still due is"))).toHaveLength(1);
    expect(receipts.filter((m) => m.text.includes("This invoice is now paid in full."))).toHaveLength(1);
  });

  test("credit notes: their own numbers, at most the balance; an invoice credited to nothing is settled", async () => {
    const invoice = await issued();
    const credited = (await post(`${invoice.id}/credits`, { amountCents: 2_000, reason: "Missed a window" })).invoice;
    expect(credited).toMatchObject({
      creditedCents: 2_000,
      balanceCents: invoice.totalCents - 2_000,
      credits: [{ kind: "credit_note", number: `C-${year}-0001`, amountCents: 2_000, reason: "Missed a window" }],
    });
    const error = await refused(`${INVOICES}/${invoice.id}/credits`, { amountCents: invoice.totalCents, reason: "All of it" }, "conflict");
    expect(error.message).toContain("is more than the balance of");
    const settled = (await post(`${invoice.id}/credits`, { amountCents: invoice.totalCents - 2_000, reason: "Goodwill" })).invoice;
    expect(settled).toMatchObject({ status: "paid", balanceCents: 0, credits: [{ number: `C-${year}-0001` }, { number: `C-${year}-0002` }] });
  });

  test("void: keeps the number and the reason; a draft can be voided; one with payments is refused", async () => {
    const draft = await draftFor();
    expect((await refused(`${INVOICES}/${draft.id}/void`, { reason: "" }, "validation")).fields).toEqual({ reason: "Reason is required." });
    expect((await post(`${draft.id}/void`, { reason: "Made by mistake" })).invoice).toMatchObject({
      status: "void",
      number: null,
      voidReason: "Made by mistake",
    });
    const invoice = await issued();
    const voided = (await post(`${invoice.id}/void`, { reason: "Wrong client" })).invoice;
    expect(voided).toMatchObject({ status: "void", number: invoice.number, voidReason: "Wrong client" });
    const paidSome = await issued();
    await pay(paidSome.id, 500);
    const error = await refused(`${INVOICES}/${paidSome.id}/void`, { reason: "Oops" }, "conflict");
    expect(error.message).toBe("This invoice has $5.00 in payments recorded and cannot be voided: add a credit note for the difference instead.");
  });

  test("every refused transition answers 409 with the reason, and changes nothing", async () => {
    const states = {
      draft: await draftFor(),
      outstanding: await issued(),
      overdue: await issued(),
      paid: await issued(),
      void: await draftFor(),
    };
    await ctx.database.db.execute(sql`update invoices set due_date = ${addDays(today, -1)} where id = ${states.overdue.id}`);
    await pay(states.paid.id, states.paid.totalCents);
    await post(`${states.void.id}/void`, { reason: "Duplicate" });
    const routes = {
      edit: ["PUT", "", (i: InvoiceDetail["invoice"]) => ({ ...FORM, addressId: i.addressId })],
      issue: ["POST", "/issue", () => ({})],
      resend: ["POST", "/resend", () => ({})],
      void: ["POST", "/void", () => ({ reason: "Because" })],
      credit: ["POST", "/credits", () => ({ amountCents: 1, reason: "Because" })],
      record_payment: ["POST", "/payments", () => ({ amountCents: 1, paidOn: today, method: "cash" })],
    } as const;
    for (const state of ADMIN_INVOICE_STATES) {
      const invoice = await get(states[state].id);
      expect(invoice.status).toBe(state);
      for (const action of INVOICE_ACTIONS) {
        const reason = invoiceRefusal(state, action);
        if (!reason || !(action in routes)) continue;
        const [method, suffix, body] = routes[action as keyof typeof routes];
        const before = await rowsOf(ctx.database, sql`select * from invoices where id = ${invoice.id}`);
        const error = await refused(`${INVOICES}/${invoice.id}${suffix}`, body(invoice), "conflict", method);
        expect({ status: error.status, message: error.message }, `${action} on ${state}`).toEqual({ status: 409, message: reason });
        expect(await rowsOf(ctx.database, sql`select * from invoices where id = ${invoice.id}`)).toEqual(before);
      }
    }
  });

  test("numbers are gapless and never reused: ten drafts issued at once get 0001 to 0010; a failed issue gives its number back", async () => {
    const drafts = await Promise.all(Array.from({ length: 10 }, () => draftFor()));
    const numbers = await Promise.all(drafts.map(async (d) => (await post(`${d.id}/issue`)).invoice.number));
    expect(numbers.sort()).toEqual(Array.from({ length: 10 }, (_, i) => `F-${year}-${String(i + 1).padStart(4, "0")}`));
    // A client without an e-mail is still issued (nothing to send); a refused issue takes no number.
    const noMail = await draftFor("ON", null);
    await refused(`${INVOICES}/${noMail.id}/issue`, { issueDate: addDays(today, 1) }, "validation");
    expect((await post(`${noMail.id}/issue`)).invoice).toMatchObject({ number: `F-${year}-0011`, events: [{ kind: "created" }, { kind: "issued" }] });
  });

  describe("from a quote", () => {
    const acceptedQuote = async (deposit: object = { kind: "none" }) => {
      const { clientId, addressId } = await seedQuoteClient(ctx.database, `quote${++clientCount}@example.com`);
      const { quote } = await adminCall<QuoteDetail>(ctx, QUOTES, { body: { ...QUOTE_FORM, clientId, addressId, deposit } }, 201);
      await adminCall(ctx, `${QUOTES}/${quote.id}/send`, { body: {} });
      const oven = quote.lines.find((l) => l.optional)!.id;
      return (
        await adminCall<QuoteDetail>(ctx, `${QUOTES}/${quote.id}/accept`, {
          body: { version: 1, signedName: "Jane Doe", note: "By phone", optionalLineIds: [oven] },
        })
      ).quote;
    };

    test("its lines with the optional items chosen, its taxes and total; one live invoice per quote; only accepted quotes", async () => {
      const quote = await acceptedQuote();
      const { invoice } = await adminCall<InvoiceDetail>(ctx, `${INVOICES}/from-quote`, { body: { quoteId: quote.id, terms: "on_receipt" } }, 201);
      expect(invoice).toMatchObject({
        status: "draft",
        kind: "standard",
        quoteId: quote.id,
        quoteNumber: quote.number,
        clientId: quote.clientId,
        addressId: quote.addressId,
        title: quote.title,
        subtotalCents: 30_000,
        totalCents: 33_900,
        taxes: [{ code: "HST", amountCents: 3_900 }],
        terms: "on_receipt",
      });
      expect(invoice.lines.map((l) => l.description)).toEqual(["Deep clean, main floor", "Windows", "Oven cleaning"]);
      const again = await refused(`${INVOICES}/from-quote`, { quoteId: quote.id }, "conflict");
      expect(again.message).toBe("This quote already has an invoice (a draft): void it first to make another.");
      expect((await adminCall<QuoteDetail>(ctx, `${QUOTES}/${quote.id}`)).quote.invoices).toMatchObject([
        { id: invoice.id, kind: "standard", status: "draft" },
      ]);

      const { clientId, addressId } = await seedQuoteClient(ctx.database, null);
      const draftQuote = (await adminCall<QuoteDetail>(ctx, QUOTES, { body: { ...QUOTE_FORM, clientId, addressId } }, 201)).quote;
      expect((await refused(`${INVOICES}/from-quote`, { quoteId: draftQuote.id }, "conflict")).message).toBe("Only an accepted quote can be invoiced.");
      expect((await refused(`${INVOICES}/from-quote`, { quoteId: "00000000-0000-4000-8000-000000000000" }, "validation")).fields).toEqual({
        quoteId: "Quote not found.",
      });
    });

    test("a quote with a deposit issues its deposit invoice at acceptance; once paid, the work invoice credits it", async () => {
      const quote = await acceptedQuote({ kind: "percent", percent: 25 });
      const [depositLink] = quote.invoices;
      expect(depositLink).toMatchObject({ kind: "deposit", status: "outstanding", totalCents: 8_475 });
      const deposit = await get(depositLink!.id);
      expect(deposit).toMatchObject({ number: `F-${year}-0001`, terms: "on_receipt", issueDate: today, dueDate: today, taxes: [], totalCents: 8_475 });
      expect((await mails()).map((m) => m.kind)).toContain("invoice.send");
      await pay(deposit.id, 8_475, "DEP-1");

      const work = (await adminCall<InvoiceDetail>(ctx, `${INVOICES}/from-quote`, { body: { quoteId: quote.id } }, 201)).invoice;
      expect(work).toMatchObject({
        totalCents: 33_900,
        creditedCents: 8_475,
        balanceCents: 25_425,
        credits: [{ kind: "deposit", number: `F-${year}-0001`, amountCents: 8_475 }],
      });
      const issuedWork = (await post(`${work.id}/issue`)).invoice;
      expect(issuedWork).toMatchObject({ number: `F-${year}-0002`, balanceCents: 25_425, credits: [{ kind: "deposit" }] });
      expect((await get(deposit.id)).status).toBe("paid");
    });

    test("a deposit still unpaid when the work is invoiced is voided at issue; what was paid of it is credited", async () => {
      const quote = await acceptedQuote({ kind: "amount", amountCents: 10_000 });
      const depositId = quote.invoices[0]!.id;
      await pay(depositId, 4_000);
      const work = (await adminCall<InvoiceDetail>(ctx, `${INVOICES}/from-quote`, { body: { quoteId: quote.id } }, 201)).invoice;
      expect(work.creditedCents).toBe(4_000);
      await pay(depositId, 1_000);
      const issuedWork = (await post(`${work.id}/issue`)).invoice;
      expect(issuedWork).toMatchObject({ creditedCents: 5_000, balanceCents: 33_900 - 5_000 });
      expect(await get(depositId)).toMatchObject({
        status: "void",
        voidReason: `Replaced by invoice ${issuedWork.number} for the work; payments received are credited on it.`,
      });
    });
  });

  test("the list's pages: 50 a page, newest first, each invoice once across the pages", async () => {
    const { clientId, addressId } = await seedQuoteClient(ctx.database, "pages@example.com");
    const rows = Array.from({ length: 52 }, (_, i) => ({
      ...invoiceRow({ clientId, addressId, title: `Visit ${i}`, totalCents: 10_000, status: "draft", issueDate: null, dueDate: null }),
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, 52 - i)),
    }));
    await ctx.database.db.insert(invoices).values(rows);
    const page = async (n: number) => (await adminCall<InvoiceList>(ctx, `${INVOICES}?page=${n}`)).items.map((i) => i.title);
    const titles = rows.map((r) => r.title);
    expect(await page(1)).toEqual(titles.slice(0, 50));
    expect(await page(2)).toEqual(titles.slice(50));
    expect(await page(3)).toEqual([]);
  });

  test("the list: newest first, by state, searched by number, title or client; its cards and aging", async () => {
    const late = await issued("late.payer@example.com");
    await ctx.database.db.execute(sql`update invoices set due_date = ${addDays(today, -40)} where id = ${late.id}`);
    const open = await issued();
    await pay(open.id, 1_000);
    const paid = await issued();
    await pay(paid.id, paid.totalCents);
    const draft = await draftFor("ON", null, { ...FORM, title: "Carpet shampoo" });

    const list = await adminCall<InvoiceList>(ctx, INVOICES);
    expect(list).toMatchObject({ total: 4, page: 1, pageSize: 50 });
    expect(list.items.map((i) => i.id)).toEqual([draft.id, paid.id, open.id, late.id]);
    expect(list.items[2]).toMatchObject({ status: "outstanding", balanceCents: open.totalCents - 1_000, number: open.number });
    const ids = async (q: string) => (await adminCall<InvoiceList>(ctx, `${INVOICES}?${q}`)).items.map((i) => i.id);
    expect(await ids("status=overdue")).toEqual([late.id]);
    expect(await ids("status=outstanding")).toEqual([open.id]);
    expect(await ids("status=draft")).toEqual([draft.id]);
    expect(await ids(`search=${late.number}`)).toEqual([late.id]);
    expect(await ids("search=carpet")).toEqual([draft.id]);
    expect(await ids("search=LATE.PAYER@")).toEqual([late.id]);
    expect((await refused(`${INVOICES}?status=late`, undefined, "validation", "GET")).fields).toHaveProperty("status");

    const stats = await adminCall<InvoiceStats>(ctx, `${INVOICES}/stats`);
    expect(stats).toEqual({
      outstandingCents: open.totalCents - 1_000,
      outstandingCount: 1,
      overdueCents: late.totalCents,
      overdueCount: 1,
      paidThisMonthCents: 1_000 + paid.totalCents,
      aging: { currentCents: open.totalCents - 1_000, days1to30Cents: 0, days31to60Cents: late.totalCents, over60Cents: 0 },
    });
  });

  test("property: after any payments and credits the balance is the total less both, to the cent, and never below zero", { timeout: 120_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ credit: fc.boolean(), cents: fc.integer({ min: 1, max: 40_000 }) }), { minLength: 1, maxLength: 6 }),
        async (steps) => {
          const invoice = await issued();
          let paid = 0;
          let credited = 0;
          for (const step of steps) {
            const balance = invoice.totalCents - paid - credited;
            const path = step.credit ? "credits" : "payments";
            const body = step.credit ? { amountCents: step.cents, reason: "Adjustment" } : { amountCents: step.cents, paidOn: today, method: "cash" };
            if (balance === 0) {
              expect((await refused(`${INVOICES}/${invoice.id}/${path}`, body, "conflict")).status).toBe(409);
            } else if (step.cents > balance) {
              expect((await refused(`${INVOICES}/${invoice.id}/${path}`, body, "conflict")).message).toContain("more than the balance");
            } else {
              await post(`${invoice.id}/${path}`, body);
              if (step.credit) credited += step.cents;
              else paid += step.cents;
            }
          }
          const after = await get(invoice.id);
          const sums = (
            await rowsOf<{ p: number; c: number }>(
              ctx.database,
              sql`select (select coalesce(sum(amount_cents), 0)::int from invoice_payments where invoice_id = ${invoice.id}) as p,
                     (select coalesce(sum(amount_cents), 0)::int from invoice_credits where invoice_id = ${invoice.id}) as c`,
            )
          )[0]!;
          expect({ paid: after.paidCents, credited: after.creditedCents }).toEqual({ paid: sums.p, credited: sums.c });
          expect(after.balanceCents).toBe(after.totalCents - sums.p - sums.c);
          expect(after.balanceCents).toBe(invoice.totalCents - paid - credited);
          expect(after.balanceCents).toBeGreaterThanOrEqual(0);
          expect(after.status).toBe(after.balanceCents === 0 ? "paid" : "outstanding");
        },
      ),
      { numRuns: 12 },
    );
  });
});
