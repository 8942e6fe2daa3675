import type { RenderedMail } from "./rendered-mail";

// The day-before reminder of a service visit (decision 037): when the crew comes, what they do,
// where, and the portal page that lists the client's visits. Dates and times come already in words.

export type VisitCompany = { name: string; email: string; phone: string };

/** A scheduled visit tomorrow: the day, the arrival window, the service and the address. */
export function visitReminderMail(d: {
  visit: { date: string; window: string; service: string; address: string };
  client: { name: string; email: string };
  url: string;
  company: VisitCompany;
}): RenderedMail {
  const { visit: v, company: c } = d;
  return {
    to: d.client.email,
    replyTo: c.email,
    subject: `Reminder: your cleaning visit tomorrow, ${v.date} - ${c.name}`,
    text: [
      `Hello ${d.client.name},`,
      "",
      `A reminder that our crew is coming tomorrow, ${v.date}.`,
      "",
      `Arrival window: ${v.window}`,
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
