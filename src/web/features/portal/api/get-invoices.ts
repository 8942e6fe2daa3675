import { queryOptions } from "@tanstack/react-query";
import type { PortalInvoiceList } from "@shared/portal";
import { apiFetch } from "~/lib/api";

/** GET /api/portal/invoices: the signed-in client's own invoices, newest first. */
export const invoicesQuery = queryOptions({
  queryKey: ["portal", "invoices"],
  queryFn: async () => (await apiFetch<PortalInvoiceList>("/api/portal/invoices")).invoices,
});
