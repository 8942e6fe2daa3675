import { useQuery } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { adminPaths } from "@shared/admin-paths";
import { useAdminMessages } from "~/i18n/admin-messages";
import { notify } from "~/lib/notify";
import { quoteQuery } from "../api/quotes";
import { useFailureToast } from "../use-failure-toast";

/** One quote for its page and the editor; when it cannot be read (an unknown id: 404) a toast says so and the list opens. */
export function useQuote(id: string) {
  const m = useAdminMessages().admin.quotes;
  const navigate = useNavigate();
  const quote = useQuery(quoteQuery(id));
  useFailureToast(quote, () => {
    notify.error(m.detailsFailed.title, m.detailsFailed.description);
    navigate(adminPaths.quotes, { replace: true });
  });
  return quote;
}
