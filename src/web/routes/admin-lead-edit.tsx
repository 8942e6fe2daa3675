import { useParams } from "react-router";
import { LeadEditPage } from "~/features/admin/leads/lead-pages";

/** /admin/leads/edit/{id}: the full lead form, prefilled. */
export default function AdminLeadEdit() {
  const { id = "" } = useParams();
  return <LeadEditPage key={id} id={id} />;
}
