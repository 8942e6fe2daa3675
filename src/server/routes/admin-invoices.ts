import { closeUnknownCharge } from "../services/payments/autopay-charges";
import { Hono } from "hono";
import { businessDay } from "../../shared/business-time";
import {
  creditNoteSchema,
  invoiceCreateSchema,
  invoiceEditSchema,
  invoiceFromQuoteSchema,
  invoiceIssueSchema,
  invoiceListQuerySchema,
  invoiceVoidSchema,
  paymentSchema,
  type InvoiceDetail,
  type InvoiceList,
  type InvoiceStats,
} from "../../shared/schemas/invoices";
import { refundSchema, type RefundResult } from "../../shared/schemas/refunds";
import type { AppDeps } from "../deps";
import { isUuid } from "../db/is-uuid";
import { notFound } from "../errors";
import type { ApiEnv, Viewer } from "../http/api-env";
import { readJson } from "../http/read-json";
import { readQuery } from "../http/read-query";
import { addCreditNote, recordStaffPayment, voidInvoice } from "../services/invoices/corrections";
import { invoiceStats } from "../services/invoices/invoice-stats";
import { invoicePdf, invoicePdfName } from "../services/invoices/invoice-mail";
import { invoiceDetail, invoiceDocument, loadInvoice } from "../services/invoices/invoice-record";
import { issueInvoice, resendInvoice } from "../services/invoices/issue-invoice";
import { listInvoices } from "../services/invoices/list-invoices";
import { refundCardPayment, retryRefund } from "../services/payments/refunds";
import { createInvoice, invoiceFromQuote, updateInvoice } from "../services/invoices/write-invoice";
import { pdfResponse } from "./quote-pdf-response";

const staffOf = (viewer: Viewer | null) => ({ type: "staff" as const, userId: viewer!.userId, name: viewer!.username ?? viewer!.email, email: viewer!.email });

/** Invoices in the admin (decision 030): list and cards, drafts, issuing, payments, credit notes, voids, card refunds (decision 076). */
export function adminInvoiceRoutes(deps: AppDeps) {
  const { db, config } = deps;
  const base = (c: { get(key: "viewer"): Viewer | null }) => ({ db, actor: staffOf(c.get("viewer")), today: businessDay(), config });
  // An id that cannot be an invoice is a 404 before the body is read (PUT /from-quote is no invoice).
  const one = (c: { get(key: "viewer"): Viewer | null; req: { param(name: "id"): string } }) => {
    if (!isUuid(c.req.param("id"))) throw notFound("invoice");
    return { ...base(c), id: c.req.param("id") };
  };
  return (
    new Hono<ApiEnv>()
      .get("/", async (c) => c.json((await listInvoices({ db, query: readQuery(c, invoiceListQuerySchema), today: businessDay() })) satisfies InvoiceList))
      .get("/stats", async (c) => c.json((await invoiceStats({ db, today: businessDay() })) satisfies InvoiceStats))
      .post("/", async (c) => {
        const input = await readJson(c, invoiceCreateSchema);
        return c.json((await createInvoice({ ...base(c), input })) satisfies InvoiceDetail, 201);
      })
      .post("/from-quote", async (c) => {
        const { quoteId, terms } = await readJson(c, invoiceFromQuoteSchema);
        return c.json((await invoiceFromQuote({ ...base(c), quoteId, terms })) satisfies InvoiceDetail, 201);
      })
      .get("/:id", async (c) => {
        const detail = await invoiceDetail(db, c.req.param("id"), businessDay());
        if (!detail) throw notFound("invoice");
        return c.json(detail satisfies InvoiceDetail);
      })
      .put("/:id", async (c) => {
        const target = one(c);
        const input = await readJson(c, invoiceEditSchema);
        return c.json((await updateInvoice({ ...target, input })) satisfies InvoiceDetail);
      })
      .post("/:id/issue", async (c) => {
        const target = one(c);
        const { issueDate } = await readJson(c, invoiceIssueSchema);
        return c.json((await issueInvoice({ ...target, issueDate })) satisfies InvoiceDetail);
      })
      .post("/:id/resend", async (c) => c.json((await resendInvoice(one(c))) satisfies InvoiceDetail))
      .post("/:id/void", async (c) => {
        const target = one(c);
        const { reason } = await readJson(c, invoiceVoidSchema);
        return c.json((await voidInvoice({ ...target, reason })) satisfies InvoiceDetail);
      })
      .post("/:id/credits", async (c) => {
        const target = one(c);
        const { amountCents, reason } = await readJson(c, creditNoteSchema);
        return c.json((await addCreditNote({ ...target, amountCents, reason })) satisfies InvoiceDetail);
      })
      .post("/:id/refunds", async (c) => {
        const target = one(c);
        const input = await readJson(c, refundSchema);
        return c.json((await refundCardPayment({ ...target, logger: deps.logger, input })) satisfies RefundResult);
      })
      .post("/:id/refunds/:refundId/retry", async (c) => {
        const target = one(c);
        return c.json((await retryRefund({ ...target, logger: deps.logger, refundId: c.req.param("refundId") })) satisfies RefundResult);
      })
      // Automatic payment (decision 074): staff close a charge Stripe could not account for, once they found no payment there.
      .post("/:id/charges/:attempt/close", async (c) => {
        const attempt = Number(c.req.param("attempt"));
        if (!Number.isInteger(attempt) || attempt < 1) throw notFound("Automatic charge");
        return c.json((await closeUnknownCharge({ ...one(c), attempt })) satisfies InvoiceDetail);
      })
      .post("/:id/payments", async (c) => {
        const target = one(c);
        const payment = await readJson(c, paymentSchema);
        return c.json((await recordStaffPayment({ ...target, payment })) satisfies InvoiceDetail);
      })
      .get("/:id/pdf", async (c) => {
        const row = await loadInvoice(db, c.req.param("id"));
        if (!row) throw notFound("invoice");
        const document = await invoiceDocument(db, row, businessDay());
        return pdfResponse(c, await invoicePdf(config, document, row.company), invoicePdfName(document), c.req.query("download") === "1");
      })
  );
}
