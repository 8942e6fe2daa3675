import { and, desc, eq } from "drizzle-orm";
import type { Logger } from "pino";
import type Stripe from "stripe";
import { autopayAgreement } from "../../../shared/billing/autopay-agreement";
import { cardLabel } from "../../../shared/billing/card-label";
import type { Locale } from "../../../shared/locale";
import { paths } from "../../../shared/paths";
import type { AutopayState, ClientPaymentMethod, PortalPaymentMethod } from "../../../shared/portal-payment-method";
import type { AutopayInput, SavedCard } from "../../../shared/schemas/autopay";
import type { Db } from "../../db/client";
import { autopayAgreements, cardSetups, clientCards, stripeCustomers } from "../../db/schema/index";
import { transaction } from "../../db/transaction";
import type { Config } from "../../env";
import { AppError, unavailable } from "../../errors";
import { stripeClient } from "../../payments/stripe-client";
import { agreementTime, lockClient, newestAgreement } from "./autopay-card";

// The client's card on file and their automatic payment agreement (decision 074). A card is saved
// on Stripe's hosted page (Checkout in setup mode) on the client's Stripe customer; the card itself
// reaches us only through Stripe's signed events (card-events.ts). Stripe is never called inside a
// database transaction.

/** A stored page to save a card is handed out again only while it has at least this long left to live. */
const REUSE_MARGIN_MS = 15 * 60 * 1000;

/** Who turns autopay on or off, from where: recorded with the agreement. */
export type AutopayAsker = { clientId: string; userId: string | null; ip: string | null; userAgent: string | null; language: Locale };

/** The card on file of `clientId`, or null. */
export async function cardOf(db: Db, clientId: string): Promise<(SavedCard & { paymentMethodId: string }) | null> {
  const [row] = await db
    .select({
      brand: clientCards.brand,
      last4: clientCards.last4,
      expMonth: clientCards.expMonth,
      expYear: clientCards.expYear,
      paymentMethodId: clientCards.paymentMethodId,
    })
    .from(clientCards)
    .where(eq(clientCards.clientId, clientId));
  return row ?? null;
}

/** Automatic payment is on while the newest agreement says so and a card is on file. */
function autopayState(card: SavedCard | null, newest: { enabled: boolean; at: Date } | undefined): AutopayState {
  const enabled = Boolean(card && newest?.enabled);
  return { enabled, since: enabled ? newest!.at.toISOString() : null };
}

/** What the admin's client page shows: the card on file and whether automatic payment is on. */
export async function clientPaymentMethod(db: Db, clientId: string): Promise<ClientPaymentMethod> {
  const found = await cardOf(db, clientId);
  const card = found && { brand: found.brand, last4: found.last4, expMonth: found.expMonth, expYear: found.expYear };
  return { card, autopay: autopayState(card, await newestAgreement(db, clientId)) };
}

/** GET /api/portal/payment-method: the card, automatic payment, the agreement's words in `language`. */
export async function portalPaymentMethod(db: Db, config: Config, clientId: string, language: Locale): Promise<PortalPaymentMethod> {
  const { card, autopay } = await clientPaymentMethod(db, clientId);
  return { card, autopay, agreement: autopayAgreement(language), cardPaymentsAvailable: Boolean(config.stripe) };
}

/**
 * The client's Stripe customer, made the first time (our idempotency key `customer:<client>`: two
 * first clicks at once get the same customer from Stripe, stored once).
 */
async function customerOf(db: Db, stripe: Stripe, client: { id: string; fullName: string; email: string }): Promise<string> {
  const [known] = await db.select({ id: stripeCustomers.customerId }).from(stripeCustomers).where(eq(stripeCustomers.clientId, client.id));
  if (known) return known.id;
  const customer = await stripe.customers.create(
    { email: client.email, name: client.fullName, metadata: { client_id: client.id } },
    { idempotencyKey: `customer:${client.id}` },
  );
  await db.insert(stripeCustomers).values({ clientId: client.id, customerId: customer.id }).onConflictDoNothing();
  const [stored] = await db.select({ id: stripeCustomers.customerId }).from(stripeCustomers).where(eq(stripeCustomers.clientId, client.id));
  return stored!.id;
}

/**
 * POST /api/portal/payment-method/setup: Stripe's page where the client saves a card (Checkout in
 * setup mode, cards only, CAD), back to the portal's Invoices page. A stored page that still has
 * time to live is handed out again (a double click, a second tab); otherwise a new attempt, with a
 * new idempotency key. 409 when card payments are not set up; 503 when Stripe cannot be reached.
 */
