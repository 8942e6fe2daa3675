import { extractText, getDocumentProxy } from "unpdf";

// A PDF's text as a reader extracts it, for tests.

/** The text of each page. */
export async function pdfPages(pdf: Uint8Array): Promise<string[]> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: false });
  return text;
}

/** All pages' text. */
export const pdfText = async (pdf: Uint8Array) => (await pdfPages(pdf)).join("\n");

/** A text as extracted: a non-breaking space (French « 1 234,56 $ ») reads back as a plain one. */
export const asExtracted = (s: string) => s.replace(/\u00a0/g, " ");

/** Wrapped text comes back with line breaks where the lines end: compare without any white space. */
export const squash = (s: string) => s.replace(/\s+/g, "");
