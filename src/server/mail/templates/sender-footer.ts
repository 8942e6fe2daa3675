import type { Locale } from "../../../shared/locale";
import { localizedPath, paths } from "../../../shared/paths";
import type { MailSender } from "./inputs/sender";

// How every e-mail ends (decision 057): the sender as Canada's anti-spam law asks each message to
// name it (name, mailing address, a phone, an e-mail and a web address), then what it says of news
// and offers: a commercial e-mail carries its unsubscribe (a link, and the List-Unsubscribe headers
// of RFC 8058); one to a client or a visitor about their requests and documents carries a line to
// stop news and offers (it is never held back by that); one to staff or the company inbox nothing.

/** What an e-mail says of news and offers under its sender. */
export type NewsLine = "unsubscribe" | "stop" | "none";

/**
 * A reader's two unsubscribe addresses: the page the e-mail links to, in their language (it
 * unsubscribes them when it opens), and the one-click POST a mail client makes (RFC 8058).
 */
export function unsubscribeLinks(s: MailSender, to: string, language: Locale): { page: string; oneClick: string } {
  const token = encodeURIComponent(s.unsubscribeToken(to));
  return {
    page: `${s.siteUrl}${localizedPath(paths.unsubscribe, language)}?token=${token}`,
    oneClick: `${s.siteUrl}/api/unsubscribe?token=${token}`,
  };
}

/** The headers of a commercial e-mail: its one-click unsubscribe (RFC 2369 and RFC 8058). */
export const unsubscribeHeaders = (oneClick: string): Record<string, string> => ({
  "List-Unsubscribe": `<${oneClick}>`,
  "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
});

/**
 * The sender's lines after the signature delimiter ("-- "): the name (with the legal name when it
 * differs), the mailing address on one line when set, then phone, e-mail and the site in the
 * e-mail's language. Names and numbers only, so the block reads the same in either language.
 */
export function senderLines(s: MailSender, language: Locale): string[] {
  const names = s.legalName && s.legalName !== s.name ? `${s.name} (${s.legalName})` : s.name;
  const address = s.mailingAddress
    ?.split(/\s*\n\s*/)
    .filter(Boolean)
    .join(", ");
  const site = `${s.siteUrl}${language === "en" ? "" : localizedPath(paths.home, language)}`;
  return ["-- ", names, ...(address ? [address] : []), [s.phone, s.email, site].join(" · ")];
}
