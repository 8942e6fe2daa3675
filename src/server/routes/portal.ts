import { Hono, type Context } from "hono";
import { businessDay } from "../../shared/business-time";
import type {
  PortalCheckout,
  PortalCompany,
  PortalInvoiceDetail,
  PortalInvoiceList,
  PortalOverview,
  PortalProfile,
  PortalQuoteDetail,
  PortalQuoteList,
  PortalVisits,
} from "../../shared/portal";
import { cancelRequestSchema, messageBodySchema, rescheduleRequestSchema, visitRatingSchema, type PortalConversation } from "../../shared/schemas/messages";
import { portalLanguageSchema, type PortalLanguageInput } from "../../shared/schemas/portal-language";
import { changeRequestSchema, declineSchema, portalAcceptSchema } from "../../shared/schemas/quotes";
import type { AppDeps } from "../deps";
import { notFound } from "../errors";
import type { ApiEnv } from "../http/api-env";
import { clientIp } from "../http/client-ip";
import { readJson } from "../http/read-json";
import { startCheckout } from "../services/payments/start-checkout";
import { portalCheckoutSchema } from "../../shared/schemas/checkout";
import { listClientInvoices, listClientQuotes } from "../services/portal/client-records";
import { invoicePdf, invoicePdfName } from "../services/invoices/invoice-mail";
import { loadInvoice } from "../services/invoices/invoice-record";
import { portalInvoiceDocument, portalInvoiceView, recordInvoiceView, reportEtransferSent } from "../services/portal/portal-invoices";
import { setClientLanguage } from "../services/portal/client-language";
import { portalOverview } from "../services/portal/portal-overview";
import { portalProfile } from "../services/portal/portal-profile";
import { listClientVisits } from "../services/portal/portal-visits";
import { portalClient, portalConversation, sendClientMessage } from "../services/messages/client-messages";
import { ownsVisit } from "../services/messages/client-visit";
import { rateVisit } from "../services/messages/rate-visit";
import { requestVisitChange } from "../services/messages/visit-requests";
import { clientActor, clientOfUser, portalQuoteDetail, recordQuoteView, shownTo } from "../services/portal/portal-quotes";
import { acceptQuote } from "../services/quotes/accept-quote";
import { declineQuote, requestQuoteChanges } from "../services/quotes/client-responses";
import { quotePdf } from "../services/quotes/quote-mail";
import { loadQuote, quoteAcceptance } from "../services/quotes/quote-record";
import { portalEmailPreferenceRoutes } from "./portal-email-preferences";
import { portalPaymentMethodRoutes } from "./portal-payment-method";
import { pdfResponse } from "./quote-pdf-response";
import { portalPrivacyRoutes } from "./portal-privacy";

/**
 * The signed-in user's own quotes and invoices: those of the client with their e-mail (decision
 * 021). Another client's record is simply not found.
 */
