import { sql } from "drizzle-orm";
import { createHash } from "node:crypto";
import type { Locale } from "../../shared/locale";
import { queryRows, type Db } from "../db/client";
import type { Config } from "../env";
import { transaction } from "../db/transaction";
import { mailSender } from "../mail/company";
import { enqueueMail } from "../mail/outbox";
import { findStaff } from "./session-policy";

export const MAGIC_LINK_TTL_SECONDS = 15 * 60;

type MailDeps = { db: Db; config: Config };

/** Magic-link tokens are stored as their SHA-256, so a database read cannot sign anyone in. */
export async function hashToken(token: string): Promise<string> {
  return createHash("sha256").update(token).digest("base64url");
}

const company = (config: Config) => ({
  name: config.site.companyName,
  email: config.site.email,
  phone: config.site.phone,
  appUrl: config.appUrl,
  sender: mailSender(config),
});

/**
 * A client address the company knows: a client account, a client record (decision 021), or
 * someone who sent a consultation or an assessment. Staff accounts sign in with their password instead.
 */
export async function isKnownClientAddress(db: Db, email: string): Promise<boolean> {
  const [row] = await queryRows<{ known: boolean }>(
    db,
    sql`
    select case
      when exists (select 1 from users u join admin_users a on a.user_id = u.id where lower(u.email) = ${email}) then false
      else exists (select 1 from users where lower(email) = ${email})
        or exists (select 1 from consultations where email = ${email})
        or exists (select 1 from job_assessments where email = ${email})
        or exists (select 1 from clients where lower(email) = ${email})
    end as known`,
  );
  return row!.known;
}

/**
 * Called by the magic-link plugin after it stored the new token. Older links of the address stop
 * working; an unknown address gets no usable link, only an e-mail saying no account exists. Either
 * e-mail is written in the language of the page that asked (`language`).
 */
export async function sendLoginLink({ db, config }: MailDeps, rawEmail: string, url: string, token: string, language: Locale = "en"): Promise<void> {
  const email = rawEmail.toLowerCase();
  const current = `magic-link:${await hashToken(token)}`;
  const known = await isKnownClientAddress(db, email);
  await transaction(db, async (tx) => {
    await tx.execute(sql`
      delete from verifications
      where identifier like 'magic-link:%' and lower(value::jsonb ->> 'email') = ${email}
        and (identifier <> ${current} or ${!known})`);
    await enqueueMail(
      tx,
      known
        ? { kind: "auth.login-link", data: { to: email, url, minutes: MAGIC_LINK_TTL_SECONDS / 60, company: company(config) }, language }
        : { kind: "auth.no-account", data: { to: email, company: company(config) }, language },
    );
  });
}

/** A reset link for an active staff member; other addresses get nothing, and the answer is the same. */
export async function sendPasswordReset({ db, config }: MailDeps, user: { id: string; email: string }, token: string): Promise<void> {
  const staff = await findStaff(db, user.id);
  if (!staff || staff.deactivatedAt) return;
  const url = `${config.appUrl}/admin?type=recovery&token=${encodeURIComponent(token)}`;
  await enqueueMail(db, { kind: "auth.password-reset", data: { to: user.email, url, company: company(config) } });
}

export async function sendVerification({ db, config }: MailDeps, user: { email: string; name: string }, url: string): Promise<void> {
  await enqueueMail(db, { kind: "auth.verify-email", data: { to: user.email, username: user.name, url, company: company(config) } });
}
