import { paths } from "./paths";

// The client portal's addresses below its sidebar pages. Kept out of paths.ts, which every public
// page loads: only the portal's quote and invoice pages and the tests need these.

export const portalPaths = {
  /** The Privacy page: what we hold, the archive, corrections and deletion (issue 28). */
  privacy: `${paths.clientDashboard}/privacy`,
  /** The signed-in client's archive (a ZIP file). */
  privacyExport: "/api/portal/privacy/export",
  /** A quote's page; `#accept` opens it at its acceptance section. */
  quote: (id: string, section?: "accept") => `${paths.clientQuotes}/${encodeURIComponent(id)}${section ? `#${section}` : ""}`,
  /** The quote's PDF, as an attachment. */
  quotePdf: (id: string) => `/api/portal/quotes/${encodeURIComponent(id)}/pdf`,
  /** An invoice's page; `#pay` opens it with its payment panel open. */
  invoice: (id: string, section?: "pay") => `${paths.clientInvoices}/${encodeURIComponent(id)}${section ? `#${section}` : ""}`,
  /** The invoice's PDF, as an attachment. */
  invoicePdf: (id: string) => `/api/portal/invoices/${encodeURIComponent(id)}/pdf`,
};
