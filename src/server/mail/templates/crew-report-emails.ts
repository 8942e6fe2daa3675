import type { NoAccessReason } from "../../../shared/schemas/crew-reports";
import type { MailSender } from "./inputs/sender";
import { SAMPLE_SENDER } from "./inputs/sender";
import { inboxReport } from "./layout";
import type { RenderedMail } from "./rendered-mail";

// To the company inbox: a cleaner could not get into a client's home (decision 067). In English,
// as every message to the company inbox.

export const NO_ACCESS_WORDS: Record<NoAccessReason, string> = {
  no_one_home: "No one was home",
  key_or_code: "The key or code does not work",
  refused: "Entry was refused",
  other: "Other",
};

export type NoAccessMail = {
  to: string;
  cleanerName: string;
  clientName: string;
  /** The visit in words: "December 1, 2026, 8:00 AM – 10:00 AM". */
  when: string;
  service: string;
  address: string;
  reason: NoAccessReason;
  text: string | null;
  /** The visit's page in the admin area. */
  adminUrl: string;
  sender: MailSender;
};

export function noAccessMail(
  d: NoAccessMail = {
    to: "quotes@example.com",
    cleanerName: "Mia",
    clientName: "Jane Doe",
    when: "December 1, 2026, 9:00 AM – 11:00 AM",
    service: "Home cleaning",
    address: "45 Sparks St, Ottawa, ON K1P 5A8",
    reason: "key_or_code",
    text: "The lockbox code was changed.",
    adminUrl: "http://localhost:3000/admin/visits/00000000-0000-4000-8000-000000000000",
    sender: SAMPLE_SENDER,
  },
): RenderedMail {
  const lines = [
    `${d.cleanerName} could not get in for ${d.clientName}'s visit.`,
    "",
    `Visit: ${d.when}, ${d.service}`,
    `Address: ${d.address}`,
    `Reason: ${NO_ACCESS_WORDS[d.reason]}`,
    ...(d.text ? ["", "Details:", d.text] : []),
    "",
    'The visit stays scheduled, marked "Couldn\'t get in", until you reschedule or cancel it. The client has not been told.',
    "",
    "Open the visit:",
    d.adminUrl,
  ];
  return inboxReport({ to: d.to, subject: `Couldn't get in: ${d.clientName}, ${d.when}`, lines, sender: d.sender });
}
