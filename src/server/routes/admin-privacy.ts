import { Hono, type Context } from "hono";
import { businessDay } from "../../shared/business-time";
import {
  privacyDoneSchema,
  privacyListQuerySchema,
  privacyRefuseSchema,
  staffPrivacyRequestSchema,
  type AdminPrivacyRequestList,
  type PrivacyRequestView,
} from "../../shared/schemas/privacy";
import type { AppDeps } from "../deps";
import { isUuid } from "../db/is-uuid";
import { AppError, notFound } from "../errors";
import type { ApiEnv } from "../http/api-env";
import { readJson } from "../http/read-json";
import { readQuery } from "../http/read-query";
import { recordAudit } from "../services/common/record-audit";
import type { Erasure, StaffActor } from "../services/privacy/erase-client";
import { buildArchive } from "../services/privacy/export-archive";
import { findPerson } from "../services/privacy/person";
import { carryOutDeletion, closeRequest, listRequests, recordByStaff } from "../services/privacy/privacy-requests";
import { zipResponse } from "./zip-response";

const staffOf = (c: Context<ApiEnv>): StaffActor => {
  const viewer = c.get("viewer")!;
  return { userId: viewer.userId, email: viewer.email, name: viewer.username ?? viewer.email };
};

/** Privacy requests in the admin (issue 28): the queue with the law's 30 days, recording, answering, erasing; a client's archive. */
export function adminPrivacyRoutes(deps: AppDeps) {
  const { db, config } = deps;
  const close = (outcome: "done" | "refused") => async (c: Context<ApiEnv>) => {
    const note = outcome === "done" ? (await readJson(c, privacyDoneSchema)).note : (await readJson(c, privacyRefuseSchema)).reason;
    const request = await closeRequest({ db, config, id: c.req.param("id")!, outcome, note, actor: staffOf(c), today: businessDay() });
    return c.json(request satisfies PrivacyRequestView);
  };
  return (
    new Hono<ApiEnv>()
      .get("/requests", async (c) => {
        const query = readQuery(c, privacyListQuerySchema);
        return c.json({ requests: await listRequests(db, query, businessDay()) } satisfies AdminPrivacyRequestList);
      })
      .post("/requests", async (c) => {
        const input = await readJson(c, staffPrivacyRequestSchema);
        return c.json((await recordByStaff({ db, config, input, actor: staffOf(c), today: businessDay() })) satisfies PrivacyRequestView, 201);
      })
      .post("/requests/:id/done", close("done"))
      .post("/requests/:id/refuse", close("refused"))
      // The confirmation is the dialog's; the request names what is erased.
      .post("/requests/:id/erase", async (c) =>
        c.json((await carryOutDeletion({ db, config, id: c.req.param("id"), actor: staffOf(c), logger: deps.logger })) satisfies Erasure),
      )
      .get("/clients/:id/export", async (c) => {
        const id = c.req.param("id");
        const person = isUuid(id) ? await findPerson(db, { clientId: id }) : null;
        if (!person) throw notFound("Client");
        if (person.erasedAt) throw new AppError("conflict", "This client's information was erased: only the invoices the law keeps remain (see Invoices).");
        const archive = await buildArchive({ db, config, person, today: businessDay() });
        const actor = staffOf(c);
        await recordAudit({ db, actor, entries: [{ action: "privacy.export", entity: "client", entityId: id }] });
        return zipResponse(c, archive);
      })
  );
}
