import { Hono } from "hono";
import { emailPreferencesSchema, type EmailPreferences } from "../../shared/schemas/consents";
import type { AppDeps } from "../deps";
import type { ApiEnv } from "../http/api-env";
import { clientIp } from "../http/client-ip";
import { readJson } from "../http/read-json";
import { requestLocale } from "../http/request-locale";
import { emailPreferences, setEmailPreferences } from "../services/consent/email-preferences";

/**
 * The signed-in client's e-mail preferences (decision 057): news and offers on or off for their
 * own address, the words in the portal's language (the page sends it), recorded with source `portal`.
 */
export function portalEmailPreferenceRoutes(deps: AppDeps) {
  const { db, config } = deps;
  return new Hono<ApiEnv>()
    .get("/", async (c) =>
      c.json((await emailPreferences({ db, config, email: c.get("viewer")!.email, language: requestLocale(c) })) satisfies EmailPreferences),
    )
    .put("/", async (c) => {
      const { news } = await readJson(c, emailPreferencesSchema);
      const answer = await setEmailPreferences({
        db,
        config,
        email: c.get("viewer")!.email,
        language: requestLocale(c),
        news,
        ip: clientIp(c, config.trustProxy),
        userAgent: c.req.header("user-agent") ?? null,
      });
      return c.json(answer satisfies EmailPreferences);
    });
}
