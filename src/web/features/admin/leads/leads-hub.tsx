import { useParams } from "react-router";
import { AdminNotFound } from "../pages/admin-not-found";
import { LeadCapturePage, LeadCreatePage, LeadEditPage } from "./lead-pages";
import { LeadViewPage } from "./lead-view";
import { LeadsList } from "./leads-list";

/**
 * The lead pages by the rest of the path after /admin/leads (spec 001 §2, §2.6; O-02): the list
 * (also /manage), /edit and /delete (the list, ready to pick), /capture, /create, /edit/{id} and
 * /view/{id}.
 */
export default function LeadsHub() {
  const rest = (useParams()["*"] ?? "").replace(/\/+$/, "");
  const [page = "", id, ...more] = rest.split("/");
  if (more.length) return <AdminNotFound />;
  if (id !== undefined) {
    if (page === "edit") return <LeadEditPage key={id} id={id} />;
    if (page === "view") return <LeadViewPage key={id} id={id} />;
    return <AdminNotFound />;
  }
  if (page === "" || page === "manage") return <LeadsList mode="manage" />;
  if (page === "edit") return <LeadsList mode="edit" />;
  if (page === "delete") return <LeadsList mode="delete" />;
  if (page === "capture") return <LeadCapturePage />;
  if (page === "create") return <LeadCreatePage />;
  return <AdminNotFound />;
}
