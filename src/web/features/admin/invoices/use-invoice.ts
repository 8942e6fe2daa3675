import { useQuery } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { adminPaths } from "@shared/admin-paths";
import { useAdminMessages } from "~/i18n/admin-messages";
import { notify } from "~/lib/notify";
import { invoiceQuery } from "../api/invoices";
import { useFailureToast } from "../use-failure-toast";

/** One invoice for its page and the editor; when it cannot be read (an unknown id: 404) a toast says so and the list opens. */
export function useInvoice(id: string) {
  const m = useAdminMessages().admin.invoices;
  const navigate = useNavigate();
  const invoice = useQuery(invoiceQuery(id));
  useFailureToast(invoice, () => {
    notify.error(m.detailsFailed.title, m.detailsFailed.description);
    navigate(adminPaths.invoices, { replace: true });
  });
  return invoice;
}
