import { Hono } from "hono";
import { companySettingsSchema, type CompanySettings } from "../../shared/schemas/company-settings";
import type { AppDeps } from "../deps";
import type { ApiEnv } from "../http/api-env";
import { readJson } from "../http/read-json";
import { getCompanySettings, updateCompanySettings } from "../services/settings/company-settings";

/** The company settings (decision 052): every admin reads them; the owner saves them (audited). */
export function adminSettingsRoutes(deps: AppDeps) {
  const { db, config } = deps;
  return new Hono<ApiEnv>()
    .get("/", async (c) => c.json((await getCompanySettings({ db, config, viewerId: c.get("viewer")!.userId })) satisfies CompanySettings))
    .put("/", async (c) => {
      const input = await readJson(c, companySettingsSchema);
      const viewer = c.get("viewer")!;
      return c.json((await updateCompanySettings({ db, config, input, actor: { userId: viewer.userId, email: viewer.email } })) satisfies CompanySettings);
    });
}
