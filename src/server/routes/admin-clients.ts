import { Hono } from "hono";
import { clientFormSchema, clientListQuerySchema } from "../../shared/schemas/clients";
import { staffConsentSchema, type ClientConsent } from "../../shared/schemas/consents";
import type { AppDeps } from "../deps";
import type { ApiEnv, Viewer } from "../http/api-env";
import { notFound } from "../errors";
import { readJson } from "../http/read-json";
import { readQuery } from "../http/read-query";
import { createClient } from "../services/clients/create-client";
import { draftClientFromAssessment } from "../services/clients/draft-client-from-assessment";
import { getClient } from "../services/clients/get-client";
import { listClients } from "../services/clients/list-clients";
import { updateClient } from "../services/clients/update-client";
import { clientConsent, recordStaffConsent } from "../services/consent/client-consent";

const actorOf = (viewer: Viewer | null) => ({ userId: viewer!.userId, email: viewer!.email });

/** The Clients Hub (/admin/clients, decision 021): list, create, read, edit, and a draft from an assessment. */
export function adminClientRoutes(deps: AppDeps) {
  return (
    new Hono<ApiEnv>()
      .get("/", async (c) => {
        const query = readQuery(c, clientListQuerySchema);
        return c.json(await listClients({ db: deps.db, query }));
      })
      .post("/", async (c) => {
        const input = await readJson(c, clientFormSchema);
        return c.json(await createClient({ db: deps.db, input, actor: actorOf(c.get("viewer")) }), 201);
      })
      .get("/from-assessment/:assessmentId", async (c) => {
        const draft = await draftClientFromAssessment({ db: deps.db, assessmentId: c.req.param("assessmentId") });
        if (!draft) throw notFound("Assessment");
        return c.json(draft);
      })
      .get("/:id", async (c) => {
        const client = await getClient({ db: deps.db, id: c.req.param("id") });
        if (!client) throw notFound("client");
        return c.json(client);
      })
      .put("/:id", async (c) => {
        const input = await readJson(c, clientFormSchema);
        const client = await updateClient({ db: deps.db, id: c.req.param("id"), input, actor: actorOf(c.get("viewer")) });
        if (!client) throw notFound("client");
        return c.json(client);
      })
      // The consent of the client's address to news and offers (decision 057): the state and the ledger's records.
      .get("/:id/consent", async (c) => {
        const consent = await clientConsent(deps.db, c.req.param("id"));
        if (!consent) throw notFound("client");
        return c.json(consent satisfies ClientConsent);
      })
      // A consent given or withdrawn by phone, recorded by staff.
      .post("/:id/consent", async (c) => {
        const { action } = await readJson(c, staffConsentSchema);
        const consent = await recordStaffConsent({ db: deps.db, config: deps.config, id: c.req.param("id"), action, actor: actorOf(c.get("viewer")) });
        if (!consent) throw notFound("client");
        return c.json(consent satisfies ClientConsent, 201);
      })
  );
}