export function portalRoutes(deps: AppDeps) {
  const { db, config, logger } = deps;
  const email = (c: Context<ApiEnv>) => c.get("viewer")!.email;
  /** Who is asking: their client record and their timeline actor. */
  const asker = async (c: Context<ApiEnv>) => {
    const client = await clientOfUser(db, email(c));
    const actor = clientActor(c.get("viewer")!.userId, client, clientIp(c, config.trustProxy), c.req.header("user-agent")?.slice(0, 500) ?? null);
    return { client, actor, visible: shownTo(client?.id), today: businessDay() };
  };
  const detailOf = async (c: Context<ApiEnv>) => {
    const { client, actor, today } = await asker(c);
    const detail = await portalQuoteDetail(db, client?.id, c.req.param("id")!, today);
    if (!detail) throw notFound("quote");
    return { detail, actor, client };
  };
  const invoiceOf = async (c: Context<ApiEnv>) => {
    const { client, actor, today } = await asker(c);
    const document = await portalInvoiceDocument(db, client?.id, c.req.param("id")!, today);
    if (!document) throw notFound("invoice");
    return { document, actor, today };
  };
  /** The client and the visit id of a request about one of their visits: another client's visit is 404 before the body is read. */
  const askerVisit = async (c: Context<ApiEnv>) => {
    const client = await portalClient(db, email(c));
    const visitId = c.req.param("id")!;
    if (!client || !(await ownsVisit(db, client.id, visitId))) throw notFound("serviceVisit");
    return { client, visitId };
  };
  return new Hono<ApiEnv>()
    .route("/privacy", portalPrivacyRoutes(deps))
    .route("/email-preferences", portalEmailPreferenceRoutes(deps))
    .route("/", portalPaymentMethodRoutes(deps))
    .get("/quotes", async (c) => c.json({ quotes: await listClientQuotes(db, email(c)) } satisfies PortalQuoteList))
    .get("/quotes/:id", async (c) => {
      const { detail, actor } = await detailOf(c);
      await recordQuoteView(db, detail, actor, "page");
      return c.json(detail satisfies PortalQuoteDetail);
    })
    .get("/quotes/:id/pdf", async (c) => {
      const { detail, actor } = await detailOf(c);
      await recordQuoteView(db, detail, actor, "pdf");
      const row = (await loadQuote(db, detail.quote.id))!;
      const { acceptance: _shown, status: _state, ...document } = detail.quote;
      const pdf = await quotePdf(config, document, row.status === "accepted" ? await quoteAcceptance(db, row.id) : null, row.company);
      return pdfResponse(c, pdf, `${row.number}.pdf`, true);
    })
    .post("/quotes/:id/accept", async (c) => {
      const input = await readJson(c, portalAcceptSchema);
      const { actor, visible, today, client } = await asker(c);
      await acceptQuote({ db, id: c.req.param("id"), input, actor, today, config, visible });
      return c.json((await portalQuoteDetail(db, client?.id, c.req.param("id"), today))! satisfies PortalQuoteDetail);
    })
    .post("/quotes/:id/decline", async (c) => {
      const { reason, comment, version } = await readJson(c, declineSchema);
      const { actor, visible, today, client } = await asker(c);
      await declineQuote({ db, id: c.req.param("id"), reason, comment, version, actor, today, config, visible });
      return c.json((await portalQuoteDetail(db, client?.id, c.req.param("id"), today))! satisfies PortalQuoteDetail);
    })
    .post("/quotes/:id/changes", async (c) => {
      const { message, version } = await readJson(c, changeRequestSchema);
      const { actor, visible, today } = await asker(c);
      await requestQuoteChanges({ db, id: c.req.param("id"), message, version, actor, today, config, visible });
      return c.json({ ok: true }, 202);
    })
    .put("/language", async (c) => {
      const { language } = await readJson(c, portalLanguageSchema);
      if (!(await setClientLanguage(db, email(c), language))) throw notFound("client");
      return c.json({ language } satisfies PortalLanguageInput);
    })
    .get("/overview", async (c) => c.json((await portalOverview(db, email(c), businessDay())) satisfies PortalOverview))
    .get("/profile", async (c) => c.json((await portalProfile(db, c.get("viewer")!)) satisfies PortalProfile))
    .get("/company", (c) => c.json({ phone: config.site.phone, supportPhone: config.site.supportPhone, email: config.site.email } satisfies PortalCompany))
    .get("/visits", async (c) => c.json((await listClientVisits(db, email(c), businessDay())) satisfies PortalVisits))
    .get("/messages", async (c) => c.json((await portalConversation(db, await portalClient(db, email(c)))) satisfies PortalConversation))
    .post("/messages", async (c) => {
      const { body } = await readJson(c, messageBodySchema);
      const client = await portalClient(db, email(c));
      return c.json((await sendClientMessage({ db, config, client, userId: c.get("viewer")!.userId, body })) satisfies PortalConversation, 201);
    })
    .post("/visits/:id/reschedule-request", async (c) => {
      const { client, visitId } = await askerVisit(c);
      const input = await readJson(c, rescheduleRequestSchema);
      await requestVisitChange({
        db,
        config,
        client,
        userId: c.get("viewer")!.userId,
        visitId,
        today: businessDay(),
        request: { kind: "reschedule", ...input },
      });
      return c.json({ ok: true }, 201);
    })
    .post("/visits/:id/cancel-request", async (c) => {
      const { client, visitId } = await askerVisit(c);
      const { note } = await readJson(c, cancelRequestSchema);
      await requestVisitChange({ db, config, client, userId: c.get("viewer")!.userId, visitId, today: businessDay(), request: { kind: "cancel", note } });
      return c.json({ ok: true }, 201);
    })
    .post("/visits/:id/rating", async (c) => {
      const { client, visitId } = await askerVisit(c);
      const { score, comment } = await readJson(c, visitRatingSchema);
      await rateVisit({ db, config, client, userId: c.get("viewer")!.userId, visitId, score, comment });
      return c.json({ ok: true }, 201);
    })
    .get("/invoices", async (c) => c.json({ invoices: await listClientInvoices(db, email(c)) } satisfies PortalInvoiceList))
    .get("/invoices/:id", async (c) => {
      const { document, actor, today } = await invoiceOf(c);
      await recordInvoiceView(db, document.id, actor, "page");
      return c.json((await portalInvoiceView(db, config, document, today)) satisfies PortalInvoiceDetail);
    })
    .get("/invoices/:id/pdf", async (c) => {
      const { document, actor } = await invoiceOf(c);
      await recordInvoiceView(db, document.id, actor, "pdf");
      const printed = (await loadInvoice(db, document.id))?.company ?? null;
      return pdfResponse(c, await invoicePdf(config, document, printed), invoicePdfName(document), true);
    })
    .post("/invoices/:id/etransfer-sent", async (c) => {
      const { client, actor, today } = await asker(c);
      await reportEtransferSent({ db, config, clientId: client?.id, id: c.req.param("id"), actor, today });
      return c.json({ ok: true }, 202);
    })
    .post("/invoices/:id/checkout", async (c) => {
      // Pay by card: the Stripe Checkout page for the balance. The invoice is marked paid only by
      // Stripe's signed webhook, never by the browser coming back from it.
      const { client, actor } = await asker(c);
      // An optional tip for the crew (decision 075); a request without a body pays the balance alone.
      const { tipCents } = (await c.req.text()) ? await readJson(c, portalCheckoutSchema) : { tipCents: 0 };
      const answer = await startCheckout({
        db,
        config,
        logger,
        invoiceId: c.req.param("id"),
        tipCents,
        asker: { clientId: client?.id, email: email(c), actor },
      });
      return c.json(answer satisfies PortalCheckout);
    });
}
