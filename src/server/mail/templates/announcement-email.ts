import type { Locale } from "../../../shared/locale";
import { LANGUAGES } from "./languages";
import { personalMail, type Sender } from "./layout";
import type { RenderedMail } from "./rendered-mail";

// An announcement (decision 057): the owner's news and offers, the one commercial e-mail the
// product sends. Written in the reader's language from the owner's words in it, and it carries its
// unsubscribe: the link under the sender, and the List-Unsubscribe headers.

export type AnnouncementMail = {
  to: string;
  /** Whom to greet; null for someone known by their address only. */
  name: string | null;
  /** The owner's subject and text in the reader's language; paragraphs between blank lines. */
  subject: string;
  body: string;
  company: Sender;
};

export function announcementMail(d: AnnouncementMail, language: Locale = "en"): RenderedMail {
  const l = LANGUAGES[language];
  const c = d.company;
  return personalMail(
    l,
    {
      to: d.to,
      replyTo: c.email,
      subject: l.withCompany(d.subject, c.name),
      ...(d.name ? { name: d.name } : {}),
      body: [d.body],
      ask: l.askOrReply(c),
      sender: c.sender,
      news: "unsubscribe",
    },
    language,
  );
}
