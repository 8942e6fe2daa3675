import { useQuery } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { adminPaths } from "@shared/admin-paths";
import { useAdminMessages } from "~/i18n/admin-messages";
import { notify } from "~/lib/notify";
import { clientQuery } from "../api/clients";
import { useFailureToast } from "../use-failure-toast";

/**
 * One client for the client page and the edit form. When it cannot be loaded (an unknown id
 * answers 404) the page says 'Failed to fetch client details.' and goes back to the list, as a
 * lead's pages do (spec 001 §8).
 */
export function useClient(id: string) {
  const m = useAdminMessages().admin.clients;
  const navigate = useNavigate();
  const client = useQuery(clientQuery(id));
  useFailureToast(client, () => {
    notify.error(m.detailsFailed.title, m.detailsFailed.description);
    navigate(adminPaths.clients, { replace: true });
  });
  return client;
}
