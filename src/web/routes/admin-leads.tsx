import { LeadsList } from "~/features/admin/leads/leads-list";

/** /admin/leads and /admin/leads/manage: the lead list. */
export default function AdminLeads() {
  return <LeadsList mode="manage" />;
}
