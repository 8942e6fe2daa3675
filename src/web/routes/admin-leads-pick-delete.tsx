import { LeadsList } from "~/features/admin/leads/leads-list";

/** /admin/leads/delete: the lead list, ready to pick the leads to delete. */
export default function AdminLeadsPickDelete() {
  return <LeadsList mode="delete" />;
}
