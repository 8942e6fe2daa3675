import type { NoAccessReason } from "@shared/schemas/crew-reports";

// A cleaner's note to the office and "Can't get in" (decision 067), on their phone.
export const crewReports = {
  noteButton: "Note to the office",
  noteButtonLabel: (client: string) => `Note to the office about ${client}'s visit`,
  noAccessButton: "Can't get in",
  noAccessButtonLabel: (client: string) => `Can't get in for ${client}'s visit`,
  noteHeading: (client: string) => `Note to the office: ${client}`,
  noteLabel: "Your note",
  noteHint: "Only the office reads it, never the client.",
  noteRequired: "Write your note first.",
  noAccessHeading: (client: string) => `Can't get in: ${client}`,
  reasonLegend: "Why can't you get in?",
  reasons: {
    no_one_home: "No one is home",
    key_or_code: "The key or code does not work",
    refused: "Entry was refused",
    other: "Other",
  } satisfies Record<NoAccessReason, string>,
  reasonRequired: "Choose why.",
  details: "Details (optional)",
  detailsRequired: "Details",
  detailsMissing: "Say what happened.",
  noAccessHint: "The office is told at once and decides what happens next. The client is not told.",
  send: "Send to the office",
  cancel: "Cancel",
  noteQueueLabel: (client: string) => `Note to the office: ${client}`,
  noAccessQueueLabel: (client: string) => `Can't get in: ${client}`,
  noteWaiting: "Your note is waiting to send.",
  noAccessWaiting: '"Can\'t get in" is waiting to send.',
  noteSent: "Your note was sent to the office.",
  noAccessSent: "The office was told you can't get in.",
};