export async function startCardSetup(options: {
  db: Db;
  config: Config;
  logger: Logger;
  client: { id: string; fullName: string; email: string };
}): Promise<{ url: string }> {
  const { db, config, client } = options;
  if (!config.stripe) throw new AppError("conflict", { key: "card.unavailable" });
  const earlier = await db.select().from(cardSetups).where(eq(cardSetups.clientId, client.id)).orderBy(desc(cardSetups.createdAt));
  const reusable = earlier.find((s) => !s.completedAt && s.expiresAt.getTime() - Date.now() > REUSE_MARGIN_MS);
  if (reusable) return { url: reusable.url };

  const stripe = await stripeClient(config.stripe);
  const back = `${config.appUrl}${paths.clientInvoices}?card=`;
  let session: Stripe.Checkout.Session;
  try {
    const customer = await customerOf(db, stripe, client);
    const params: Stripe.Checkout.SessionCreateParams = {
      mode: "setup",
      customer,
      allowed_payment_method_types: ["card"],
      currency: "cad",
      client_reference_id: client.id,
      metadata: { client_id: client.id },
      setup_intent_data: { metadata: { client_id: client.id } },
      success_url: `${back}saved`,
      cancel_url: `${back}cancelled`,
    };
    // Two first clicks at once send the same key: Stripe answers both with one session, stored once.
    session = await stripe.checkout.sessions.create(params, { idempotencyKey: `card-setup:${client.id}:${earlier.length + 1}` });
  } catch (err) {
    options.logger.error({ err, clientId: client.id }, "stripe card setup not started");
    throw unavailable({ key: "card.pageFailed" }, 60);
  }
  if (!session.url) throw unavailable({ key: "card.pageFailed" }, 60);
  await db
    .insert(cardSetups)
    .values({ id: session.id, clientId: client.id, url: session.url, expiresAt: new Date(session.expires_at * 1000) })
    .onConflictDoNothing();
  return { url: session.url };
}

/** A row saying automatic payment is now off (the card was removed, or the client turned it off). */
const offRow = (asker: Omit<AutopayAsker, "clientId"> & { clientId: string }, channel: "portal" | "card_removed", card: string | null) => ({
  clientId: asker.clientId,
  at: agreementTime(asker.clientId),
  enabled: false,
  text: null,
  version: null,
  language: asker.language,
  channel,
  card,
  userId: asker.userId,
  ip: asker.ip,
  userAgent: asker.userAgent,
});

/**
 * DELETE /api/portal/payment-method: the card is detached at Stripe first (outside any transaction),
 * then forgotten here; automatic payment, if it was on, is recorded off ("card_removed"). 404 when
 * no card is on file; 503 when Stripe cannot be reached (the card stays, to be removed again).
 */
export async function removeCard(options: { db: Db; config: Config; logger: Logger; asker: AutopayAsker }): Promise<PortalPaymentMethod> {
  const { db, config, asker } = options;
  const card = await cardOf(db, asker.clientId);
  if (!card) throw new AppError("not_found", { key: "card.none" });
  if (config.stripe) {
    try {
      await (await stripeClient(config.stripe)).paymentMethods.detach(card.paymentMethodId);
    } catch (err) {
      // Already detached (at Stripe's Dashboard, or an earlier try): nothing left to remove there.
      const missing = (err as { code?: string }).code === "resource_missing" || /not attached/i.test((err as Error).message ?? "");
      if (!missing) {
        options.logger.error({ err, clientId: asker.clientId }, "stripe payment method not detached");
        throw unavailable({ key: "card.removeFailed" }, 60);
      }
    }
  } else {
    options.logger.warn({ clientId: asker.clientId }, "card removed without card payments set up: not detached at Stripe");
  }
  await transaction(db, async (tx) => {
    await lockClient(tx, asker.clientId);
    const removed = await tx
      .delete(clientCards)
      .where(and(eq(clientCards.clientId, asker.clientId), eq(clientCards.paymentMethodId, card.paymentMethodId)))
      .returning({ id: clientCards.clientId });
    const newest = await newestAgreement(tx, asker.clientId);
    if (removed.length > 0 && newest?.enabled) await tx.insert(autopayAgreements).values(offRow(asker, "card_removed", cardLabel(card)));
  });
  return portalPaymentMethod(db, config, asker.clientId, asker.language);
}

/**
 * PUT /api/portal/autopay: turn automatic payment on (a card on file, and the agreement's current
 * version: the words as shown are recorded) or off. A refused change is a 409 saying why.
 */
export async function setAutopay(options: { db: Db; config: Config; asker: AutopayAsker; input: AutopayInput }): Promise<PortalPaymentMethod> {
  const { db, config, asker, input } = options;
  const agreement = autopayAgreement(asker.language);
  if (input.enabled && !input.version) throw AppError.validation({ version: { key: "card.versionRequired" } });
  await transaction(db, async (tx) => {
    await lockClient(tx, asker.clientId);
    const card = await cardOf(tx, asker.clientId);
    const state = autopayState(card, await newestAgreement(tx, asker.clientId));
    if (input.enabled) {
      if (!config.stripe) throw new AppError("conflict", { key: "card.unavailable" });
      if (!card) throw new AppError("conflict", { key: "card.needCard" });
      if (input.version !== agreement.version) throw new AppError("conflict", { key: "card.staleTerms" });
      if (state.enabled) throw new AppError("conflict", { key: "card.alreadyOn" });
      await tx.insert(autopayAgreements).values({
        clientId: asker.clientId,
        at: agreementTime(asker.clientId),
        enabled: true,
        text: agreement.text,
        version: agreement.version,
        language: asker.language,
        channel: input.channel ?? "portal",
        card: cardLabel(card),
        userId: asker.userId,
        ip: asker.ip,
        userAgent: asker.userAgent,
      });
    } else {
      if (!state.enabled) throw new AppError("conflict", { key: "card.alreadyOff" });
      await tx.insert(autopayAgreements).values(offRow(asker, "portal", card && cardLabel(card)));
    }
  });
  return portalPaymentMethod(db, config, asker.clientId, asker.language);
}
