import type { PrivacyPart, PrivacyRequestKind, PrivacyRequestStatus } from "@shared/schemas/privacy";

// The portal's Privacy page (issue 28): what we hold, the archive, corrections and deletion, and
// the state of the client's requests. Plain words, short sentences; the words are ours.

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const privacy = {
  heading: "Privacy",
  intro: "What we hold about you, a copy of it, and how to have it corrected or deleted.",
  loadFailed: "We couldn't load your privacy information. Please try again.",
  held: {
    title: "What we hold about you",
    intro: "We keep what you gave us and what we need to serve you:",
    none: "We hold nothing else about you.",
    /** A part's count in plain words; parts with none are not listed. */
    parts: {
      profile: () => "Your name, e-mail address, phone and language",
      addresses: (n: number) => count(n, "service address", "service addresses"),
      consultations: (n: number) => count(n, "consultation request", "consultation requests"),
      assessments: (n: number) => count(n, "quote request form", "quote request forms"),
      leads: (n: number) => count(n, "enquiry noted by our team", "enquiries noted by our team"),
      quotes: (n: number) => count(n, "quote", "quotes"),
      invoices: (n: number) => count(n, "invoice", "invoices"),
      payments: (n: number) => count(n, "payment", "payments"),
      charges: (n: number) => count(n, "automatic charge of a saved card", "automatic charges of a saved card"),
      cards: (n: number) => count(n, "saved card (brand and last four digits)", "saved cards (brand and last four digits)"),
      autopay: (n: number) => count(n, "automatic payment agreement", "automatic payment agreements"),
      visits: (n: number) => count(n, "cleaning visit", "cleaning visits"),
      photos: (n: number) => count(n, "photo of a visit", "photos of visits"),
      access_views: (n: number) => count(n, "view of your access notes by our crew", "views of your access notes by our crew"),
      checklists: (n: number) => count(n, "checklist item of a visit", "checklist items of visits"),
      visit_reports: (n: number) => count(n, "visit report with our crew's notes", "visit reports with our crew's notes"),
      schedules: (n: number) => count(n, "recurring service", "recurring services"),
      ratings: (n: number) => count(n, "visit rating", "visit ratings"),
      messages: (n: number) => count(n, "message", "messages"),
      emails: (n: number) => count(n, "e-mail we sent you", "e-mails we sent you"),
      consents: (n: number) => count(n, "choice about our news and offers", "choices about our news and offers"),
      requests: (n: number) => count(n, "privacy request", "privacy requests"),
      crew_reports: (n: number) => count(n, "note from our crew about a visit", "notes from our crew about visits"),
    } satisfies Record<PrivacyPart, (n: number) => string>,
  },
  download: {
    title: "Download my data",
    text: "One ZIP file with everything above, as JSON and as spreadsheet (CSV) files, your quotes and invoices as PDFs, and the photos of your visits.",
    button: "Download my data",
  },
  correction: {
    title: "Ask for a correction",
    text: "Is something we hold about you wrong? Tell us what, and we will fix it within 30 days.",
    label: "What is wrong?",
    hint: "For example: my phone number is now 613-555-0123.",
    submit: "Send correction request",
    busy: "Sending...",
    sent: { title: "Request sent", description: "We will answer by e-mail within 30 days." },
    failed: "Your request could not be sent",
  },
  deletion: {
    title: "Ask for deletion",
    text: "You can ask us to delete your personal information. We answer within 30 days.",
    deleted: "We delete your account, addresses, requests, quotes, visits, messages and e-mails.",
    kept: (years: number) =>
      `We keep your invoices and payments for ${years} years, as tax law requires: their numbers, dates, amounts and taxes, with the name and billing address printed on them.`,
    after: "After the deletion you can no longer sign in, and we cannot restore anything.",
    button: "Ask for deletion",
    dialog: {
      title: "Delete your personal information?",
      description: "Please read what this means before you confirm.",
      confirm: "I understand that my information will be deleted, and that invoices and payments are kept as described.",
      submit: "Ask for deletion",
      busy: "Sending...",
      cancel: "Cancel",
    },
    sent: { title: "Deletion requested", description: "We will confirm by e-mail when it is done." },
    failed: "Your request could not be sent",
  },
  pending: (asked: string, due: string) => `You asked on ${asked}. We will answer by ${due}.`,
  noClient: (phone: string, email: string) => `To ask for a correction or a deletion, please call us at ${phone} or write to ${email}.`,
  requests: {
    title: "Your requests",
    empty: "You have not made any privacy request.",
    kinds: { access: "Access to your information", correction: "Correction", deletion: "Deletion" } satisfies Record<PrivacyRequestKind, string>,
    statuses: { open: "In progress", done: "Done", refused: "Refused" } satisfies Record<PrivacyRequestStatus, string>,
    received: (date: string) => `Received ${date}`,
    due: (date: string) => `Answer by ${date}`,
    closed: (date: string) => `Answered ${date}`,
    outcome: "Our answer",
    wrote: "You wrote",
  },
};
