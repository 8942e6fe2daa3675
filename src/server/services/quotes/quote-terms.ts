// The terms a quote is accepted under. Each quote saves the version and the text it was written
// with, and an acceptance saves them again, so a later change never rewrites what a client signed.
// To change them: edit the text and give it a new version (the date it takes effect).

export const QUOTE_TERMS = {
  version: "2026-11-01",
  text: [
    "Prices are in Canadian dollars and include the taxes shown. The quote covers the work described at the service address above; work not listed is quoted separately.",
    "A deposit, when shown, is due on acceptance and is credited on the invoice. The balance is invoiced after the service and is due within 15 days.",
    "Visits can be rescheduled or cancelled free of charge up to 48 hours before the arrival window; later cancellations may be charged at 50% of the visit.",
    "If you are not satisfied with a visit, tell us within 48 hours and we will return to re-clean the areas concerned at no charge.",
    "We are insured and bonded. Please secure valuables and tell us of fragile items, alarms and pets before the first visit.",
  ].join("\n\n"),
} as const;
