import { Hono } from "hono";
import { businessDay } from "../../shared/business-time";
import {
  serviceVisitCancelSchema,
  serviceVisitCompleteSchema,
  serviceVisitCreateSchema,
  serviceVisitListQuerySchema,
  serviceVisitMissSchema,
  serviceVisitMoveToRequestSchema,
  serviceVisitRangeQuerySchema,
  serviceVisitBatchInvoiceSchema,
  serviceVisitInvoiceSchema,
  serviceVisitUpdateSchema,
  type ServiceVisitDetail,
  type ServiceVisitInvoiced,
  type ServiceVisitsInvoiced,
  type ServiceVisitList,
  type ServiceVisitStaff,
} from "../../shared/schemas/service-visits";
import type { AppDeps } from "../deps";
import { isUuid } from "../db/is-uuid";
import { notFound } from "../errors";
import type { ApiEnv, Viewer } from "../http/api-env";
import { readJson } from "../http/read-json";
import { readQuery } from "../http/read-query";
import { invoiceVisitsByStaff } from "../services/invoices/visit-invoice";
import { listServiceVisits } from "../services/service-visits/list-visits";
import { serviceVisitRangeJson } from "../services/service-visits/week-view";
import { activeStaff } from "../services/service-visits/staff-names";
import { cancelServiceVisit, completeServiceVisit, missServiceVisit } from "../services/service-visits/transition-visit";
import { visitDetail } from "../services/service-visits/visit-record";
import { createServiceVisit, moveVisitToRequest, updateServiceVisit } from "../services/service-visits/write-visit";

const staffOf = (viewer: Viewer | null) => ({ userId: viewer!.userId, name: viewer!.username ?? viewer!.email });
const invoicingStaff = (viewer: Viewer | null) => ({ type: "staff" as const, ...staffOf(viewer), email: viewer!.email });

/** Service visits in the admin: the list, the week view, scheduling, moving, and the visit's outcome. */
export function adminServiceVisitRoutes(deps: AppDeps) {
  const { db } = deps;
  const base = (c: { get(key: "viewer"): Viewer | null }) => ({ db, actor: staffOf(c.get("viewer")), today: businessDay(), notice: deps.config });
  // An id that cannot be a visit is a 404 before the body is read.
  const one = (c: { get(key: "viewer"): Viewer | null; req: { param(name: "id"): string } }) => {
    if (!isUuid(c.req.param("id"))) throw notFound("serviceVisit");
    return { ...base(c), id: c.req.param("id") };
  };
  return (
    new Hono<ApiEnv>()
      .get("/", async (c) => c.json((await listServiceVisits({ db, query: readQuery(c, serviceVisitListQuerySchema) })) satisfies ServiceVisitList))
      // A ServiceVisitRange, written by the database (a busy week is thousands of visits).
      .get("/range", async (c) => {
        const text = await serviceVisitRangeJson({ db, query: readQuery(c, serviceVisitRangeQuerySchema) });
        return c.body(text, 200, { "Content-Type": "application/json" });
      })
      .get("/staff", async (c) => c.json({ staff: await activeStaff(db) } satisfies ServiceVisitStaff))
      .post("/invoice", async (c) => {
        const { visitIds, terms } = await readJson(c, serviceVisitBatchInvoiceSchema);
        const made = await invoiceVisitsByStaff({ db, actor: invoicingStaff(c.get("viewer")), visitIds, terms, config: deps.config });
        return c.json(made satisfies ServiceVisitsInvoiced, 201);
      })
      .post("/", async (c) => {
        const input = await readJson(c, serviceVisitCreateSchema);
        return c.json((await createServiceVisit({ ...base(c), input })) satisfies ServiceVisitDetail, 201);
      })
      .get("/:id", async (c) => {
        const detail = isUuid(c.req.param("id")) ? await visitDetail(db, c.req.param("id")) : undefined;
        if (!detail) throw notFound("serviceVisit");
        return c.json(detail satisfies ServiceVisitDetail);
      })
      .put("/:id", async (c) => {
        const target = one(c);
        const input = await readJson(c, serviceVisitUpdateSchema);
        return c.json((await updateServiceVisit({ ...target, input })) satisfies ServiceVisitDetail);
      })
      .post("/:id/move-to-request", async (c) => {
        const target = one(c);
        const { requestId } = await readJson(c, serviceVisitMoveToRequestSchema);
        return c.json((await moveVisitToRequest({ ...target, requestId })) satisfies ServiceVisitDetail);
      })
      .post("/:id/cancel", async (c) => {
        const target = one(c);
        const { reason } = await readJson(c, serviceVisitCancelSchema);
        return c.json((await cancelServiceVisit({ ...target, reason })) satisfies ServiceVisitDetail);
      })
      .post("/:id/complete", async (c) => {
        const target = one(c);
        const { completionNote } = await readJson(c, serviceVisitCompleteSchema);
        return c.json((await completeServiceVisit({ ...target, completionNote, report: deps.config })) satisfies ServiceVisitDetail);
      })
      .post("/:id/miss", async (c) => {
        const target = one(c);
        const { reason } = await readJson(c, serviceVisitMissSchema);
        return c.json((await missServiceVisit({ ...target, reason })) satisfies ServiceVisitDetail);
      })
      .post("/:id/invoice", async (c) => {
        const { id } = one(c);
        const { terms } = await readJson(c, serviceVisitInvoiceSchema);
        const { invoices } = await invoiceVisitsByStaff({ db, actor: invoicingStaff(c.get("viewer")), visitIds: [id], terms, config: deps.config });
        return c.json({ invoice: invoices[0]! } satisfies ServiceVisitInvoiced, 201);
      })
  );
}
