import { sql } from "drizzle-orm";
import {
  invoiceCheckouts,
  invoiceCredits,
  invoiceEvents,
  invoicePayments,
  invoiceVisits,
  invoices,
  quoteAcceptances,
  quoteEvents,
  quoteVersions,
  quotes,
} from "../../../db/schema/index";
import type { Db } from "../../../db/client";
import { inIds, type Person } from "../person";
import { redactRows } from "../redact";
import { part, personal } from "../registry";

// Quotes and invoices in the registry. Quotes go whole. An invoice that was issued (it has a
// number) is kept six years, as tax law asks: its number, dates, amounts, taxes and lines, with
// the name and billing address it printed (billed_to); the client's e-mail and phone, its notes
// and its links to the client's quotes, visits and addresses go. A draft was never issued: it goes.

const drafts = (p: Person) => p.ids.invoices.filter((id) => !p.ids.issuedInvoices.includes(id));
const issued = (p: Person) => p.ids.issuedInvoices;

export const invoiceCheckoutEntry = personal({
  table: invoiceCheckouts,
  holds: "card checkouts started for the client's invoices (a Stripe page that shows their e-mail)",
  erase: (tx, p) => tx.execute(sql`delete from invoice_checkouts where ${inIds(sql`invoice_id`, p.ids.invoices)}`),
  notExported: "a payment page's address, spent; the payments are in payments",
});

export const invoiceEventEntry = personal({
  table: invoiceEvents,
  holds: "each invoice's history: views by the client (with their address and browser), e-mails sent to them",
  erase: async (tx, p) => {
    // The client's own steps (views, "I have sent it") and the drafts' histories go; staff's steps stay, without the client's words.
    await tx.execute(
      sql`delete from invoice_events where ${inIds(sql`invoice_id`, drafts(p))} or (${inIds(sql`invoice_id`, issued(p))} and actor_type = 'client')`,
    );
    await tx.execute(sql`update invoice_events set ip = null, user_agent = null where ${inIds(sql`invoice_id`, issued(p))}`);
    await redactRows(
      tx,
      "invoice_events",
      [
        { name: "details", type: "jsonb" },
        { name: "actor_name", type: "text" },
      ],
      inIds(sql`invoice_id`, issued(p)),
      p.identifiers,
    );
  },
  notExported: "staff's record of the invoices' handling; the invoices themselves are in invoices",
});

export const invoicePaymentEntry = personal({
  table: invoicePayments,
  holds: "payments of the client's invoices, with the reference they gave",
  erase: async (tx, p) => {
    await tx.execute(sql`delete from invoice_payments where ${inIds(sql`invoice_id`, drafts(p))}`);
    await redactRows(tx, "invoice_payments", [{ name: "reference", type: "text" }], inIds(sql`invoice_id`, issued(p)), p.identifiers);
  },
  export: part("payments", ["invoice_number", "paid_on", "amount_cents", "method", "reference", "recorded_at"], (p) =>
    p.clientId
      ? sql`select i.number as invoice_number, pay.paid_on, pay.amount_cents, pay.method, pay.reference, pay.created_at as recorded_at
            from invoice_payments pay join invoices i on i.id = pay.invoice_id
            where i.client_id = ${p.clientId} order by pay.paid_on, pay.created_at`
      : null,
  ),
});

export const invoiceCreditEntry = personal({
  table: invoiceCredits,
  holds: "credit notes and deposits on the client's invoices, with staff's reason",
  erase: async (tx, p) => {
    await tx.execute(sql`delete from invoice_credits where ${inIds(sql`invoice_id`, drafts(p))}`);
    await redactRows(tx, "invoice_credits", [{ name: "reason", type: "text" }], inIds(sql`invoice_id`, issued(p)), p.identifiers);
  },
  notExported: "shown on the invoices' PDFs in the archive",
});

export const invoiceVisitEntry = personal({
  table: invoiceVisits,
  holds: "which of the client's visits each of their invoices billed",
  // The visits go with the client: their invoices let go of them (an issued invoice's lines keep the days).
  erase: (tx, p) => tx.execute(sql`delete from invoice_visits where ${inIds(sql`invoice_id`, p.ids.invoices)}`),
  notExported: "the invoices' lines name the visits they billed",
});

