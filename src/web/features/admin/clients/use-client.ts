import { useQuery } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { adminPaths } from "@shared/admin-paths";
import { useAdminMessages } from "~/i18n/admin-messages";
import { ApiError } from "~/lib/api";
import { notify } from "~/lib/notify";
import { clientQuery } from "../api/clients";
import { serverMessage } from "../server-message";
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

/**
 * The toast after a refused save: the server's own words for a 4xx (the field's message, or why
 * it refused, such as an e-mail that already has a client), else the page's fallback.
 */
export function notifySaveFailed(err: unknown, fallback: { title: string; description: string }) {
  const refused = err instanceof ApiError && err.status >= 400 && err.status < 500 && err.status !== 401;
  notify.error(fallback.title, (refused && serverMessage(err)) || fallback.description);
}
