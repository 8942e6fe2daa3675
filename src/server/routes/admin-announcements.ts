import { Hono, type Context } from "hono";
import {
  announcementSchema,
  type AnnouncementDetail,
  type AnnouncementList,
  type AnnouncementPreview,
  type AnnouncementRecipients,
} from "../../shared/schemas/announcements";
import type { AppDeps } from "../deps";
import type { ApiEnv } from "../http/api-env";
import { readJson } from "../http/read-json";
import { announcementDetail, listAnnouncements } from "../services/announcements/announcement-record";
import { listAnnouncementRecipients } from "../services/announcements/announcement-recipients";
import { previewAnnouncement } from "../services/announcements/preview-announcement";
import { createAnnouncement, updateAnnouncement } from "../services/announcements/save-announcement";
import { sendAnnouncement } from "../services/announcements/send-announcement";

/**
 * Announcements (decision 057): drafts written in both languages, previewed, sent once to those
 * whose consent is current; then who each went to and what became of it (decision 059).
 */
export function adminAnnouncementRoutes(deps: AppDeps) {
  const { db, config } = deps;
  const actor = (c: Context<ApiEnv>) => ({ userId: c.get("viewer")!.userId, email: c.get("viewer")!.email, role: c.get("viewer")!.role });
  return (
    new Hono<ApiEnv>()
      .get("/", async (c) => c.json((await listAnnouncements(db, config)) satisfies AnnouncementList))
      .post("/", async (c) => {
        const input = await readJson(c, announcementSchema);
        return c.json((await createAnnouncement({ db, config, input, actor: actor(c) })) satisfies AnnouncementDetail, 201);
      })
      .get("/:id", async (c) =>
        c.json((await announcementDetail(db, config, c.req.param("id"), c.get("viewer")!.role === "owner")) satisfies AnnouncementDetail),
      )
      .put("/:id", async (c) => {
        const input = await readJson(c, announcementSchema);
        return c.json((await updateAnnouncement({ db, config, id: c.req.param("id"), input, actor: actor(c) })) satisfies AnnouncementDetail);
      })
      .get("/:id/preview", async (c) =>
        c.json((await previewAnnouncement({ db, config, id: c.req.param("id"), viewerEmail: c.get("viewer")!.email })) satisfies AnnouncementPreview),
      )
      .get("/:id/recipients", async (c) => c.json((await listAnnouncementRecipients(db, c.req.param("id"))) satisfies AnnouncementRecipients))
      // Only an owner sends (decision 057, by role since decision 060): the service refuses anyone else.
      .post("/:id/send", async (c) => c.json((await sendAnnouncement({ db, config, id: c.req.param("id"), actor: actor(c) })) satisfies AnnouncementDetail))
  );
}
