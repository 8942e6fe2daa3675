import { createHash } from "node:crypto";
import type { QuoteAcceptance, QuoteDocument } from "../../../shared/schemas/quotes";
import type { PrintedCompany } from "../../../shared/schemas/company-settings";
import type { Config } from "../../env";
import type { MailAttachment } from "../../mail/attachments";
import { pdfCompany } from "../../mail/company";
import { renderQuotePdf } from "../../pdf/quote-pdf";
import { adminDocumentUrl, pdfAttachment, portalDocumentUrl } from "../billing/document-links";
import type { QuoteMailFacts } from "../../mail/templates/inputs/quote";

// What quote e-mails and PDFs are written from: the quote's facts (the e-mail writes them in the
// client's language), its links, and the PDF with its fingerprint.

export const mailFacts = (d: QuoteDocument): QuoteMailFacts => ({
  number: d.number,
  title: d.title,
  totalCents: d.totals.totalCents,
  validUntil: d.validUntil,
  clientName: d.client.fullName,
  clientEmail: d.client.email,
});

/** The portal page of a quote, with the client's e-mail for the login page should they be signed out. */
export const portalQuoteUrl = (config: Config, d: QuoteDocument) => portalDocumentUrl(config, "quotes", d.id, d.client);
export const adminQuoteUrl = (config: Config, id: string) => adminDocumentUrl(config, "quotes", id);

export const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/**
 * The quote's PDF (signed once `acceptance` is given), in the language of the client's stored
 * record: the document is the client's, whoever downloads or receives it. `printed` is the company
 * block the quote kept when sent (decision 052); a draft prints the settings as they are.
 */
export const quotePdf = (config: Config, document: QuoteDocument, acceptance: QuoteAcceptance | null = null, printed: PrintedCompany | null = null) =>
  renderQuotePdf({ document, company: printed ?? pdfCompany(config), acceptance, locale: document.client.language });

export const quoteAttachment = (document: QuoteDocument, content: Uint8Array, suffix = ""): MailAttachment =>
  pdfAttachment(`${document.number}${suffix}.pdf`, content);
