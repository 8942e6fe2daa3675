import { useParams } from "react-router";
import { AdminNotFound } from "../pages/admin-not-found";
import { InvoiceCreatePage, InvoiceEditPage } from "./invoice-editor-pages";
import { InvoiceViewPage } from "./invoice-view";
import { InvoicesList } from "./invoices-list";

/**
 * The invoice pages under /admin/invoices, by the rest of the path: the list, /new (?client=<id>
 * for that client), /{id} (the invoice's page) and /{id}/edit (a draft).
 */
export default function InvoicesHub() {
  const params = useParams();
  const [id, action, ...more] = (params["*"] ?? "").replace(/\/+$/, "").split("/");
  if (!id) return <InvoicesList />;
  if (more.length || (action !== undefined && (action !== "edit" || id === "new"))) return <AdminNotFound />;
  if (id === "new") return <InvoiceCreatePage />;
  return action === "edit" ? <InvoiceEditPage key={id} id={id} /> : <InvoiceViewPage key={id} id={id} />;
}
