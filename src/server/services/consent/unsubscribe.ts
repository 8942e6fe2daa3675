import { NEWS_CONSENT, UNSUBSCRIBE_WORDS, type ConsentAction } from "../../../shared/consent";
import type { Locale } from "../../../shared/locale";
import type { UnsubscribeAnswer } from "../../../shared/schemas/consents";
import type { Db } from "../../db/client";
import type { Config } from "../../env";
import { AppError } from "../../errors";
import { loadConsentFacts } from "./consent-facts";
import { setConsent } from "./set-consent";
import { verifyUnsubscribeToken } from "./unsubscribe-token";

// The unsubscribe link (decision 057): its token names one address, signed by this server; the
// page it opens withdraws consent at once, and offers to give it again. Both are recorded with the
// source `unsubscribe_link` and the words the page shows, in its language; a mail program's
// one-click POST records the withdrawal in the person's own language.

/** The address `token` was signed for, or a 400 naming the token. */
export function addressOfToken(config: Pick<Config, "authSecret">, token: string): string {
  const email = config.authSecret ? verifyUnsubscribeToken(config.authSecret, token) : null;
  if (!email) throw AppError.validation({ token: { key: "unsubscribe.invalidLink" } });
  return email;
}

/** The language the person reads (the client's, else their latest inquiry's; English otherwise). */
export async function languageOf(db: Db, email: string): Promise<Locale> {
  return (await loadConsentFacts(db, [email])).get(email)?.language ?? "en";
}

type Choice = {
  db: Db;
  config: Config;
  token: string;
  /** The language of the page's words; null for a mail program's one-click (the person's language). */
  language: Locale | null;
  ip: string | null;
  userAgent: string | null;
};

/** Withdraw (unsubscribe) or give consent again (its undo), from the link of `token`. */
export async function chooseByToken(o: Choice & { action: ConsentAction }): Promise<UnsubscribeAnswer> {
  const email = addressOfToken(o.config, o.token);
  const language = o.language ?? (await languageOf(o.db, email));
  const company = o.config.site.companyName;
  await setConsent(o.db, { email, action: o.action, language, source: "unsubscribe_link", company, ip: o.ip, userAgent: o.userAgent });
  const [stopped, given] = [UNSUBSCRIBE_WORDS.words[language](company), NEWS_CONSENT.words[language](company)];
  return o.action === "withdrawn" ? { email, subscribed: false, wording: stopped, offer: given } : { email, subscribed: true, wording: given, offer: stopped };
}