/** The name and address each issued invoice printed, kept on it before the client's record is emptied. */
async function keepBilledTo(tx: Db, p: Person) {
  await tx.execute(sql`
    update invoices i set billed_to = (
      select jsonb_build_object(
          'fullName', c.full_name,
          'address', jsonb_build_object('street', coalesce(a.street, ''), 'city', a.city, 'province', a.province, 'postalCode', a.postal_code))
      from clients c left join client_addresses a on a.id = i.address_id
      where c.id = i.client_id)
    where i.billed_to is null and ${inIds(sql`i.id`, issued(p))}`);
}

export const invoiceEntry = personal({
  table: invoices,
  holds: "the client's invoices: lines, amounts, notes, and (through the client record) their name, e-mail, phone and address",
  erase: async (tx, p) => {
    await tx.execute(sql`delete from invoices where ${inIds(sql`id`, drafts(p))}`);
    await keepBilledTo(tx, p);
    await tx.execute(sql`
      update invoices set notes = null, address_id = null, quote_id = null, etransfer_sent_at = null, etransfer_sent_cents = null, updated_at = now()
      where ${inIds(sql`id`, issued(p))}`);
    await redactRows(
      tx,
      "invoices",
      [
        { name: "title", type: "text" },
        { name: "lines", type: "jsonb" },
        { name: "void_reason", type: "text" },
      ],
      inIds(sql`id`, issued(p)),
      p.identifiers,
    );
  },
  export: part(
    "invoices",
    [
      "number",
      "kind",
      "title",
      "status",
      "issue_date",
      "due_date",
      "subtotal_cents",
      "tax_cents",
      "total_cents",
      "paid_cents",
      "credited_cents",
      "balance_cents",
      "taxes",
      "lines",
      "notes",
    ],
    (p) =>
      p.clientId
        ? sql`select number, kind, title, status, issue_date, due_date, subtotal_cents, tax_cents, total_cents, paid_cents, credited_cents,
              total_cents - paid_cents - credited_cents as balance_cents, taxes, lines, notes
              from invoices where client_id = ${p.clientId} and status <> 'draft' order by issue_date, number`
        : null,
  ),
  retains: {
    columns: ["billed_to"],
    why: "an issued invoice is kept six years (Income Tax Act s. 230(4); Quebec's Tax Administration Act s. 35) with the name and billing address it printed",
  },
});

export const quoteAcceptanceEntry = personal({
  table: quoteAcceptances,
  holds: "the client's acceptance of a quote: the name they typed, their address and browser, the PDF they signed",
  erase: (tx, p) => tx.execute(sql`delete from quote_acceptances where ${inIds(sql`quote_id`, p.ids.quotes)}`),
  notExported: "in quotes (accepted_at, signed_name) and the quotes' PDFs",
});

export const quoteEventEntry = personal({
  table: quoteEvents,
  holds: "each quote's history: views by the client (with their address and browser), their answers",
  erase: (tx, p) => tx.execute(sql`delete from quote_events where ${inIds(sql`quote_id`, p.ids.quotes)}`),
  notExported: "staff's record of the quotes' handling; the quotes themselves are in quotes",
});

export const quoteVersionEntry = personal({
  table: quoteVersions,
  holds: "each version of a quote as the client saw it, with their name and address",
  erase: (tx, p) => tx.execute(sql`delete from quote_versions where ${inIds(sql`quote_id`, p.ids.quotes)}`),
  notExported: "the latest version is in quotes and its PDF",
});

export const quoteEntry = personal({
  table: quotes,
  holds: "the client's quotes: lines, amounts, notes",
  erase: (tx, p) => tx.execute(sql`delete from quotes where ${inIds(sql`id`, p.ids.quotes)}`),
  export: part(
    "quotes",
    [
      "number",
      "title",
      "status",
      "version",
      "quote_date",
      "valid_until",
      "subtotal_cents",
      "tax_cents",
      "total_cents",
      "deposit_cents",
      "taxes",
      "lines",
      "notes",
      "accepted_at",
      "signed_name",
    ],
    (p) =>
      p.clientId
        ? sql`select q.number, q.title, q.status, q.version, q.quote_date, q.valid_until, q.subtotal_cents, q.tax_cents, q.total_cents, q.deposit_cents,
              q.taxes, q.lines, q.notes, a.accepted_at, a.signed_name
              from quotes q left join quote_acceptances a on a.quote_id = q.id
              where q.client_id = ${p.clientId} and q.status <> 'draft' order by q.quote_date, q.number`
        : null,
  ),
});
