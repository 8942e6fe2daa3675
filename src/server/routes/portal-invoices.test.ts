import { sql } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import type { ApiErrorBody } from "../../shared/api-error";
import { businessDay } from "../../shared/business-time";
import { addDays } from "../../shared/calendar-date";
import fc from "fast-check";
import type { PortalInvoiceDetail, PortalInvoiceList } from "../../shared/portal";
import type { InvoiceDetail, InvoiceList } from "../../shared/schemas/invoices";
import { adminCall } from "../test/lead-fixtures";
import { invoiceCredits, invoicePayments, invoices } from "../db/schema/index";
import { localeFormat } from "../../shared/locale-format";
import { rowsOf, signInNewClient } from "../test/auth-fixtures";
import { call } from "../test/auth-helpers";
import { useClientTestApp } from "../test/client-fixtures";
import { invoiceRow } from "../test/invoice-fixtures";
import { asExtracted, pdfText } from "../test/pdf-text";
import { seedQuoteClient } from "../test/quote-fixtures";
import { createTestApp } from "../test/test-app";
import { testDbKinds } from "../test/test-db";

// The client's side of an invoice in the portal: reading it (every view logged), its PDF, and
// saying an Interac e-Transfer is on its way (the company inbox is told once, however often it
// is clicked); only their own invoices, never a draft or a void one, and not once it is paid.

const PORTAL = "/api/portal/invoices";
const UA = "Mozilla/5.0 (test)";

