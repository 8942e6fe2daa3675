import { LOCALES, type Locale } from "../../shared/locale";
import { localeOfPath, localizedPath, paths } from "../../shared/paths";
import { escapeHtml } from "./html-text";
import { PRIVACY_PAGE_FIELDS, type PrivacyPageValues, type PrivacyPageField } from "../../shared/privacy-policy";

// The privacy page is prerendered at build time, but the person in charge of privacy it names and
// two of the periods it states are settings the owner may change at any time (decisions 055, 056).
// The page marks each value (`data-setting="title"`, the e-mail link, the mailing address and its
// row, the two periods); the server writes the values in force into those marks when it serves it. The block is part of HTML
// the browser never hydrates (lib/prerendered-html.tsx), so what the server wrote stays.

/** The privacy page's prerendered files, in both languages. */
export const PRIVACY_PAGE_FILES: ReadonlySet<string> = new Set(LOCALES.map((l) => `${localizedPath(paths.privacy, l)}/index.html`));

/** An element marked with a value, holding text only. */
const MARKED = /<([a-z][a-z0-9]*)(\s[^>]*?)?\sdata-setting="(\w+)"([^>]*)>([^<]*)<\/\1>/g;
/** The opening tag of the row a value may leave empty (hidden when it is). */
const ROW = /<([a-z][a-z0-9]*)(\s[^>]*?)?\sdata-setting-row="(\w+)"([^>]*)>/g;

/** The value each mark shows on a page in `locale`; null leaves its row hidden. */
function valuesOf(values: PrivacyPageValues, locale: Locale): Record<PrivacyPageField, string | null> {
  return {
    title: locale === "fr" ? values.titleFr : values.title,
    email: values.email,
    legalName: values.legalName,
    mailingAddress: values.mailingAddress,
    enquiryMonths: String(values.enquiryMonths),
    mailBodyDays: String(values.mailBodyDays),
  };
}

/** The privacy page's HTML (of the page file `file`) with the settings' values in its marks. */
export function writePrivacyValues(html: string, file: string, current: PrivacyPageValues): string {
  const values = valuesOf(current, localeOfPath(file));
  const has = (field: string): field is PrivacyPageField => (PRIVACY_PAGE_FIELDS as readonly string[]).includes(field);
  return html
    .replace(MARKED, (whole, tag: string, before = "", field: string, after: string) => {
      if (!has(field)) return whole;
      const value = values[field] ?? "";
      let attributes = `${before} data-setting="${field}"${after}`;
      if (field === "email") attributes = attributes.replace(/\shref="[^"]*"/, ` href="mailto:${escapeHtml(value)}"`);
      return `<${tag}${attributes}>${escapeHtml(value)}</${tag}>`;
    })
    .replace(ROW, (whole, tag: string, before = "", field: string, after: string) => {
      if (!has(field)) return whole;
      const strip = (s: string) => s.replace(/\shidden(="[^"]*")?/g, "");
      return `<${tag}${strip(before)} data-setting-row="${field}"${values[field] ? "" : ' hidden=""'}${strip(after)}>`;
    });
}

/** A key that changes whenever what `writePrivacyValues` writes does. */
export const privacyValuesKey = (values: PrivacyPageValues) => JSON.stringify(values);
