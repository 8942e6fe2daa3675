import { useParams } from "react-router";
import { AdminNotFound } from "../pages/admin-not-found";
import { QuoteCreatePage, QuoteEditPage, QuoteFromAssessmentPage } from "./quote-editor-pages";
import { QuoteViewPage } from "./quote-view";
import { QuotesList } from "./quotes-list";

/**
 * The quote pages. /admin/quote/{assessmentId} (spec 001 §2's route) is the builder from an
 * assessment; under /admin/quotes, by the rest of the path: the list, /new (?client=<id> for
 * that client), /{id} (the quote's page) and /{id}/edit (edit a draft, revise a sent quote).
 */
export default function QuotesHub() {
  const params = useParams();
  const [id, action, ...more] = (params["*"] ?? "").replace(/\/+$/, "").split("/");
  if (params.section === "quote") return id && action === undefined ? <QuoteFromAssessmentPage key={id} assessmentId={id} /> : <AdminNotFound />;
  if (!id) return <QuotesList />;
  if (more.length || (action !== undefined && (action !== "edit" || id === "new"))) return <AdminNotFound />;
  if (id === "new") return <QuoteCreatePage />;
  return action === "edit" ? <QuoteEditPage key={id} id={id} /> : <QuoteViewPage key={id} id={id} />;
}
