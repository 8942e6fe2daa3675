import { Hono } from "hono";
import type { AppDeps } from "../deps";
import { AppError } from "../http/app-error";
import type { ApiEnv } from "../http/api-env";
import { findClientInvoice, findClientQuote, listClientInvoices, listClientQuotes } from "../services/portal/client-records";

/**
 * The signed-in user's own quotes and invoices: those of the client with their e-mail (decision
 * 021). Another client's record is simply not found.
 */
export function portalRoutes(deps: AppDeps) {
  const email = (c: { get(key: "viewer"): ApiEnv["Variables"]["viewer"] }) => c.get("viewer")!.email;
  return new Hono<ApiEnv>()
    .get("/quotes", async (c) => c.json({ quotes: await listClientQuotes(deps.db, email(c)) }))
    .get("/quotes/:id", async (c) => {
      const quote = await findClientQuote(deps.db, email(c), c.req.param("id"));
      if (!quote) throw new AppError("not_found", "No such quote");
      return c.json({ quote });
    })
    .get("/invoices", async (c) => c.json({ invoices: await listClientInvoices(deps.db, email(c)) }))
    .get("/invoices/:id", async (c) => {
      const invoice = await findClientInvoice(deps.db, email(c), c.req.param("id"));
      if (!invoice) throw new AppError("not_found", "No such invoice");
      return c.json({ invoice });
    });
}
