import type { NoAccessReason } from "@shared/schemas/crew-reports";

// What the office reads of the crew's notes and "Can't get in" (decision 067); the admin area is in English.
export const crewReportWords = {
  heading: "From the crew",
  none: "No notes from the crew about this visit.",
  loadFailed: "The crew's notes could not be loaded.",
  note: "Note to the office",
  noAccess: "Couldn't get in",
  reasons: {
    no_one_home: "No one was home",
    key_or_code: "The key or code does not work",
    refused: "Entry was refused",
    other: "Other",
  } satisfies Record<NoAccessReason, string>,
  by: (name: string | null, when: string) => `${name ?? "A former staff member"}, ${when}`,
  internal: "Internal: the client never sees these.",
  openFlag: "The visit stays scheduled until you reschedule or cancel it. The client has not been told.",
  alertsHeading: "Needs you: the crew couldn't get in",
  alertLine: (client: string, service: string, when: string) => `${client}, ${service}, ${when}`,
  openVisit: (client: string) => `Open ${client}'s visit`,
};
