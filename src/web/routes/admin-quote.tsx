import { useParams } from "react-router";
import { QuotePlaceholder } from "~/features/admin/pages/quote-placeholder";

/** /admin/quote/{assessmentId}: the quote placeholder. */
export default function AdminQuote() {
  const { assessmentId = "" } = useParams();
  return <QuotePlaceholder assessmentId={assessmentId} />;
}
