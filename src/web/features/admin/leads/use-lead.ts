import { useQuery } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { adminPaths } from "@shared/admin-paths";
import { useAdminMessages } from "~/i18n/admin-messages";
import { notify } from "~/lib/notify";
import { leadQuery } from "../api/leads";
import { useFailureToast } from "../use-failure-toast";

/**
 * One lead for the view and edit pages. When it cannot be loaded (an unknown id answers 404) the
 * page says 'Failed to fetch lead details.' and sends the user to the lead list (spec 001 §8).
 */
export function useLead(id: string) {
  const m = useAdminMessages().admin.leads;
  const navigate = useNavigate();
  const lead = useQuery(leadQuery(id));
  useFailureToast(lead, () => {
    notify.error(m.detailsFailed.title, m.detailsFailed.description);
    navigate(adminPaths.leadManage, { replace: true });
  });
  return lead;
}
