import { Hono } from "hono";
import { retentionSettingsSchema, type RetentionOverview, type RetentionRunStarted, type RetentionSettings } from "../../shared/schemas/retention";
import type { AppDeps } from "../deps";
import type { ApiEnv } from "../http/api-env";
import { readJson } from "../http/read-json";
import { requireOwner } from "../middleware/audience";
import { sentCopiesOf } from "../mail/sent-copies";
import { photoFilesOf } from "../services/photos/photo-files";
import { nextRetentionRun } from "../services/retention/retention-job";
import { listRetentionRuns, runRetentionNow } from "../services/retention/run-retention";
import { loadCompanySettings } from "../services/settings/company-settings";
import { getRetentionSettings, updateRetentionSettings } from "../services/settings/retention-settings";

export const OWNER_RETENTION = "Only an owner can see or change retention: its periods and runs are part of the company settings.";

/**
 * Retention in the admin (decision 055): the periods (saved audited), the last runs and the next,
 * and Run retention now (idempotent). Part of Settings: an owner's alone (decision 060).
 */
export function adminRetentionRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<ApiEnv>()
    .get("/", async (c) => {
      requireOwner(c.get("viewer"), OWNER_RETENTION);
      const overview: RetentionOverview = {
        settings: await getRetentionSettings(db),
        runs: await listRetentionRuns(db),
        nextRunAt: (await nextRetentionRun(db)).toISOString(),
      };
      return c.json(overview);
    })
    .put("/settings", async (c) => {
      const viewer = requireOwner(c.get("viewer"), OWNER_RETENTION);
      const input = await readJson(c, retentionSettingsSchema);
      const saved = await updateRetentionSettings({ db, input, actor: { userId: viewer.userId, email: viewer.email } });
      await loadCompanySettings(db, deps.config); // the privacy page states the periods in force
      return c.json(saved satisfies RetentionSettings);
    })
    .post("/runs", async (c) => {
      const viewer = requireOwner(c.get("viewer"), OWNER_RETENTION);
      const run = await runRetentionNow({
        db,
        actor: { userId: viewer.userId, email: viewer.email },
        sentCopies: sentCopiesOf(deps.config, deps.logger),
        photoFiles: photoFilesOf(deps.config, deps.logger),
      });
      deps.logger.info({ runId: run.id, by: viewer.userId, counts: run.counts }, "retention run by staff");
      return c.json({ run } satisfies RetentionRunStarted, 201);
    });
}
