import { Hono } from "hono";
import { businessDay } from "../../shared/business-time";
import {
  quoteCreateSchema,
  quoteEditSchema,
  quoteListQuerySchema,
  staffAcceptSchema,
  voidSchema,
  type QuoteDetail,
  type QuoteList,
  type QuoteStats,
} from "../../shared/schemas/quotes";
import type { AppDeps } from "../deps";
import { notFound } from "../errors";
import type { ApiEnv, Viewer } from "../http/api-env";
import { readJson } from "../http/read-json";
import { readQuery } from "../http/read-query";
import { acceptQuote } from "../services/quotes/accept-quote";
import { createQuote } from "../services/quotes/create-quote";
import { draftQuoteFromAssessment } from "../services/quotes/draft-from-assessment";
import { listQuotes } from "../services/quotes/list-quotes";
import { quoteStats } from "../services/quotes/quote-stats";
import { quotePdf } from "../services/quotes/quote-mail";
import { loadQuote, quoteAcceptance, quoteDetail, quoteDocument } from "../services/quotes/quote-record";
import { sendQuote } from "../services/quotes/send-quote";
import { updateQuote } from "../services/quotes/update-quote";
import { voidQuote } from "../services/quotes/void-quote";
import { pdfResponse } from "./quote-pdf-response";

const staffOf = (viewer: Viewer | null) => ({ type: "staff" as const, userId: viewer!.userId, name: viewer!.username ?? viewer!.email, email: viewer!.email });

/** Quotes in the admin (decision 026): list and cards, the builder, the quote page and its actions. */
export function adminQuoteRoutes(deps: AppDeps) {
  const { db, config } = deps;
  const base = (c: { get(key: "viewer"): Viewer | null }) => ({
    db,
    actor: staffOf(c.get("viewer")),
    today: businessDay(),
    config,
    taxNumbers: config.taxNumbers,
  });
  const found = async (id: string, today = businessDay()) => {
    const detail = await quoteDetail(db, id, today);
    if (!detail) throw notFound("quote");
    return detail;
  };
  return new Hono<ApiEnv>()
    .get("/", async (c) => c.json((await listQuotes({ db, query: readQuery(c, quoteListQuerySchema), today: businessDay() })) satisfies QuoteList))
    .get("/stats", async (c) => c.json((await quoteStats({ db, today: businessDay() })) satisfies QuoteStats))
    .get("/from-assessment/:assessmentId", async (c) => {
      const draft = await draftQuoteFromAssessment({ db, assessmentId: c.req.param("assessmentId"), today: businessDay() });
      if (!draft) throw notFound("Assessment");
      return c.json(draft);
    })
    .post("/", async (c) => {
      const input = await readJson(c, quoteCreateSchema);
      return c.json((await createQuote({ ...base(c), input })) satisfies QuoteDetail, 201);
    })
    .get("/:id", async (c) => c.json((await found(c.req.param("id"))) satisfies QuoteDetail))
    .put("/:id", async (c) => {
      const input = await readJson(c, quoteEditSchema);
      return c.json((await updateQuote({ ...base(c), id: c.req.param("id"), input })) satisfies QuoteDetail);
    })
    .post("/:id/send", async (c) => c.json((await sendQuote({ ...base(c), id: c.req.param("id"), resend: false })) satisfies QuoteDetail))
    .post("/:id/resend", async (c) => c.json((await sendQuote({ ...base(c), id: c.req.param("id"), resend: true })) satisfies QuoteDetail))
    .post("/:id/void", async (c) => {
      const { reason } = await readJson(c, voidSchema);
      return c.json((await voidQuote({ ...base(c), id: c.req.param("id"), reason })) satisfies QuoteDetail);
    })
    .post("/:id/accept", async (c) => {
      const input = await readJson(c, staffAcceptSchema);
      const { quoteId } = await acceptQuote({ ...base(c), id: c.req.param("id"), input });
      return c.json((await found(quoteId)) satisfies QuoteDetail);
    })
    .get("/:id/pdf", async (c) => {
      // A staff preview: not logged as a view.
      const row = await loadQuote(db, c.req.param("id"));
      if (!row) throw notFound("quote");
      const pdf = await quotePdf(config, await quoteDocument(db, row), row.status === "accepted" ? await quoteAcceptance(db, row.id) : null, row.company);
      return pdfResponse(c, pdf, `${row.number}.pdf`, c.req.query("download") === "1");
    });
}
