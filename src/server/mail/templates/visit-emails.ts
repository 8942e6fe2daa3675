import type { Locale } from "../../../shared/locale";
import { visitReminderFr } from "./fr/visit-emails";
import { mailFormat } from "./mail-format";
import type { RenderedMail } from "./rendered-mail";

// The day-before reminder of a service visit (decision 037), in the client's language: when the
// crew comes, what they do, where, and the portal page that lists the client's visits. The day
// and the arrival window come as stored ("2026-12-01", "08:00").

export type VisitCompany = { name: string; email: string; phone: string };

export type VisitReminder = {
  visit: { date: string; windowStart: string; windowEnd: string; service: string; address: string };
  client: { name: string; email: string };
  url: string;
  company: VisitCompany;
};

const en = mailFormat("en");

/** A scheduled visit tomorrow: the day, the arrival window, the service and the address. */
export function visitReminderMail(d: VisitReminder, language: Locale = "en"): RenderedMail {
  if (language === "fr") return visitReminderFr(d);
  const { visit: v, company: c } = d;
  const date = en.date(v.date);
  return {
    to: d.client.email,
    replyTo: c.email,
    subject: `Reminder: your cleaning visit tomorrow, ${date} - ${c.name}`,
    text: [
      `Hello ${d.client.name},`,
      "",
      `A reminder that our crew is coming tomorrow, ${date}.`,
      "",
      `Arrival window: ${en.clockTime(v.windowStart)} - ${en.clockTime(v.windowEnd)}`,
      `Service: ${v.service}`,
      `Address: ${v.address}`,
      "",
      "Your upcoming visits are in your client portal:",
      "",
      d.url,
      "",
      "If you are not signed in, enter your e-mail address and we will send you a login link.",
      "",
      `To change this visit, call us at ${c.phone} or reply to this e-mail.`,
      "",
      c.name,
    ].join("\n"),
  };
}
