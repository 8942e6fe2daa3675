import type { Locale } from "../../../shared/locale";
import { AUTOPAY_EN } from "./en/autopay-emails";
import { AUTOPAY_FR } from "./fr/autopay-emails";
import type { AutopayFailed, AutopayGivenUp, AutopayWords, CardExpiring } from "./inputs/autopay";
import { companyMail, inboxReport } from "./layout";
import type { RenderedMail } from "./rendered-mail";

// Automatic payment by the card on file (decision 074): to the client in their language when a
// charge fails or their card is about to expire; to the company inbox when it gave up.

const WORDS: Record<Locale, AutopayWords> = { en: AUTOPAY_EN, fr: AUTOPAY_FR };

/** A declined charge: why, whether it is tried again and when, and where to pay or change the card. */
export const autopayFailedMail = companyMail(WORDS, (d: AutopayFailed, { failed: w }, l) => ({
  to: d.client.email,
  subject: w.subject(d.invoice),
  name: d.client.name,
  body: [w.notCharged(d), w.reason[d.reason], d.nextTry ? w.retry(d.nextTry) : w.lastTry, w.act, d.url, l.signedOut("invoice")],
}));

/** The card on file expires within the month: save the new one. */
export const cardExpiringMail = companyMail(WORDS, (d: CardExpiring, { expiring: w }) => ({
  to: d.client.email,
  subject: w.subject(d.card),
  name: d.client.name,
  body: [w.expires(d), d.url, w.act],
}));

/** To the office: automatic payment stopped trying (declined at every try, or Stripe could not say). */
export function autopayGivenUpMail(d: AutopayGivenUp): RenderedMail {
  const { invoice: i, company: c } = d;
  return inboxReport({
    to: c.inbox,
    replyTo: i.clientEmail,
    subject: `${d.unknown ? "Automatic payment to check" : "Automatic payment failed"}: invoice ${i.number} (${i.clientName})`,
    sender: c.sender,
    lines: [
      d.unknown
        ? `Stripe could not tell us whether ${i.clientName}'s ${d.card} was charged for invoice ${i.number} (${i.title}). Nothing will be tried again: look for the payment in the Stripe Dashboard before asking the client.`
        : `${i.clientName}'s ${d.card} was declined ${d.attempts} times for invoice ${i.number} (${i.title}), and automatic payment stopped trying. The client was told each time.`,
      `Last answer: ${d.detail}`,
      "",
      "The invoice:",
      d.adminUrl,
    ],
  });
}
