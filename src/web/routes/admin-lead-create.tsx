import { LeadCreatePage } from "~/features/admin/leads/lead-pages";

/** /admin/leads/create: the full lead form for a new lead. */
export default function AdminLeadCreate() {
  return <LeadCreatePage />;
}
