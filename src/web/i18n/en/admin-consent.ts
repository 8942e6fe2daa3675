import type { ConsentAction, ConsentSource } from "@shared/consent";

// A client's consent to news and offers on the admin's client page (decision 057). English, as
// every admin screen (decision 045).

export const consent = {
  heading: "News and offers by e-mail",
  noEmail: "This client has no e-mail address.",
  states: {
    express: (since: string) => `Express consent since ${since}`,
    implied: (basis: "purchase" | "inquiry", until: string) => `Implied by ${basis === "purchase" ? "a purchase" : "an inquiry"} until ${until}`,
    withdrawn: (since: string) => `Withdrawn on ${since}`,
    none: "No consent",
    lapsed: (on: string) => `No consent (the implied one lapsed on ${on})`,
  },
  receives: "Receives announcements",
  doesNotReceive: "Does not receive announcements",
  history: "History",
  noHistory: "No record yet: nobody ticked a box, unsubscribed or was recorded by staff.",
  columns: { date: "Date", action: "Given or withdrawn", source: "Source", language: "Language", words: "Words shown", ip: "IP address" },
  actions: { given: "Given", withdrawn: "Withdrawn" } satisfies Record<ConsentAction, string>,
  sources: {
    consultation_form: "Consultation form",
    assessment_form: "Assessment form",
    portal: "Client portal",
    unsubscribe_link: "Unsubscribe link",
    staff: "Staff",
  } satisfies Record<ConsentSource, string>,
  recordedBy: (name: string) => `recorded by ${name}`,
  record: { given: "Record Consent Given", withdrawn: "Record Withdrawal" } satisfies Record<ConsentAction, string>,
  recordDialog: {
    given: {
      title: "Record consent given by phone?",
      description: "Read the client these words; record it only if they agree:",
    },
    withdrawn: {
      title: "Record a withdrawal by phone?",
      description: "The client stops receiving announcements at once. These words are recorded:",
    },
    words: { cancel: "Cancel", confirm: "Record", pending: "Recording..." },
    failed: "The consent could not be recorded.",
  },
  recorded: { title: "Consent Recorded" },
  loading: "Loading consent...",
  loadFailed: "Failed to load the consent.",
};
