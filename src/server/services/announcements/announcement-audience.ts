import type { AnnouncementAudience } from "../../../shared/schemas/announcements";
import type { Db } from "../../db/client";
import { loadConsentFacts, type Person } from "../consent/consent-facts";
import { consentState, mayReceiveNews } from "../consent/consent-rules";

// Who an announcement goes to (decision 057): everyone the company has an address for whose
// consent to news and offers is current at `now` (express, or implied by a purchase or an inquiry
// not yet lapsed; never after a withdrawal), by the consent rules every screen uses.

export async function newsAudience(db: Db, now: Date): Promise<Person[]> {
  return [...(await loadConsentFacts(db)).values()].filter((p) => mayReceiveNews(consentState(p, now))).sort((a, b) => a.email.localeCompare(b.email));
}

export function audienceCount(people: readonly Person[]): AnnouncementAudience {
  const fr = people.filter((p) => p.language === "fr").length;
  return { total: people.length, en: people.length - fr, fr };
}
