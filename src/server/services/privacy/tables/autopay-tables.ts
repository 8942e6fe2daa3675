import { sql } from "drizzle-orm";
import { autopayAgreements, cardSetups, clientCards, invoiceCharges, invoiceRefunds, stripeCustomers } from "../../../db/schema/index";
import { inIds } from "../person";
import { redactRows } from "../redact";
import { part, personal } from "../registry";

// Card on file, automatic payment and refunds (decision 074). The card's number was never ours;
// what we keep of it (brand, last four, expiry) and every agreement go with the client. Charges and
// refunds of an issued invoice are kept with it (tax law), without the ids that lead to the card.

const byClient = (p: { clientId: string | null }) => p.clientId;

export const invoiceChargeEntry = personal({
  table: invoiceCharges,
  holds: "automatic charges of the client's invoices: the card's brand and last four digits, Stripe's ids, the bank's answer",
  erase: async (tx, p) => {
    await tx.execute(sql`update invoice_charges set customer_id = '', payment_method_id = '', card = '' where ${inIds(sql`invoice_id`, p.ids.invoices)}`);
  },
  export: part("charges", ["invoice_number", "attempt", "amount_cents", "card", "status", "failure_message", "created_at", "settled_at"], (p) =>
    byClient(p)
      ? sql`select i.number as invoice_number, c.attempt, c.amount_cents, c.card, c.status, c.failure_message, c.created_at, c.settled_at
            from invoice_charges c join invoices i on i.id = c.invoice_id where i.client_id = ${p.clientId} order by c.created_at`
      : null,
  ),
});

export const invoiceRefundEntry = personal({
  table: invoiceRefunds,
  holds: "money given back on the client's card payments, with staff's reason",
  erase: (tx, p) => redactRows(tx, "invoice_refunds", [{ name: "reason", type: "text" }], inIds(sql`invoice_id`, p.ids.invoices), p.identifiers),
  notExported: "each refund is a credit note on its invoice, in the archive's invoices",
});

export const autopayAgreementEntry = personal({
  table: autopayAgreements,
  holds: "each time the client turned automatic payment on or off: the words agreed to, the card, their address and browser",
  erase: (tx, p) => (p.clientId ? tx.execute(sql`delete from autopay_agreements where client_id = ${p.clientId}`) : Promise.resolve()),
  export: part("autopay", ["enabled", "version", "language", "channel", "card", "text", "at"], (p) =>
    byClient(p) ? sql`select enabled, version, language, channel, card, text, at from autopay_agreements where client_id = ${p.clientId} order by at` : null,
  ),
});

export const clientCardEntry = personal({
  table: clientCards,
  holds: "the client's card on file: brand, last four digits, expiry (the number is kept by Stripe only)",
  erase: (tx, p) => (p.clientId ? tx.execute(sql`delete from client_cards where client_id = ${p.clientId}`) : Promise.resolve()),
  export: part("cards", ["brand", "last4", "exp_month", "exp_year", "saved_at"], (p) =>
    byClient(p) ? sql`select brand, last4, exp_month, exp_year, saved_at from client_cards where client_id = ${p.clientId}` : null,
  ),
});

export const cardSetupEntry = personal({
  table: cardSetups,
  holds: "Stripe's pages the client opened to save a card",
  erase: (tx, p) => (p.clientId ? tx.execute(sql`delete from card_setups where client_id = ${p.clientId}`) : Promise.resolve()),
  notExported: "a page's address, spent; the card saved is in cards",
});

export const stripeCustomerEntry = personal({
  table: stripeCustomers,
  holds: "the id of the client's customer record at Stripe",
  erase: (tx, p) => (p.clientId ? tx.execute(sql`delete from stripe_customers where client_id = ${p.clientId}`) : Promise.resolve()),
  notExported: "an id at Stripe; the card it holds is in cards",
});
