import { useParams } from "react-router";
import { AdminNotFound } from "../pages/admin-not-found";
import { ClientCreatePage, ClientEditPage } from "./client-pages";
import { ClientViewPage } from "./client-view";
import { ClientsList } from "./clients-list";

/**
 * The Clients Hub's pages by the rest of the path after /admin/clients: the list, /new
 * (?assessment=<id> to start from an assessment), /{id} (the client's page) and /{id}/edit.
 */
export default function ClientsHub() {
  const rest = (useParams()["*"] ?? "").replace(/\/+$/, "");
  const [id, action, ...more] = rest.split("/");
  if (!id) return <ClientsList />;
  if (more.length || (action !== undefined && action !== "edit")) return <AdminNotFound />;
  if (action === "edit") return <ClientEditPage key={id} id={id} />;
  return id === "new" ? <ClientCreatePage /> : <ClientViewPage key={id} id={id} />;
}
