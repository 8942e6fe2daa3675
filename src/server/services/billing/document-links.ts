import type { Locale } from "../../../shared/locale";
import type { Config } from "../../env";
import type { MailAttachment } from "../../mail/attachments";
import { portalUrl } from "../common/portal-url";

// Where a quote or an invoice is read (the client's portal page, the admin page) and how its PDF
// travels with an e-mail: one rule for both, by the documents' folder in the paths.

export type DocumentFolder = "quotes" | "invoices";

/**
 * The portal page of a document, with the client's e-mail for the login page should they be signed
 * out (decision 029), and their language when it is not English (decision 049).
 */
export const portalDocumentUrl = (config: Pick<Config, "appUrl">, folder: DocumentFolder, id: string, client: { email: string | null; language: Locale }) =>
  portalUrl(config, `/client-dashboard/${folder}/${id}`, client);

export const adminDocumentUrl = (config: Pick<Config, "appUrl">, folder: DocumentFolder, id: string) => `${config.appUrl}/admin/${folder}/${id}`;

export const pdfAttachment = (filename: string, content: Uint8Array): MailAttachment => ({ filename, contentType: "application/pdf", content });
