import { Hono, type Context } from "hono";
import { businessDay } from "../../shared/business-time";
import { portalPrivacyRequestSchema, RETAINED_YEARS, type PortalPrivacy, type PrivacyRequestView } from "../../shared/schemas/privacy";
import type { AppDeps } from "../deps";
import type { ApiEnv } from "../http/api-env";
import { readJson } from "../http/read-json";
import { buildArchive, heldCounts } from "../services/privacy/export-archive";
import { findPerson } from "../services/privacy/person";
import { askFromPortal, clientRequests } from "../services/privacy/privacy-requests";
import { zipResponse } from "./zip-response";

/**
 * The signed-in client's Privacy page (issue 28): what we hold, their archive, their requests.
 * Everything is found from the session's e-mail: there is no id to name someone else's.
 */
export function portalPrivacyRoutes(deps: AppDeps) {
  const { db, config } = deps;
  const person = async (c: Context<ApiEnv>) => (await findPerson(db, { email: c.get("viewer")!.email }))!;
  return new Hono<ApiEnv>()
    .get("/", async (c) => {
      const me = await person(c);
      const today = businessDay();
      return c.json({
        held: await heldCounts(db, me),
        requests: me.clientId ? await clientRequests(db, me.clientId, today) : [],
        hasClient: me.clientId !== null,
        language: me.language,
        retainedYears: RETAINED_YEARS,
      } satisfies PortalPrivacy);
    })
    .get("/export", async (c) => {
      const archive = await buildArchive({ db, config, person: await person(c), today: businessDay() });
      return zipResponse(c, archive);
    })
    .post("/requests", async (c) => {
      const input = await readJson(c, portalPrivacyRequestSchema);
      const request = await askFromPortal({ db, config, email: c.get("viewer")!.email, input, today: businessDay() });
      return c.json(request satisfies PrivacyRequestView, 201);
    });
}
