// Announcements (decision 057): news and offers by e-mail, written in English and French, sent to
// the people whose consent is current. Admin screens are English (decision 045).

const people = (n: number) => `${n} ${n === 1 ? "person" : "people"}`;

export const announcements = {
  pages: {
    list: { title: "Announcements", intro: "News and offers by e-mail, in English and French, sent only to people who may receive them." },
    create: { title: "New Announcement", intro: "Write the message in both languages. Each person receives it in their own language." },
    draft: { title: "Draft Announcement", intro: "Edit, preview, then send it. Once sent it cannot be changed or sent again." },
    sent: { title: "Sent Announcement" },
  },
  newAnnouncement: "New Announcement",
  backToList: "Back to Announcements",
  loading: "Loading announcements...",
  loadingOne: "Loading announcement...",
  fetchFailed: { text: "Failed to load announcements.", retry: "Try again" },
  oneFailed: { text: "Failed to load this announcement.", retry: "Try again" },
  audience: {
    heading: "Who receives it",
    /** After the number: what it counts. */
    mayReceive: (n: number) => `${n === 1 ? "person" : "people"} may receive news and offers right now`,
    split: (en: number, fr: number) => `${en} in English, ${fr} in French`,
    rule: "People who ticked the box, and clients and inquirers whose implied consent has not lapsed (two years from a purchase, six months from an inquiry). Nobody who unsubscribed.",
  },
  noAddress: {
    title: "Mailing address missing",
    text: "Every commercial e-mail must carry the company's mailing address (Canada's anti-spam law). Set it in Settings before sending.",
    link: "Open Settings",
  },
  list: {
    heading: "All announcements",
    subject: "Subject",
    status: "Status",
    date: "Date",
    recipients: "Recipients",
    draft: "Draft",
    sent: "Sent",
    edited: (when: string) => `Edited ${when}`,
    sentOn: (when: string) => `Sent ${when}`,
    sentTo: (n: number) => people(n),
    empty: { title: "No announcements yet.", hint: "Write one with New Announcement." },
  },
  form: {
    english: "English",
    french: "French",
    labels: { subjectEn: "English subject", bodyEn: "English message", subjectFr: "French subject", bodyFr: "French message" },
    hints: {
      subject: "One line. The company's name is added after it.",
      body: "Separate paragraphs with a blank line. The greeting, your contact details, the company's mailing address and the unsubscribe link are added.",
    },
    save: "Save Draft",
    saving: "Saving...",
    saved: { title: "Draft Saved", description: "Preview it below, then send it when it is ready." },
    saveFailed: { title: "Error", description: "Failed to save the announcement." },
    validation: { title: "Validation Error" },
  },
  preview: {
    heading: "Preview",
    intro: "The e-mail as its readers receive it (here written to you).",
    english: "English e-mail",
    french: "French e-mail",
    subject: "Subject",
    loading: "Writing the preview...",
    failed: "The preview could not be written.",
  },
  send: {
    button: (n: number) => `Send to ${people(n)}`,
    title: "Send this announcement?",
    description: (n: number) => `It goes out now to ${people(n)}, each in their language, and cannot be changed or sent again afterwards.`,
    words: { cancel: "Cancel", confirm: "Send Now", pending: "Sending..." },
    sent: { title: "Announcement Sent", description: (n: number) => `Queued for ${people(n)}.` },
    failed: "The announcement could not be sent.",
    nobody: "Nobody may receive news and offers right now.",
    ownerOnly: "Only an owner can send an announcement: it goes out in the company's name.",
    saveFirst: "Save the draft first: what is saved is what goes out.",
  },
  recipients: {
    heading: "Who it went to",
    intro:
      "Each e-mail is checked against the person's consent again as it goes out: someone who unsubscribed, or whose implied consent lapsed, after the announcement was sent is not e-mailed.",
    /** The counts' words, by what became of the e-mails. */
    counts: { sent: "Sent", waiting: "Waiting", failed: "Failed", withheld: "Not sent" },
    failed: "Refused by the mail server; tried again every hour.",
    /** After the "Not sent: no consent" badge: why. */
    withheld: {
      withdrawn: (when: string) => `They unsubscribed on ${when}, before it went out.`,
      lapsed: (when: string) => `Their implied consent lapsed on ${when}, before it went out.`,
      none: "No consent on record when it was due to go out.",
    },
    shown: (n: number, total: number) => `Showing ${n} of ${total}: those not sent come first.`,
    loading: "Loading who it went to...",
    loadFailed: "Who it went to could not be loaded.",
  },
  sentInfo: (when: string, who: string | null, n: number) => `Sent ${when}${who ? ` by ${who}` : ""} to ${people(n)}.`,
};
