import { useQuery } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { adminPaths } from "@shared/admin-paths";
import { useAdminMessages } from "~/i18n/admin-messages";
import { notify } from "~/lib/notify";
import { visitQuery } from "../api/service-visits";
import { useFailureToast } from "../use-failure-toast";

/** One visit for its page and the edit page; when it cannot be read (an unknown id: 404) a toast says so and the week view opens. */
export function useVisit(id: string) {
  const m = useAdminMessages().admin.visits;
  const navigate = useNavigate();
  const visit = useQuery(visitQuery(id));
  useFailureToast(visit, () => {
    notify.error(m.detailsFailed.title, m.detailsFailed.description);
    navigate(adminPaths.visits, { replace: true });
  });
  return visit;
}
