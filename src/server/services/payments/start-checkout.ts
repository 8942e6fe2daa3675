import { and, desc, eq, like, sql } from "drizzle-orm";
import { createHash } from "node:crypto";
import type { Logger } from "pino";
import type Stripe from "stripe";
import { invoiceBalance } from "../../../shared/billing/invoice-actions";
import { maxTipCents, tipOffered } from "../../../shared/billing/tips";
import { localeFormat } from "../../../shared/locale-format";
import { paths } from "../../../shared/paths";
import { queryRows, type Db } from "../../db/client";
import { invoiceCheckouts } from "../../db/schema/index";
import { transaction } from "../../db/transaction";
import type { Config } from "../../env";
import { AppError, notFound, unavailable } from "../../errors";
import { stripeClient } from "../../payments/stripe-client";
import { loadInvoice, type InvoiceRow } from "../invoices/invoice-record";
import { recordInvoiceEvent, type InvoiceActor } from "../invoices/record-event";
import { invoiceShownTo } from "../portal/portal-invoices";

// Paying an invoice by card (decision 033): a Stripe Checkout session for the balance, made on the
// server with our own idempotency key. Nothing is marked paid here: only Stripe's signed webhook
// (stripe-webhook.ts) records the payment.

const en = localeFormat("en");

/** A stored session is handed out again only while it has at least this long left to live. */
const REUSE_MARGIN_MS = 15 * 60 * 1000;

type Asker = { clientId: string | undefined; email: string | null; actor: InvoiceActor };

/**
 * The Checkout page to send the client to for their own open invoice: a stored session that is
 * still good for the same request (a double click, a second tab), or a new one. 404 when the
 * invoice is not theirs; 409 when card payments are off or nothing is left to pay. A tip for the
 * crew (decision 075) is a second line, on top of the balance: 409 on a deposit invoice, 400 above
 * half of the subtotal.
 */
export async function startCheckout(options: {
  db: Db;
  config: Config;
  logger: Logger;
  invoiceId: string;
  asker: Asker;
  tipCents?: number;
}): Promise<{ url: string }> {
  const { db, config, asker } = options;
  const tip = options.tipCents ?? 0;
  const row = await loadInvoice(db, options.invoiceId);
  if (!row || !invoiceShownTo(asker.clientId)(row)) throw notFound("invoice");
  if (!config.stripe) throw new AppError("conflict", { key: "invoice.cardUnavailable" });
  const balance = invoiceBalance(row);
  if (row.status !== "issued" || balance <= 0) throw new AppError("conflict", { key: "invoice.alreadyPaid" });
  // The card on file is being charged (decision 074): a second payment now would have to be refunded.
  const [charging] = await queryRows<{ id: string }>(
    db,
    sql`select id from invoice_charges where invoice_id = ${row.id} and status in ('sending', 'processing', 'unknown')`,
  );
  if (charging) throw new AppError("conflict", { key: "invoice.beingCharged" });
  if (tip > 0 && !tipOffered(row.kind)) throw new AppError("conflict", { key: "invoice.tipOnDeposit" });
  if (tip > maxTipCents(row.subtotalCents)) throw AppError.validation({ tipCents: { key: "tip.tooLarge" } });

  // The tip is in the request's digest (its line and metadata): another tip is another session.
  const params = sessionParams(config, row, balance, asker.email, tip);
  const keyPrefix = idempotencyPrefix(row, params);
  const earlier = await db
    .select()
    .from(invoiceCheckouts)
    .where(and(eq(invoiceCheckouts.invoiceId, row.id), like(invoiceCheckouts.idempotencyKey, `${keyPrefix}%`)))
    .orderBy(desc(invoiceCheckouts.createdAt));
  const reusable = earlier.find((c) => !c.completedAt && c.expiresAt.getTime() - Date.now() > REUSE_MARGIN_MS);
  if (reusable) return { url: reusable.url };

  // A new attempt once the earlier sessions for the same request have expired (or were used).
  const idempotencyKey = `${keyPrefix}${earlier.length + 1}`;
  let session: Stripe.Checkout.Session;
  try {
    session = await (await stripeClient(config.stripe)).checkout.sessions.create(params, { idempotencyKey });
  } catch (err) {
    options.logger.error({ err, invoiceId: row.id }, "stripe checkout session not created");
    throw unavailable({ key: "invoice.cardPageFailed" }, 60);
  }
  if (!session.url) throw unavailable({ key: "invoice.cardPageFailed" }, 60);
  const url = session.url;

  await transaction(db, async (tx) => {
    // Money may have come in while Stripe answered: a session for an old balance is not handed out.
    const now = (await loadInvoice(tx, row.id, true))!;
    if (now.status !== "issued" || now.paidCents !== row.paidCents || now.creditedCents !== row.creditedCents) {
      throw new AppError("conflict", { key: "invoice.changed" });
    }
    // Two clicks at once get the same session from Stripe (same key): it is stored, and logged, once.
    const stored = await tx
      .insert(invoiceCheckouts)
      .values({ id: session.id, invoiceId: row.id, idempotencyKey, amountCents: balance, url, expiresAt: new Date(session.expires_at * 1000) })
      .onConflictDoNothing()
      .returning({ id: invoiceCheckouts.id });
    if (stored.length > 0) {
      await recordInvoiceEvent(tx, {
        invoiceId: row.id,
        kind: "checkout_started",
        actor: asker.actor,
        details: { amount: en.money(balance), ...(tip > 0 ? { tip: en.money(tip) } : {}), session: session.id },
      });
    }
  });
  return { url };
}

/** What Stripe is asked for: one line for the balance (and one for the tip), in Canadian dollars, back to the invoice's page. */
function sessionParams(config: Config, row: InvoiceRow, balance: number, email: string | null, tip: number): Stripe.Checkout.SessionCreateParams {
  const page = `${config.appUrl}${paths.clientInvoices}/${row.id}`;
  const metadata = { invoice_id: row.id, invoice_number: row.number ?? "", tip_cents: String(tip) };
  return {
    mode: "payment",
    allowed_payment_method_types: ["card"],
    line_items: [
      {
        quantity: 1,
        price_data: { currency: "cad", unit_amount: balance, product_data: { name: `Invoice ${row.number} - ${row.title}`.slice(0, 250) } },
      },
      ...(tip > 0 ? [{ quantity: 1, price_data: { currency: "cad", unit_amount: tip, product_data: { name: "Tip for the crew" } } }] : []),
    ],
    ...(email ? { customer_email: email } : {}),
    client_reference_id: row.id,
    metadata,
    payment_intent_data: { metadata, description: `Invoice ${row.number}` },
    success_url: `${page}?paid=1`,
    cancel_url: `${page}?cancelled=1`,
  };
}

/**
 * Our idempotency key, less its attempt number: the invoice, what has been paid and credited on it,
 * and a digest of the whole request (so the balance, the amount and the e-mail are all in it). The
 * same request gets the same key and so the same session; a changed balance gets a new one.
 */
function idempotencyPrefix(row: InvoiceRow, params: Stripe.Checkout.SessionCreateParams): string {
  const digest = createHash("sha256").update(JSON.stringify(params)).digest("hex").slice(0, 16);
  return `invoice-checkout:${row.id}:paid=${row.paidCents}:credited=${row.creditedCents}:${digest}:`;
}
