import type { Config } from "../../env";
import type { MailVisit, MessageCompany } from "../../mail/templates/message-emails";
import { clockTime, longDate } from "../quotes/quote-mail";

// What messaging e-mails are written from: the company, the pages they link to, a visit in words.

export const messageCompany = (config: Config): MessageCompany => ({
  name: config.site.companyName,
  email: config.site.email,
  phone: config.site.supportPhone,
  inbox: config.companyInbox,
});

/** The portal's Messages page. */
export const portalMessagesUrl = (config: Config) => `${config.appUrl}/client-dashboard/messages`;
/** The client's conversation in the admin. */
export const adminConversationUrl = (config: Config, clientId: string) => `${config.appUrl}/admin/messaging/${clientId}`;

/** A visit in an e-mail's words: "December 1, 2026, 8:00 AM – 10:00 AM". */
export const mailVisit = (v: { date: string; windowStart: string; windowEnd: string; service: string }): MailVisit => ({
  when: `${longDate(v.date)}, ${clockTime(v.windowStart)} – ${clockTime(v.windowEnd)}`,
  service: v.service,
});
