import { z } from "zod";
import { CONSENT_ACTIONS, type ConsentAction, type ConsentSource } from "../consent";
import { says } from "../i18n/validation";
import { LOCALES, type Locale } from "../locale";

// The routes of the consent ledger (decision 057): the unsubscribe link (public), the portal's
// e-mail preferences (the signed-in client's), and the admin's record of a consent by phone.

/** The signed token of an unsubscribe link, in its query (`?token=`). */
export const unsubscribeQuerySchema = z.object({
  token: z.string(says("consent.token")).trim().min(1, says("consent.token")).max(1000, says("consent.token")),
});

/** The one-click POST of a mail program (RFC 8058): a form with List-Unsubscribe=One-Click. */
export const oneClickSchema = z.object({ "List-Unsubscribe": z.literal("One-Click", says("consent.oneClick")) });

/** The unsubscribe page's POST: the language its words are shown in (and recorded in). */
export const unsubscribePageSchema = z.object({ language: z.enum(LOCALES, says("language")) });

/** What the unsubscribe page shows after its POST (and after an undo). */
export type UnsubscribeAnswer = {
  /** The address the link is for. */
  email: string;
  /** Whether news and offers reach it now. */
  subscribed: boolean;
  /** The words of the state it is in, as the ledger records them (the confirmation, or the box ticked again). */
  wording: string;
  /** The words of the other choice, recorded if the person takes it (to subscribe again, or to unsubscribe). */
  offer: string;
};

/** PUT /api/portal/email-preferences. */
export const emailPreferencesSchema = z.object({ news: z.boolean(says("consent.news")) });
export type EmailPreferencesInput = z.input<typeof emailPreferencesSchema>;

/** GET and PUT /api/portal/email-preferences: whether news reach the client, and the words of the switch. */
export type EmailPreferences = {
  email: string;
  /** Whether news and offers reach them now (express or implied consent). */
  news: boolean;
  state: ConsentStateView;
  /** The words the switch shows, recorded with a consent given from the portal. */
  wording: string;
};

/** A consent state as the screens show it (dates as ISO timestamps). */
export type ConsentStateView =
  | { kind: "express"; since: string }
  | { kind: "implied"; basis: "purchase" | "inquiry"; since: string; until: string }
  | { kind: "withdrawn"; since: string }
  | { kind: "none"; lapsedOn: string | null };

/** POST /api/admin/clients/:id/consent: a consent given or withdrawn by phone (admin: English messages). */
export const staffConsentSchema = z.object({
  action: z.enum(CONSENT_ACTIONS, "Action must be given or withdrawn."),
});
export type StaffConsentInput = z.input<typeof staffConsentSchema>;

/** One record of the ledger, as the client's page lists it. */
export type ConsentRecordView = {
  id: string;
  at: string;
  action: ConsentAction;
  source: ConsentSource;
  language: Locale;
  wording: string;
  wordingVersion: string;
  ip: string | null;
  userAgent: string | null;
  /** The staff member who recorded it, by name. */
  recordedBy: string | null;
};

/** GET /api/admin/clients/:id/consent. */
export type ClientConsent = {
  /** The address the ledger knows the client by; null when the client has none. */
  email: string | null;
  state: ConsentStateView;
  records: ConsentRecordView[];
};
