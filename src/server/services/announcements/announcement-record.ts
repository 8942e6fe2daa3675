import { desc, eq, sql } from "drizzle-orm";
import type { AnnouncementDetail, AnnouncementList, AnnouncementSummary } from "../../../shared/schemas/announcements";
import type { Db } from "../../db/client";
import { isUuid } from "../../db/is-uuid";
import { announcements, users } from "../../db/schema/index";
import type { Config } from "../../env";
import { notFound } from "../../errors";
import { mailingAddressOf } from "../settings/company-settings";
import { audienceCount, newsAudience } from "./announcement-audience";

// Announcements as the admin reads them: the list with who a draft would reach now, and one
// announcement with its texts, who wrote and who sent it.

type Row = typeof announcements.$inferSelect;

const summaryOf = (r: Row): AnnouncementSummary => ({
  id: r.id,
  subjectEn: r.subjectEn,
  subjectFr: r.subjectFr,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
  sentAt: r.sentAt?.toISOString() ?? null,
  recipientCount: r.recipientCount,
});

/** The row of `id` (locked for a change with `forUpdate`), or a 404. */
export async function announcementRow(db: Db, id: string, forUpdate = false): Promise<Row> {
  if (!isUuid(id)) throw notFound("Announcement");
  const query = db.select().from(announcements).where(eq(announcements.id, id));
  const [row] = forUpdate ? await query.for("update") : await query;
  if (!row) throw notFound("Announcement");
  return row;
}

const nameOf = async (db: Db, userId: string | null) =>
  userId ? ((await db.select({ name: users.name }).from(users).where(eq(users.id, userId)))[0]?.name ?? null) : null;

/** GET /api/admin/announcements/:id. */
/** `canSend`: whether the reader may send it (an owner, decision 060). */
export async function announcementDetail(db: Db, config: Config, id: string, canSend: boolean): Promise<AnnouncementDetail> {
  const row = await announcementRow(db, id);
  return {
    ...summaryOf(row),
    bodyEn: row.bodyEn,
    bodyFr: row.bodyFr,
    createdBy: await nameOf(db, row.createdBy),
    sentBy: await nameOf(db, row.sentBy),
    audience: row.sentAt ? null : audienceCount(await newsAudience(db, new Date())),
    mailingAddressSet: mailingAddressOf(config) !== null,
    canSend,
  };
}

/** GET /api/admin/announcements: newest first (drafts and sent alike), at most 200. */
export async function listAnnouncements(db: Db, config: Config): Promise<AnnouncementList> {
  const rows = await db
    .select()
    .from(announcements)
    .orderBy(desc(sql`coalesce(${announcements.sentAt}, ${announcements.updatedAt})`), desc(announcements.id))
    .limit(200);
  return {
    announcements: rows.map(summaryOf),
    audience: audienceCount(await newsAudience(db, new Date())),
    mailingAddressSet: mailingAddressOf(config) !== null,
  };
}
