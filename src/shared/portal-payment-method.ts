import type { SavedCard } from "./schemas/autopay";

// The client's card on file and automatic payment as the portal reads them (decision 074), and
// what the admin's client page shows of them.

/** Automatic payment: on while the newest agreement turned it on and a card is on file; since when. */
export type AutopayState = { enabled: boolean; since: string | null };

/** GET /api/portal/payment-method. */
export type PortalPaymentMethod = {
  card: SavedCard | null;
  autopay: AutopayState;
  /** The words to agree to (in the page's language) and their version, sent back to turn it on. */
  agreement: { version: string; text: string };
  /** Card payments are set up on this site: otherwise no card can be saved. */
  cardPaymentsAvailable: boolean;
};

/** POST /api/portal/payment-method/setup: the page (Stripe's) where the client saves a card. */
export type PortalCardSetup = { url: string };

/** The admin's client page: the card on file and automatic payment (read-only). */
export type ClientPaymentMethod = { card: SavedCard | null; autopay: AutopayState };

/** A card's expiry as the portal and the admin show it: "12/2027". */
export const cardExpiry = (card: Pick<SavedCard, "expMonth" | "expYear">) => `${String(card.expMonth).padStart(2, "0")}/${card.expYear}`;
