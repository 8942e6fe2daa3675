import type { ConsentAction, ConsentSource } from "../../../shared/consent";
import { NEWS_CONSENT, UNSUBSCRIBE_WORDS } from "../../../shared/consent";
import type { Locale } from "../../../shared/locale";
import type { Db } from "../../db/client";
import { consents } from "../../db/schema";

// Writes one record of the ledger, in the caller's transaction, with the words the person was
// shown: the form's box for a consent, the unsubscribe page's confirmation for a withdrawal.

export type ConsentRecordInput = {
  email: string;
  action: ConsentAction;
  language: Locale;
  source: ConsentSource;
  company: string;
  ip?: string | null;
  userAgent?: string | null;
  recordedBy?: string | null;
};

/** Where a form's request came from (the IP and user agent a consent keeps). */
export type ConsentOrigin = Pick<ConsentRecordInput, "ip" | "userAgent">;

export async function recordConsent(tx: Db, input: ConsentRecordInput): Promise<void> {
  const shown = input.action === "given" ? NEWS_CONSENT : UNSUBSCRIBE_WORDS;
  await tx.insert(consents).values({
    email: input.email.trim().toLowerCase(),
    purpose: "news",
    action: input.action,
    wording: shown.words[input.language](input.company),
    wordingVersion: shown.version,
    language: input.language,
    source: input.source,
    ip: input.ip ?? null,
    userAgent: input.userAgent?.slice(0, 500) ?? null,
    recordedBy: input.recordedBy ?? null,
  });
}
