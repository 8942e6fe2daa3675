import { sql } from "drizzle-orm";
import { beforeEach } from "vitest";
import type { ConsentAction, ConsentSource } from "../../shared/consent";
import type { CompanySettings } from "../../shared/schemas/company-settings";
import type { Locale } from "../../shared/locale";
import { consents } from "../db/schema/index";
import { unsubscribeToken } from "../services/consent/unsubscribe-token";
import { rowsOf } from "./auth-fixtures";
import { useClientTestApp } from "./client-fixtures";
import { adminCall, type LeadTest } from "./lead-fixtures";
import { emptyTablesOf, type DbKind } from "./test-db";
import { TEST_SECRET } from "./test-app";

// What the tests of the consent routes share (decision 057): an app with a signed-in admin whose
// ledger, announcements and inquiries start empty, the test app's unsubscribe tokens, and records
// of the ledger written directly at a given time.

/** The client fixtures' app (admin signed in), with the ledger, announcements and inquiries emptied before each test. */
export function useConsentTestApp(kind: DbKind): LeadTest {
  const ctx = useClientTestApp(kind);
  beforeEach(() => emptyTablesOf(ctx.database.db, "consents", "announcements", "announcement_recipients", "consultations", "job_assessments"));
  return ctx;
}

/** The token of `email`'s unsubscribe link, as the test app signs it. */
export const tokenOf = (email: string) => unsubscribeToken(TEST_SECRET, email);

/** Save the company settings as they are, with `mailingAddress` (null: none). */
export async function setMailingAddress(ctx: LeadTest, mailingAddress: string | null): Promise<void> {
  const { updatedAt: _, canEdit: __, ...current } = await adminCall<CompanySettings>(ctx, "/api/admin/settings");
  await adminCall<CompanySettings>(ctx, "/api/admin/settings", { method: "PUT", body: { ...current, mailingAddress } });
}

export type ConsentRow = {
  email: string;
  action: ConsentAction;
  source: ConsentSource;
  language: Locale;
  wording: string;
  ip: string | null;
  user_agent: string | null;
};

/** The ledger's records (of `email`, or all), oldest first. */
export const consentRows = (ctx: LeadTest, email?: string) =>
  rowsOf<ConsentRow>(
    ctx.database,
    sql`select email, action, source, language, wording, ip, user_agent from consents ${email ? sql`where email = ${email}` : sql``} order by created_at, id`,
  );

/** A record of the ledger made at `at` (a consent from a form, a withdrawal), written directly. */
export async function recordAt(
  ctx: LeadTest,
  email: string,
  action: ConsentAction,
  at: Date,
  source: ConsentSource = "consultation_form",
  language: Locale = "en",
) {
  await ctx.database.db
    .insert(consents)
    .values({ email, purpose: "news", action, wording: `${action} (test)`, wordingVersion: "test", language, source, createdAt: at });
}
