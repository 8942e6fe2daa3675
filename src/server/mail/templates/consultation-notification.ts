import { serviceLabel } from "../../../shared/options/services";
import type { ConsultationDetails } from "../../../shared/schemas/consultation";
import { SAMPLE_SENDER, type MailSender } from "./inputs/sender";
import { inboxReport } from "./layout";
import type { RenderedMail } from "./rendered-mail";

/** The spec's template parameters, with its blank defaults. */
export function consultationParams(c: ConsultationDetails, to: { name: string; email: string }) {
  return {
    to_name: to.name,
    to_email: to.email,
    from_name: c.name,
    from_email: c.email,
    phone: c.phone,
    company: c.company ?? "Not provided",
    service: serviceLabel(c.service) ?? "Not specified",
    message: c.message ?? "No additional details provided",
  };
}

/** E-mail to the company inbox for a consultation request. */
export function consultationNotification(
  c: ConsultationDetails = { name: "Jane Doe", email: "jane@example.com", phone: "613-555-0100", company: undefined, service: undefined, message: undefined },
  to: { name: string; email: string; sender: MailSender } = { name: "Maple Crest Cleaning", email: "quotes@example.com", sender: SAMPLE_SENDER },
): RenderedMail {
  const p = consultationParams(c, to);
  const lines = [
    `Hello ${p.to_name},`,
    "",
    "A new consultation request was sent from the website.",
    "",
    `Name: ${p.from_name}`,
    `Email: ${p.from_email}`,
    `Phone: ${p.phone}`,
    `Company: ${p.company}`,
    `Service Needed: ${p.service}`,
    "",
    "Message:",
    p.message,
    "",
    "Please respond within 24 hours.",
  ];
  return inboxReport({ to: p.to_email, replyTo: p.from_email, subject: `New Quote Request from ${p.from_name}`, lines, sender: to.sender });
}
