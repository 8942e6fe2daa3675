import type { Locale } from "../../../shared/locale";
import { paths } from "../../../shared/paths";
import type { Config } from "../../env";
import { portalUrl } from "../common/portal-url";
import { mailFormat } from "../../mail/templates/mail-format";
import type { MailVisit } from "../../mail/templates/message-emails";

// What messaging e-mails are written from: the pages they link to, a visit in words.

/** The portal's Messages page, with the client's e-mail and language for the sign-in page should they be signed out (decision 049). */
export const portalMessagesUrl = (config: Config, client: { email: string | null; language: Locale }) => portalUrl(config, paths.clientMessages, client);
/** The client's conversation in the admin. */
export const adminConversationUrl = (config: Config, clientId: string) => `${config.appUrl}/admin/messaging/${clientId}`;

const en = mailFormat("en");

/** A visit in an e-mail's words: "December 1, 2026, 8:00 AM – 10:00 AM". */
export const mailVisit = (v: { date: string; windowStart: string; windowEnd: string; service: string }): MailVisit => ({
  when: `${en.date(v.date)}, ${en.clockTime(v.windowStart)} – ${en.clockTime(v.windowEnd)}`,
  service: v.service,
});
