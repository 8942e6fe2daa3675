import type { Config } from "../../env";
import type { MailVisit, MessageCompany } from "../../mail/templates/message-emails";
import { longDate } from "../quotes/quote-mail";

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

/** "08:00" → "8:00 AM". */
const clock = (hhmm: string) => {
  const [h, m] = hhmm.split(":").map(Number) as [number, number];
  return `${((h + 11) % 12) + 1}:${String(m).padStart(2, "0")} ${h < 12 ? "AM" : "PM"}`;
};

/** A visit in an e-mail's words: "December 1, 2026, 8:00 AM – 10:00 AM". */
export const mailVisit = (v: { date: string; windowStart: string; windowEnd: string; service: string }): MailVisit => ({
  when: `${longDate(v.date)}, ${clock(v.windowStart)} – ${clock(v.windowEnd)}`,
  service: v.service,
});
