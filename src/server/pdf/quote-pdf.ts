// Replaced by the pdfkit renderer at merge.
import type { QuoteAcceptance, QuoteDocument } from "../../shared/schemas/quotes";
export type PdfCompany = { name: string; legalName: string; email: string; phone: string; siteUrl: string };
export async function renderQuotePdf(input: { document: QuoteDocument; company: PdfCompany; acceptance: QuoteAcceptance | null }): Promise<Buffer> {
  return Buffer.from(`%PDF-1.4\n% ${JSON.stringify(input)}\n%%EOF\n`);
}
