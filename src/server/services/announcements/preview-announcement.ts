import type { AnnouncementPreview } from "../../../shared/schemas/announcements";
import type { Db } from "../../db/client";
import type { Config } from "../../env";
import { mailCompany } from "../../mail/company";
import { renderMail } from "../../mail/kinds";
import { announcementRow } from "./announcement-record";

/**
 * GET /api/admin/announcements/:id/preview: the e-mail in each language as its readers receive it,
 * written to the staff member looking (their address, no name), with the sender's lines and the
 * unsubscribe paragraph.
 */
export async function previewAnnouncement(o: { db: Db; config: Config; id: string; viewerEmail: string }): Promise<AnnouncementPreview> {
  const row = await announcementRow(o.db, o.id);
  const company = mailCompany(o.config);
  const mail = (language: "en" | "fr") => {
    const { subject, text } = renderMail({
      kind: "announcement.send",
      language,
      data: {
        to: o.viewerEmail,
        name: null,
        subject: language === "fr" ? row.subjectFr : row.subjectEn,
        body: language === "fr" ? row.bodyFr : row.bodyEn,
        company,
      },
    });
    return { subject, text };
  };
  return { en: mail("en"), fr: mail("fr") };
}