describe.each(testDbKinds)("portal invoices on %s", (kind) => {
  const ctx = useClientTestApp(kind);
  let n = 0;

  /** A signed-in client with one invoice of `status`, due `dueIn` days from today; their cookie and the invoice. */
  async function clientWithInvoice(options: { status?: "issued" | "paid" | "draft" | "void"; dueIn?: number; totalCents?: number } = {}) {
    const { status = "issued", dueIn = 15, totalCents = 45_200 } = options;
    const email = `client${++n}-${kind}@example.com`;
    const { clientId, addressId } = await seedQuoteClient(ctx.database, email, "ON", `Client ${n}`);
    const today = businessDay();
    const [invoice] = await ctx.database.db
      .insert(invoices)
      .values(
        invoiceRow({
          clientId,
          addressId,
          title: `Deep clean ${n}`,
          totalCents,
          status,
          issueDate: status === "draft" ? null : addDays(today, -20),
          dueDate: status === "draft" ? null : addDays(today, dueIn),
        }),
      )
      .returning();
    const { cookie } = await signInNewClient(ctx.t, ctx.database, email);
    return { cookie, invoice: invoice!, email };
  }
  /** A payment of `amountCents` on the invoice, as staff would record it. */
  async function pay(invoiceId: string, amountCents: number, method: "etransfer" | "cheque" = "etransfer") {
    await ctx.database.db.insert(invoicePayments).values({ invoiceId, amountCents, paidOn: addDays(businessDay(), -2), method, source: "staff" });
    await ctx.database.db.execute(sql`update invoices set paid_cents = paid_cents + ${amountCents} where id = ${invoiceId}`);
  }
  const as = (cookie: string, path: string, body?: unknown, t = ctx.t) => call(t, `${PORTAL}${path}`, { cookie, body, headers: { "user-agent": UA } });
  const sent = (cookie: string, id: string) => as(cookie, `/${id}/etransfer-sent`, {});
  const json = async <T>(res: Response, status = 200) => {
    const text = await res.text();
    expect(res.status, text).toBe(status);
    return JSON.parse(text) as T;
  };
  const events = (invoiceId: string) =>
    rowsOf<{ kind: string; details: Record<string, string>; ip: string | null; userAgent: string | null; actorType: string }>(
      ctx.database,
      sql`select kind, details, ip, user_agent as "userAgent", actor_type as "actorType" from invoice_events where invoice_id = ${invoiceId} order by at, id`,
    );
  const notices = () =>
    rowsOf<{ to: string; subject: string; text: string }>(
      ctx.database,
      sql`select "to", subject, text from outbox where kind = 'invoice.etransfer-notify' order by created_at`,
    );

  test("the client reads their invoice whole: lines, payments in words, credits, balance; every view is logged, the PDF downloads", async () => {
    const { cookie, invoice } = await clientWithInvoice({ totalCents: 45_200 });
    await pay(invoice.id, 10_000, "cheque");
    await ctx.database.db
      .insert(invoiceCredits)
      .values({ invoiceId: invoice.id, kind: "credit_note", number: "C-TEST-1", amountCents: 5_000, reason: "Goodwill" });
    await ctx.database.db.execute(sql`update invoices set credited_cents = 5000 where id = ${invoice.id}`);

    const read = await json<PortalInvoiceDetail>(await as(cookie, `/${invoice.id}`));
    expect(read.invoice).toMatchObject({
      id: invoice.id,
      number: invoice.number,
      title: invoice.title,
      status: "outstanding",
      totalCents: 45_200,
      paidCents: 10_000,
      creditedCents: 5_000,
      balanceCents: 30_200,
      issueDate: invoice.issueDate,
      dueDate: invoice.dueDate,
      address: { street: "12 Main St", city: "Ottawa", province: "ON" },
    });
    expect(read.invoice.lines).toHaveLength(1);
    expect(read.invoice.payments.map((p) => [p.amountCents, p.method])).toEqual([[10_000, "cheque"]]);
    expect(read.invoice.credits.map((c) => [c.number, c.amountCents])).toEqual([["C-TEST-1", 5_000]]);
    expect(read.paying).toEqual({ etransferEmail: null, card: false, autopay: null });

    const pdf = await as(cookie, `/${invoice.id}/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("content-disposition")).toBe(`attachment; filename="${invoice.number}.pdf"`);
    expect(pdf.headers.get("cache-control")).toBe("private, no-store");
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");

    const views = (await events(invoice.id)).filter((e) => e.kind === "viewed");
    expect(views.map((v) => [v.details.channel, v.actorType, v.ip, v.userAgent])).toEqual([
      ["page", "client", "203.0.113.9", UA],
      ["pdf", "client", "203.0.113.9", UA],
    ]);
  });

  test("the PDF is written in the client's language: French for a client who reads French, whatever the browser asks", async () => {
    const { cookie, invoice } = await clientWithInvoice({ totalCents: 45_200 });
    const english = await pdfText(new Uint8Array(await (await as(cookie, `/${invoice.id}/pdf`)).arrayBuffer()));
    expect(english).toContain(`Invoice\n${invoice.number}`);
    expect(english).toContain("Balance due $452.00");

    await ctx.database.db.execute(sql`update clients set language = 'fr' where id = ${invoice.clientId}`);
    const fr = localeFormat("fr");
    const res = await call(ctx.t, `${PORTAL}/${invoice.id}/pdf`, { cookie, headers: { "user-agent": UA, "accept-language": "en-CA" } });
    const text = await pdfText(new Uint8Array(await res.arrayBuffer()));
    expect(text).toContain(`Facture\n${invoice.number}`);
    expect(text).toContain(`Échéance ${fr.date(invoice.dueDate)}`);
    expect(text).toContain(asExtracted(`Solde à payer ${fr.money(45_200)}`));
    for (const s of ["Invoice", "Balance due", "Payment terms"]) expect(text).not.toContain(s);
  });

  test("how to pay follows the company's settings: its e-Transfer address, and card when Stripe is set up", async () => {
    const { cookie, invoice } = await clientWithInvoice();
    // The environment's values are the first start's settings (decision 052): a database without settings yet.
    await ctx.database.db.execute(sql`delete from company_settings`);
    const configured = createTestApp(ctx.database, {
      SITE_ETRANSFER_EMAIL: "pay@maplecrest.example.com",
      STRIPE_SECRET_KEY: "sk_test_portal",
      STRIPE_WEBHOOK_SECRET: "whsec_portal",
    });
    const { paying } = await json<PortalInvoiceDetail>(await as(cookie, `/${invoice.id}`, undefined, configured));
    expect(paying).toEqual({ etransferEmail: "pay@maplecrest.example.com", card: true, autopay: null });
  });

  test("past its due date the invoice reads Overdue, and an e-Transfer can still be reported for it", async () => {
    const { cookie, invoice } = await clientWithInvoice({ dueIn: -3 });
    expect((await json<PortalInvoiceDetail>(await as(cookie, `/${invoice.id}`))).invoice.status).toBe("overdue");
    expect((await sent(cookie, invoice.id)).status).toBe(202);
    expect(await notices()).toHaveLength(1);
  });

  test("another client's invoice, a draft, a void invoice or a malformed id: 404 for every route, and nothing is logged or sent", async () => {
    const mine = await clientWithInvoice();
    const theirs = await clientWithInvoice();
    const draft = await clientWithInvoice({ status: "draft" });
    const voided = await clientWithInvoice({ status: "void" });
    const probes = [
      [mine.cookie, theirs.invoice.id],
      [mine.cookie, "not-a-uuid"],
      [mine.cookie, "00000000-0000-4000-8000-000000000000"],
      [draft.cookie, draft.invoice.id],
      [voided.cookie, voided.invoice.id],
    ] as const;
    for (const [cookie, id] of probes) {
      for (const [path, body] of [[`/${id}`], [`/${id}/pdf`], [`/${id}/etransfer-sent`, {}]] as const) {
        const res = await as(cookie, path, body);
        expect(res.status, path).toBe(404);
        expect(((await res.json()) as ApiErrorBody).error).toMatchObject({ code: "not_found", message: "Invoice not found" });
      }
    }
    expect((await rowsOf(ctx.database, sql`select 1 from invoice_events`)).length).toBe(0);
    expect(await notices()).toEqual([]);
  });

  test("I have sent it: logged with the balance, the company inbox is told; again within 10 minutes changes nothing (202 both times)", async () => {
    const { cookie, invoice, email } = await clientWithInvoice({ totalCents: 45_200 });
    await pay(invoice.id, 20_000);

    expect(await json(await sent(cookie, invoice.id), 202)).toEqual({ ok: true });
    const [notice] = await notices();
    expect(notice).toMatchObject({ to: ctx.t.config.companyInbox, subject: `e-Transfer sent for invoice ${invoice.number} by Client ${n}` });
    expect(notice!.text).toContain(`sent an Interac e-Transfer of $252.00 for invoice ${invoice.number}`);
    expect(notice!.text).toContain(`${ctx.t.config.appUrl}/admin/invoices/${invoice.id}`);
    const [replyTo] = await rowsOf<{ replyTo: string }>(ctx.database, sql`select reply_to as "replyTo" from outbox where kind = 'invoice.etransfer-notify'`);
    expect(replyTo!.replyTo).toBe(email);
    const reported = () => events(invoice.id).then((all) => all.filter((e) => e.kind === "etransfer_sent"));
    expect((await reported()).map((e) => [e.details.amount, e.actorType, e.ip, e.userAgent])).toEqual([["$252.00", "client", "203.0.113.9", UA]]);

    // A second click, and a burst of them at once: the same news.
    expect((await sent(cookie, invoice.id)).status).toBe(202);
    const burst = await Promise.all(Array.from({ length: 8 }, () => sent(cookie, invoice.id)));
    expect(burst.map((r) => r.status)).toEqual(Array(8).fill(202));
    expect(await notices()).toHaveLength(1);
    expect(await reported()).toHaveLength(1);

    // Ten minutes on, it is news again.
    await ctx.database.db.execute(sql`update invoice_events set at = at - interval '11 minutes' where invoice_id = ${invoice.id}`);
    await ctx.database.db.execute(sql`update invoices set etransfer_sent_at = etransfer_sent_at - interval '11 minutes' where id = ${invoice.id}`);
    expect((await sent(cookie, invoice.id)).status).toBe(202);
    expect(await notices()).toHaveLength(2);
    expect(await reported()).toHaveLength(2);
  });

  test("20 clicks at once on a fresh invoice make one report and one e-mail", async () => {
    const { cookie, invoice } = await clientWithInvoice();
    const answers = await Promise.all(Array.from({ length: 20 }, () => sent(cookie, invoice.id)));
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(202));
    expect(await notices()).toHaveLength(1);
    expect((await events(invoice.id)).filter((e) => e.kind === "etransfer_sent")).toHaveLength(1);
  });

  test("a paid invoice reads Paid with its payments; reporting an e-Transfer for it is refused (409) with the reason", async () => {
    const { cookie, invoice } = await clientWithInvoice({ status: "paid", totalCents: 9_900 });
    const read = await json<PortalInvoiceDetail>(await as(cookie, `/${invoice.id}`));
    expect(read.invoice).toMatchObject({ status: "paid", balanceCents: 0 });
    const res = await sent(cookie, invoice.id);
    expect(res.status).toBe(409);
    expect(((await res.json()) as ApiErrorBody).error).toEqual({
      code: "conflict",
      message: "This invoice is already paid in full: there is nothing left to send.",
    });
    expect(await notices()).toEqual([]);
    expect((await events(invoice.id)).map((e) => e.kind)).toEqual(["viewed"]);
  });

  test("an outstanding invoice paid off becomes Paid, and then refuses the report too", async () => {
    const { cookie, invoice } = await clientWithInvoice({ totalCents: 12_000 });
    await pay(invoice.id, 12_000);
    await ctx.database.db.execute(sql`update invoices set status = 'paid', paid_at = now() where id = ${invoice.id}`);
    expect((await json<PortalInvoiceDetail>(await as(cookie, `/${invoice.id}`))).invoice).toMatchObject({ status: "paid", balanceCents: 0 });
    expect((await sent(cookie, invoice.id)).status).toBe(409);
  });

  // "I have sent it" kept on the invoice (decision 050).
  const admin = <T>(path: string, body?: unknown) => adminCall<T>(ctx, `/api/admin/invoices${path}`, body === undefined ? {} : { body });
  const recordPayment = (id: string, amountCents: number, method: "etransfer" | "cheque" | "card", paidOn = businessDay()) =>
    admin<InvoiceDetail>(`/${id}/payments`, { amountCents, paidOn, method });

  test("I have sent it is kept on the invoice: the client's list and page say so, staff see it on the invoice and in the list; recording the e-Transfer clears it", async () => {
    const { cookie, invoice } = await clientWithInvoice({ totalCents: 45_200 });
    const before = await json<PortalInvoiceList>(await as(cookie, ""));
    expect(before.invoices).toEqual([expect.objectContaining({ id: invoice.id, number: invoice.number, etransferSentAt: null })]);
    expect((await json<PortalInvoiceDetail>(await as(cookie, `/${invoice.id}`))).invoice.etransferSent).toBeNull();

    expect((await sent(cookie, invoice.id)).status).toBe(202);
    const { invoice: page } = await json<PortalInvoiceDetail>(await as(cookie, `/${invoice.id}`));
    expect(page.etransferSent).toEqual({ at: expect.any(String), amountCents: 45_200 });
    expect(Math.abs(Date.parse(page.etransferSent!.at) - Date.now())).toBeLessThan(60_000);
    expect(page.status).toBe("outstanding");
    expect((await json<PortalInvoiceList>(await as(cookie, ""))).invoices[0]!.etransferSentAt).toBe(page.etransferSent!.at);
    // Staff: on the invoice and in the list.
    expect((await admin<InvoiceDetail>(`/${invoice.id}`)).invoice.etransferSent).toEqual(page.etransferSent);
    const listed = await admin<InvoiceList>(`?search=${encodeURIComponent(invoice.number!)}`);
    expect(listed.items.find((i) => i.id === invoice.id)!.etransferSentAt).toBe(page.etransferSent!.at);

    // A cheque for part of it does not answer the e-Transfer; the e-Transfer recorded does.
    await recordPayment(invoice.id, 1_000, "cheque");
    expect((await admin<InvoiceDetail>(`/${invoice.id}`)).invoice.etransferSent).toEqual(page.etransferSent);
    const { invoice: recorded } = await recordPayment(invoice.id, 20_000, "etransfer");
    expect(recorded).toMatchObject({ etransferSent: null, balanceCents: 24_200, status: "outstanding" });
    expect((await json<PortalInvoiceList>(await as(cookie, ""))).invoices[0]).toMatchObject({ etransferSentAt: null, balanceCents: 24_200 });
    expect((await admin<InvoiceList>(`?search=${encodeURIComponent(invoice.number!)}`)).items[0]!.etransferSentAt).toBeNull();

    // Said again right after that payment: news (the rest is on its way), with the balance now.
    expect((await sent(cookie, invoice.id)).status).toBe(202);
    expect((await json<PortalInvoiceDetail>(await as(cookie, `/${invoice.id}`))).invoice.etransferSent).toMatchObject({ amountCents: 24_200 });
    expect(await notices()).toHaveLength(2);
    // The last payment, whatever its method, leaves nothing waiting; and a paid invoice refuses the report.
    const { invoice: paid } = await recordPayment(invoice.id, 24_200, "cheque");
    expect(paid).toMatchObject({ status: "paid", etransferSent: null });
    expect((await sent(cookie, invoice.id)).status).toBe(409);
  });

  test("property: whatever the order of reports and payments, the invoice waits for confirmation exactly when a report came after the last e-Transfer (or final) payment, for the balance at that report", async () => {
    type Step = { kind: "report" } | { kind: "pay"; method: "etransfer" | "cheque"; share: number };
    const step = fc.oneof(
      fc.constant<Step>({ kind: "report" }),
      fc.record({
        kind: fc.constant("pay" as const),
        method: fc.constantFrom("etransfer" as const, "cheque" as const),
        share: fc.integer({ min: 1, max: 100 }),
      }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 6 }), async (steps) => {
        const { cookie, invoice } = await clientWithInvoice({ totalCents: 10_000 });
        let balance = 10_000;
        let waiting: number | null = null;
        for (const s of steps) {
          if (s.kind === "report") {
            const res = await sent(cookie, invoice.id);
            if (balance === 0) {
              expect(res.status).toBe(409);
              continue;
            }
            expect(res.status).toBe(202);
            waiting ??= balance;
          } else if (balance > 0) {
            const amount = Math.max(1, Math.floor((balance * s.share) / 100));
            await recordPayment(invoice.id, amount, s.method);
            balance -= amount;
            if (s.method === "etransfer" || balance === 0) waiting = null;
          }
          const { invoice: read } = await json<PortalInvoiceDetail>(await as(cookie, `/${invoice.id}`));
          expect(read.balanceCents).toBe(balance);
          expect(read.etransferSent?.amountCents ?? null).toBe(waiting);
          const [row] = (await json<PortalInvoiceList>(await as(cookie, ""))).invoices;
          expect(row!.etransferSentAt !== null).toBe(waiting !== null);
        }
      }),
      { numRuns: 8 },
    );
  });
});
