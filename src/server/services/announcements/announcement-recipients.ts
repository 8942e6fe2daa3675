import { eq } from "drizzle-orm";
import { RECIPIENTS_SHOWN, type AnnouncementRecipients, type WithheldBecause } from "../../../shared/schemas/announcements";
import { EMAIL_STATES, type EmailState } from "../../../shared/schemas/messages";
import type { Db } from "../../db/client";
import { announcementRecipients, outbox } from "../../db/schema/index";
import { loadConsentFacts } from "../consent/consent-facts";
import { consentState, type ConsentFacts } from "../consent/consent-rules";
import { emailState } from "../messages/message-record";
import { announcementRow } from "./announcement-record";

// Who a sent announcement was queued for and what became of each e-mail (decision 059): sent,
// waiting, refused, or withheld because the person's consent had ended when it was due to go out,
// with why, read from the ledger at that instant by the rule the worker used.

/** Those not sent first: withheld, then refused, then the ones still waiting. */
const ORDER: readonly EmailState[] = ["withheld", "failed", "retrying", "queued", "sent"];
const NOBODY: ConsentFacts = { records: [], lastPurchaseAt: null, lastInquiryAt: null };

/** The person's consent at the instant their message was withheld. */
function because(facts: ConsentFacts | undefined, at: Date): WithheldBecause {
  const state = consentState(facts ?? NOBODY, at);
  if (state.kind === "withdrawn") return { consent: "withdrawn", since: state.since.toISOString() };
  return { consent: "none", since: state.kind === "none" ? (state.lapsedOn?.toISOString() ?? null) : null };
}

/** GET /api/admin/announcements/:id/recipients; a 404 for an unknown announcement. */
export async function listAnnouncementRecipients(db: Db, id: string): Promise<AnnouncementRecipients> {
  const row = await announcementRow(db, id);
  const rows = await db
    .select({
      email: announcementRecipients.email,
      language: announcementRecipients.language,
      sentAt: outbox.sentAt,
      withheldAt: outbox.withheldAt,
      attempts: outbox.attempts,
      failure: outbox.failure,
    })
    .from(announcementRecipients)
    .innerJoin(outbox, eq(outbox.id, announcementRecipients.outboxId))
    .where(eq(announcementRecipients.announcementId, row.id));
  const people = rows.map((r) => ({ ...r, state: emailState(r) }));
  const counts = Object.fromEntries(EMAIL_STATES.map((s) => [s, people.filter((p) => p.state === s).length])) as Record<EmailState, number>;
  const shown = people.sort((a, b) => ORDER.indexOf(a.state) - ORDER.indexOf(b.state) || a.email.localeCompare(b.email)).slice(0, RECIPIENTS_SHOWN);
  const withheld = shown.filter((p) => p.withheldAt).map((p) => p.email);
  const facts = withheld.length > 0 ? await loadConsentFacts(db, withheld) : new Map<string, ConsentFacts>();
  return {
    counts,
    total: people.length,
    recipients: shown.map((p) => ({
      email: p.email,
      language: p.language,
      state: p.state,
      at: (p.sentAt ?? p.withheldAt)?.toISOString() ?? null,
      withheldBecause: p.withheldAt ? because(facts.get(p.email), p.withheldAt) : null,
    })),
  };
}
