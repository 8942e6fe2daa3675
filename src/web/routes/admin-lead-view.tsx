import { useParams } from "react-router";
import { LeadViewPage } from "~/features/admin/leads/lead-view";

/** /admin/leads/view/{id}: one lead's details. */
export default function AdminLeadView() {
  const { id = "" } = useParams();
  return <LeadViewPage key={id} id={id} />;
}
