import { RETENTION_FIXED, RETENTION_LIMITS, type RetentionCategory } from "@shared/schemas/retention";

// Retention on the admin's Settings screen (decision 055): the periods the owner sets, the ones
// the law fixes, and what the daily runs did. Admin screens are English.

const plural = (n: number, one: string, many: string) => `${n.toLocaleString("en-CA")} ${n === 1 ? one : many}`;
const { enquiryMonths: e, mailBodyDays: m } = RETENTION_LIMITS;

export const retention = {
  heading: "Retention",
  intro:
    "How long the company keeps what it no longer needs. Every day at 3:00 a.m. (Ottawa time) a run anonymises or removes what is past its period; the privacy page names these periods.",
  loading: "Loading retention...",
  loadFailed: { text: "Failed to load retention.", retry: "Try again" },
  periods: {
    heading: "Retention periods",
    ownerOnly: "Only an owner can change the retention periods.",
    labels: { enquiryMonths: "Enquiries of people who never became clients (months)", mailBodyDays: "Contents of sent e-mails (days)" },
    hints: {
      enquiryMonths: `Consultations, assessments and leads with no client record: names, contact details and their own words are anonymised; dates and counts stay. ${e.min} to ${e.max} months.`,
      mailBodyDays: `The text, formatting and attachments of e-mails once sent; who they went to, when and their subject stay. ${m.min} to ${m.max.toLocaleString("en-CA")} days.`,
    },
    fixedHeading: "Set by law",
    fixed: [
      `Invoices and payments: ${RETENTION_FIXED.invoiceYears} years.`,
      `Register of confidentiality incidents: ${RETENTION_FIXED.incidentYearsAfterClosing} years after an incident is closed, then removed.`,
      `Audit log: ${RETENTION_FIXED.auditLogYears} years, then removed.`,
      "Page-view counts: kept; they identify nobody.",
    ],
    save: "Save Retention Periods",
    saving: "Saving...",
    saved: { title: "Retention Periods Saved", description: "The next run applies them." },
    saveFailed: { title: "Error", description: "Failed to save the retention periods." },
    validation: { title: "Validation Error" },
    lastSaved: (when: string) => `Last saved: ${when}.`,
    defaults: "These are the defaults until you save.",
  },
  runs: {
    heading: "Retention runs",
    next: (when: string) => `Next daily run: ${when} (Ottawa time).`,
    runNow: "Run retention now",
    running: "Running...",
    runNowHint: "Runs the same steps as the daily run, now. Running it again changes nothing.",
    done: { title: "Retention Run Complete" },
    failed: { title: "Error", description: "The retention run failed. Try again." },
    none: "No run yet. The first daily run comes at the time above.",
    listLabel: "The last retention runs",
    trigger: { daily: "Daily run", manual: (who: string | null) => (who ? `Run by ${who}` : "Run by staff") },
    unfinished: "Not finished: the rest is taken by a follow-up or the next run.",
    nothingDue: "Nothing was due.",
    did: {
      consultations: (n: number) => `${plural(n, "consultation", "consultations")} anonymised`,
      assessments: (n: number) => `${plural(n, "assessment", "assessments")} anonymised`,
      leads: (n: number) => `${plural(n, "lead", "leads")} anonymised`,
      mail_bodies: (n: number) => `Contents of ${plural(n, "sent e-mail", "sent e-mails")} removed`,
      mail_recipients: (n: number) => `Address of ${plural(n, "person", "people")} who never became clients removed from e-mails`,
      incidents: (n: number) => `${plural(n, "incident", "incidents")} closed over five years ago removed from the register`,
      audit_log: (n: number) => `${plural(n, "audit log entry", "audit log entries")} over six years old removed`,
      staff_invitations: (n: number) => `${plural(n, "staff invitation", "staff invitations")} revoked or expired over 30 days ago removed`,
    } satisfies Record<RetentionCategory, (n: number) => string>,
  },
};
