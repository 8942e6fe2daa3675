// How long the company keeps personal information (decisions 055, 056): the bounds and defaults of
// the periods the owner sets, and the periods the law fixes. Plain values, so the public privacy
// page can state them without the settings' schema.

/** Bounds and defaults of the periods the owner sets. */
export const RETENTION_LIMITS = {
  /**
   * Enquiries (consultations, assessments, leads) of people who never became clients. At least 6
   * months: implied consent from an enquiry lasts 6 months (CASL), and the enquiry is its proof.
   */
  enquiryMonths: { min: 6, max: 120, fallback: 24 },
  /**
   * The text, HTML and files of e-mails, from when they were sent. At least 30 days: staff answer
   * questions about what a client was sent within a billing cycle (invoices are due in 15 or 30 days).
   */
  mailBodyDays: { min: 30, max: 3650, fallback: 90 },
} as const;

/** Periods the law fixes: not settings. */
export const RETENTION_FIXED = {
  /** Invoices and payments (and the minimum that identifies them): six years (the tax authorities' books and records rule). */
  invoiceYears: 6,
  /** The register of confidentiality incidents: five years after an incident is closed (Law 25). */
  incidentYearsAfterClosing: 5,
  /** The audit log: six years, as the invoices and payments whose changes it explains. */
  auditLogYears: 6,
} as const;
