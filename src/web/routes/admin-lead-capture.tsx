import { LeadCapturePage } from "~/features/admin/leads/lead-pages";

/** /admin/leads/capture: the quick lead capture form. */
export default function AdminLeadCapture() {
  return <LeadCapturePage />;
}
