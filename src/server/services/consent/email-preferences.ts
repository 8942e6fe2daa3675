import { NEWS_CONSENT } from "../../../shared/consent";
import type { Locale } from "../../../shared/locale";
import type { EmailPreferences } from "../../../shared/schemas/consents";
import type { Db } from "../../db/client";
import type { Config } from "../../env";
import { loadConsentFacts } from "./consent-facts";
import { consentState, mayReceiveNews } from "./consent-rules";
import { consentStateView } from "./consent-view";
import { setConsent } from "./set-consent";

// The portal's e-mail preferences (decision 057): whether news and offers reach the signed-in
// client's address, and the switch that gives consent (with the words it shows, source `portal`)
// or withdraws it.

type Options = { db: Db; config: Config; email: string; language: Locale };

/** GET /api/portal/email-preferences: the state now, and the words of the switch in `language`. */
export async function emailPreferences(o: Options): Promise<EmailPreferences> {
  const email = o.email.toLowerCase();
  const facts = (await loadConsentFacts(o.db, [email])).get(email) ?? { records: [], lastPurchaseAt: null, lastInquiryAt: null };
  const state = consentState(facts, new Date());
  return { email, news: mayReceiveNews(state), state: consentStateView(state), wording: NEWS_CONSENT.words[o.language](o.config.site.companyName) };
}

/** PUT /api/portal/email-preferences: news on (a consent given) or off (a withdrawal), once. */
export async function setEmailPreferences(o: Options & { news: boolean; ip: string | null; userAgent: string | null }): Promise<EmailPreferences> {
  await setConsent(o.db, {
    email: o.email,
    action: o.news ? "given" : "withdrawn",
    language: o.language,
    source: "portal",
    company: o.config.site.companyName,
    ip: o.ip,
    userAgent: o.userAgent,
  });
  return emailPreferences(o);
}
