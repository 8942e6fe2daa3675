import { Hono } from "hono";
import { companySettingsSchema, type CompanySettings } from "../../shared/schemas/company-settings";
import type { AppDeps } from "../deps";
import type { ApiEnv } from "../http/api-env";
import { readJson } from "../http/read-json";
import { requireOwner } from "../middleware/audience";
import { getCompanySettings, updateCompanySettings } from "../services/settings/company-settings";

export const OWNER_SETTINGS = "Only an owner can see or change the company settings.";

/** The company settings (decision 052): an owner reads and saves them (audited); office staff get a 403 (decision 060). */
export function adminSettingsRoutes(deps: AppDeps) {
  const { db, config } = deps;
  return new Hono<ApiEnv>()
    .get("/", async (c) => {
      requireOwner(c.get("viewer"), OWNER_SETTINGS);
      return c.json((await getCompanySettings({ db, config })) satisfies CompanySettings);
    })
    .put("/", async (c) => {
      const viewer = requireOwner(c.get("viewer"), OWNER_SETTINGS);
      const input = await readJson(c, companySettingsSchema);
      return c.json((await updateCompanySettings({ db, config, input, actor: { userId: viewer.userId, email: viewer.email } })) satisfies CompanySettings);
    });
}
