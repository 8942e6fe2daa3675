import { createHash } from "node:crypto";
import type { QuoteAcceptance, QuoteDocument } from "../../../shared/schemas/quotes";
import type { Config } from "../../env";
import type { MailAttachment } from "../../mail/attachments";
import { renderQuotePdf } from "../../pdf/quote-pdf";
import type { QuoteCompany, QuoteMailFacts } from "../../mail/templates/quote-emails";

// What quote e-mails and PDFs are written from: the company's details, the quote's facts (the
// e-mail writes them in the client's language), and the PDF with its fingerprint.

const money = new Intl.NumberFormat("en-CA", { style: "currency", currency: "CAD" });
export const dollars = (cents: number) => money.format(cents / 100);

const day = new Intl.DateTimeFormat("en-CA", { dateStyle: "long", timeZone: "UTC" });
/** "2026-11-23" → "November 23, 2026". */
export const longDate = (date: string) => day.format(new Date(`${date}T00:00:00Z`));
/** A wall-clock time for an e-mail: "08:00" or "08:00:00" → "8:00 AM". */
export const clockTime = (time: string) => {
  const [h, m] = time.split(":").map(Number) as [number, number];
  return `${((h + 11) % 12) + 1}:${String(m).padStart(2, "0")} ${h < 12 ? "AM" : "PM"}`;
};

export const quoteCompany = (config: Config): QuoteCompany => ({
  name: config.site.companyName,
  email: config.site.email,
  phone: config.site.phone,
  appUrl: config.appUrl,
  inbox: config.companyInbox,
});

export const pdfCompany = (config: Config) => ({
  name: config.site.companyName,
  legalName: config.site.legalName,
  email: config.site.email,
  phone: config.site.phone,
  siteUrl: config.appUrl,
});

export const mailFacts = (d: QuoteDocument): QuoteMailFacts => ({
  number: d.number,
  title: d.title,
  totalCents: d.totals.totalCents,
  validUntil: d.validUntil,
  clientName: d.client.fullName,
  clientEmail: d.client.email,
});

/** The portal page of a quote, with the client's e-mail for the login page should they be signed out. */
export const portalQuoteUrl = (config: Config, d: QuoteDocument) =>
  `${config.appUrl}/client-dashboard/quotes/${d.id}${d.client.email ? `?email=${encodeURIComponent(d.client.email)}` : ""}`;
export const adminQuoteUrl = (config: Config, id: string) => `${config.appUrl}/admin/quotes/${id}`;

export const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/**
 * The quote's PDF (signed once `acceptance` is given), in the language of the client's stored
 * record: the document is the client's, whoever downloads or receives it.
 */
export const quotePdf = (config: Config, document: QuoteDocument, acceptance: QuoteAcceptance | null = null) =>
  renderQuotePdf({ document, company: pdfCompany(config), acceptance, locale: document.client.language });

export const pdfAttachment = (document: QuoteDocument, content: Uint8Array, suffix = ""): MailAttachment => ({
  filename: `${document.number}${suffix}.pdf`,
  contentType: "application/pdf",
  content,
});
