import type { AutopayWords } from "../inputs/autopay";
import { ENGLISH } from "./common";

const { money, date } = ENGLISH.format;

export const AUTOPAY_EN: AutopayWords = {
  failed: {
    subject: (i) => `Automatic payment failed for invoice ${i.number}`,
    notCharged: ({ invoice: i, card }) => `We could not charge your ${card} the ${money(i.amountCents)} of invoice ${i.number} (${i.title}).`,
    reason: {
      insufficient_funds: "Your bank declined it for insufficient funds.",
      expired_card: "The card has expired.",
      authentication_required: "Your bank asks you to confirm this payment yourself.",
      card_unusable: "The card can no longer be used.",
      declined: "Your bank declined it.",
    },
    retry: (day) => `We will try your card again on ${date(day)}.`,
    lastTry: "We will not try this card again for this invoice; our office will be in touch.",
    act: "To pay now, or to save another card, open the invoice in your client portal:",
  },
  expiring: {
    subject: (card) => `Your ${card} on file expires soon`,
    expires: ({ card, expires }) =>
      `Your ${card}, which pays your invoices automatically, expires on ${date(expires)}. To keep automatic payment going, save your new card in your client portal:`,
    act: "If you have already done so, thank you: you can disregard this message.",
  },
};
