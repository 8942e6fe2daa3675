import { LeadsList } from "~/features/admin/leads/leads-list";

/** /admin/leads/edit: the lead list, ready to pick the lead to edit. */
export default function AdminLeadsPickEdit() {
  return <LeadsList mode="edit" />;
}
