import { and, eq, isNull, ne, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type Stripe from "stripe";
import { cardLabel } from "../../../shared/billing/card-label";
import type { Db } from "../../db/client";
import { autopayAgreements, cardSetups, clientCards, clients, stripeCustomers } from "../../db/schema/index";
import { afterCommit } from "../../db/transaction";
import type { Config } from "../../env";
import { stripeClient } from "../../payments/stripe-client";
import { agreementTime, lockClient, newestAgreement } from "./autopay-card";
import { retryWithNewCard } from "./autopay-charges";
import type { WebhookOutcome } from "./stripe-webhook";

// Stripe's signed events about saved cards (decision 074), inside the webhook's transaction (each
// event once). Everything needed is in the event's object: no Stripe call is made in the
// transaction. The card on file is the last one saved: a new card replaces the old one, which is
// detached at Stripe once the transaction has committed.

/** `checkout.session.completed` of a page that saved a card: the stored page is used. */
export async function applySetupCompleted(tx: Db, session: Stripe.Checkout.Session): Promise<WebhookOutcome> {
  await tx
    .update(cardSetups)
    .set({ completedAt: sql`now()` })
    .where(and(eq(cardSetups.id, session.id), isNull(cardSetups.completedAt)));
  return "stored";
}

const customerId = (pm: Stripe.PaymentMethod) => (typeof pm.customer === "string" ? pm.customer : (pm.customer?.id ?? null));

/**
 * `payment_method.attached`: a card saved on one of our clients' Stripe customers becomes their card
 * on file (brand, last four digits, expiry), replacing the one before; anything else is stored and
 * ignored.
 */
export async function applyCardAttached(tx: Db, config: Config, logger: Logger, pm: Stripe.PaymentMethod): Promise<WebhookOutcome> {
  const customer = customerId(pm);
  if (pm.type !== "card" || !pm.card || !customer) return "stored";
  const [owner] = await tx.select({ clientId: stripeCustomers.clientId }).from(stripeCustomers).where(eq(stripeCustomers.customerId, customer));
  if (!owner) return "stored";
  // The client's changes one after the other (as the portal's are).
  await lockClient(tx, owner.clientId);
  const [before] = await tx
    .select({ paymentMethodId: clientCards.paymentMethodId, savedAt: clientCards.savedAt })
    .from(clientCards)
    .where(and(eq(clientCards.clientId, owner.clientId), ne(clientCards.paymentMethodId, pm.id)));
  // Events come in any order: a card made before the one on file was saved is an older card's late
  // event, and does not replace the newer one (Stripe's times are whole seconds).
  if (before && before.savedAt.getTime() >= (pm.created + 1) * 1000) return "stored";
  const card = { paymentMethodId: pm.id, brand: pm.card.brand, last4: pm.card.last4, expMonth: pm.card.exp_month, expYear: pm.card.exp_year };
  await tx
    .insert(clientCards)
    .values({ clientId: owner.clientId, ...card })
    .onConflictDoUpdate({ target: clientCards.clientId, set: { ...card, savedAt: sql`now()`, expiryPromptedFor: null } });
  // A declined invoice waiting for its next try is tried now, with this card (decision 074).
  await retryWithNewCard(tx, owner.clientId);
  // The replaced card is not kept at Stripe either: detached once this is committed (a failure
  // leaves it attached but never charged: only the card on file is).
  if (before && config.stripe) {
    const stripe = config.stripe;
    afterCommit(tx, () => {
      void stripeClient(stripe)
        .then((client) => client.paymentMethods.detach(before.paymentMethodId))
        .catch((err: unknown) => logger.warn({ err, paymentMethod: before.paymentMethodId }, "replaced card not detached at stripe"));
    });
  }
  return "stored";
}

/**
 * `payment_method.detached`: when it is the card on file, it is forgotten, and automatic payment,
 * if it was on, is recorded off (the card was removed at Stripe). Another card's event does nothing.
 */
export async function applyCardDetached(tx: Db, pm: Stripe.PaymentMethod): Promise<WebhookOutcome> {
  const holders = await tx.select({ clientId: clientCards.clientId }).from(clientCards).where(eq(clientCards.paymentMethodId, pm.id));
  // The client first, then their card: the order the portal's removal takes them in.
  for (const { clientId } of holders) await lockClient(tx, clientId);
  const removed = await tx
    .delete(clientCards)
    .where(eq(clientCards.paymentMethodId, pm.id))
    .returning({ clientId: clientCards.clientId, brand: clientCards.brand, last4: clientCards.last4 });
  for (const row of removed) {
    if (!(await newestAgreement(tx, row.clientId))?.enabled) continue;
    const [client] = await tx.select({ language: clients.language }).from(clients).where(eq(clients.id, row.clientId));
    await tx.insert(autopayAgreements).values({
      clientId: row.clientId,
      at: agreementTime(row.clientId),
      enabled: false,
      language: client?.language ?? "en",
      channel: "card_removed",
      card: cardLabel(row),
    });
  }
  return "stored";
}

/**
 * `payment_method.updated` / `payment_method.automatically_updated`: the card on file's new expiry
 * (and, when the card network replaced the card, its new last four digits). A changed expiry may be
 * asked about again when it comes near.
 */
export async function applyCardUpdated(tx: Db, pm: Stripe.PaymentMethod): Promise<WebhookOutcome> {
  if (!pm.card) return "stored";
  const { brand, last4, exp_month: expMonth, exp_year: expYear } = pm.card;
  await tx
    .update(clientCards)
    .set({
      brand,
      last4,
      expMonth,
      expYear,
      expiryPromptedFor: sql`case when ${clientCards.expMonth} = ${expMonth} and ${clientCards.expYear} = ${expYear} then ${clientCards.expiryPromptedFor} else null end`,
    })
    .where(eq(clientCards.paymentMethodId, pm.id));
  return "stored";
}
