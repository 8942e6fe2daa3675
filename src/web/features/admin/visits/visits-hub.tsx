import { useParams } from "react-router";
import { AdminNotFound } from "../pages/admin-not-found";
import { VisitEditPage, VisitSchedulePage } from "./visit-form-pages";
import { VisitViewPage } from "./visit-view";
import { VisitsList } from "./visits-list";
import { WeekView } from "./week-view";

/**
 * The visit pages under /admin/visits, by the rest of the path: the week view (?week=<day>),
 * /list, /new (?quote=<id> or ?client=<id> to prefill), /{id} and /{id}/edit (move or edit).
 */
export default function VisitsHub() {
  const params = useParams();
  const [id, action, ...more] = (params["*"] ?? "").replace(/\/+$/, "").split("/");
  if (!id) return <WeekView />;
  const fixed = id === "list" || id === "new";
  if (more.length || (action !== undefined && (action !== "edit" || fixed))) return <AdminNotFound />;
  if (id === "list") return <VisitsList />;
  if (id === "new") return <VisitSchedulePage />;
  return action === "edit" ? <VisitEditPage key={id} id={id} /> : <VisitViewPage key={id} id={id} />;
}
