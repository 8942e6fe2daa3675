import type { InvoiceDocument } from "../../../shared/schemas/invoices";
import type { PrintedCompany } from "../../../shared/schemas/company-settings";
import type { Config } from "../../env";
import type { MailAttachment } from "../../mail/attachments";
import { pdfCompany } from "../../mail/company";
import type { InvoiceMailFacts } from "../../mail/templates/inputs/invoice";
import { renderInvoicePdf } from "../../pdf/invoice-pdf";
import { adminDocumentUrl, pdfAttachment, portalDocumentUrl } from "../billing/document-links";

// What invoice e-mails and PDFs are written from: the invoice's facts (the e-mail writes them in
// the client's language), its PDF and links.

export const invoiceFacts = (d: InvoiceDocument): InvoiceMailFacts => ({
  number: d.number ?? "",
  kind: d.kind,
  title: d.title,
  totalCents: d.totalCents,
  balanceCents: d.balanceCents,
  dueDate: d.dueDate,
  dueNow: d.terms === "on_receipt",
  clientName: d.client.fullName,
  clientEmail: d.client.email,
});

/** The portal page of an invoice, with the client's e-mail for the login page should they be signed out. */
export const portalInvoiceUrl = (config: Config, d: Pick<InvoiceDocument, "id" | "client">) => portalDocumentUrl(config, "invoices", d.id, d.client);
export const adminInvoiceUrl = (config: Config, id: string) => adminDocumentUrl(config, "invoices", id);

/**
 * The invoice's PDF in the language of the client's stored record, for the client and for staff
 * alike; `printed` is the company block (and e-Transfer address) it kept when issued (decision 052).
 */
export const invoicePdf = (config: Config, document: InvoiceDocument, printed: PrintedCompany | null = null) =>
  renderInvoicePdf({
    document,
    company: printed ?? pdfCompany(config),
    etransferEmail: printed ? printed.etransferEmail : config.etransferEmail,
    locale: document.client.language,
  });

export const invoicePdfName = (d: Pick<InvoiceDocument, "number">) => `${d.number ?? "invoice-draft"}.pdf`;

export const invoiceAttachment = (document: InvoiceDocument, content: Uint8Array): MailAttachment => pdfAttachment(invoicePdfName(document), content);
