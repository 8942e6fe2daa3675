import { eq } from "drizzle-orm";
import type { AnnouncementDetail, AnnouncementInput } from "../../../shared/schemas/announcements";
import type { Db } from "../../db/client";
import { announcements } from "../../db/schema/index";
import { transaction } from "../../db/transaction";
import type { Config } from "../../env";
import { AppError } from "../../errors";
import { recordAudit, type StaffActor } from "../common/record-audit";
import { announcementDetail, announcementRow } from "./announcement-record";
import { sentOn } from "./sent-on";

// A draft announcement, written and edited by staff (decision 057). Once sent it is what its
// readers received, and no longer changes.

type Staff = StaffActor;

/** POST /api/admin/announcements: a new draft. */
export async function createAnnouncement(o: { db: Db; config: Config; input: Required<AnnouncementInput>; actor: Staff }): Promise<AnnouncementDetail> {
  const id = await transaction(o.db, async (tx) => {
    const [made] = await tx
      .insert(announcements)
      .values({ ...o.input, createdBy: o.actor.userId, updatedBy: o.actor.userId })
      .returning({ id: announcements.id });
    await recordAudit({ db: tx, actor: o.actor, entries: [{ action: "announcement.create", entity: "announcements", entityId: made!.id }] });
    return made!.id;
  });
  return announcementDetail(o.db, o.config, id, o.actor.role === "owner");
}

/** PUT /api/admin/announcements/:id: a draft's new texts; a sent one is a 409. */
export async function updateAnnouncement(o: {
  db: Db;
  config: Config;
  id: string;
  input: Required<AnnouncementInput>;
  actor: Staff;
}): Promise<AnnouncementDetail> {
  await transaction(o.db, async (tx) => {
    const row = await announcementRow(tx, o.id, true);
    if (row.sentAt) throw new AppError("conflict", `This announcement was sent on ${sentOn(row.sentAt)}: what its readers received can no longer be changed.`);
    await tx
      .update(announcements)
      .set({ ...o.input, updatedBy: o.actor.userId, updatedAt: new Date() })
      .where(eq(announcements.id, row.id));
    await recordAudit({ db: tx, actor: o.actor, entries: [{ action: "announcement.update", entity: "announcements", entityId: row.id }] });
  });
  return announcementDetail(o.db, o.config, o.id, o.actor.role === "owner");
}
