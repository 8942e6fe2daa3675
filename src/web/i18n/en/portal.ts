import type { PortalInvoiceState, PortalQuoteState } from "@shared/portal";

// The client portal (spec 000 §2, §4, §8). Headings, card titles, labels, empty states, buttons
// and the sign-out toast are the spec's; intros, hints and the "Available soon" notes are ours.
export const portal = {
  title: "Client Portal",
  navLabel: "Portal",
  nav: { dashboard: "Dashboard", quotes: "Quotes", invoices: "Invoices" },
  signOut: "Sign Out",
  signOutFailed: { title: "Error", description: "Failed to sign out. Please try again." },
  signedInAs: "Signed in as:",
  loadFailed: {
    title: "We couldn't load your portal",
    description: "Please check your connection and try again.",
  },
  listFailed: "We couldn't load this list. Please try again.",
  retry: "Try Again",
  comingSoon: "Available soon",
  dashboard: {
    heading: "Dashboard",
    intro: "Welcome back. Here is an overview of your account.",
    upcoming: { title: "Upcoming Services", empty: "No upcoming appointments", hint: "Scheduled visits will appear here." },
    history: { title: "Service History", empty: "No service history", hint: "Completed visits will appear here." },
    account: { title: "Account Information", email: "Email", memberSince: "Member Since", notAvailable: "N/A" },
    help: {
      title: "Need Help?",
      text: "Questions about a quote, an invoice or a visit? Our team is happy to help.",
      call: (phone: string) => `Call ${phone}`,
      requestService: "Request New Service",
    },
  },
  quotes: {
    heading: "Quotes",
    intro: "Quotes we have prepared for you, newest first.",
    quoteDate: "Quote Date",
    validUntil: "Valid Until",
    downloadPdf: "Download PDF",
    accept: "Accept Quote",
    soonNote: {
      before: "Downloading PDFs and accepting quotes online will be available soon. Until then, call us at",
      after: "and we'll take care of it.",
    },
    empty: "No quotes available",
    emptyHint: "When we prepare a quote for you, it will appear here.",
    requestQuote: "Request Quote",
    // The API answers stable values (decision 021); these are the words (spec 000 §4). Declined is ours.
    status: { pending: "Pending", accepted: "Accepted", declined: "Declined", expired: "Expired" } satisfies Record<PortalQuoteState, string>,
  },
  invoices: {
    heading: "Invoices",
    intro: "Your invoices and what is still to be paid.",
    summaryLabel: "Invoice summary",
    totalInvoiced: "Total Invoiced",
    outstanding: "Outstanding",
    totalInvoices: "Total Invoices",
    issueDate: "Issue Date",
    dueDate: "Due Date",
    downloadPdf: "Download PDF",
    payNow: "Pay Now",
    soonNote: {
      before: "Downloading PDFs and paying online will be available soon. Until then, call us at",
      after: "and we'll take care of it.",
    },
    empty: "No invoices available",
    emptyHint: "Invoices for completed services will appear here.",
    status: { paid: "Paid", outstanding: "Outstanding", overdue: "Overdue" } satisfies Record<PortalInvoiceState, string>,
  },
};
