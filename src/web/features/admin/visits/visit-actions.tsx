import { useQueryClient } from "@tanstack/react-query";
import { Ban, CalendarClock, CircleCheck, CircleSlash, Receipt } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { adminPaths } from "@shared/admin-paths";
import { businessDay } from "@shared/business-time";
import { serviceVisitRefusal, type ServiceVisit, type ServiceVisitAction } from "@shared/schemas/service-visits";
import { useAdminMessages } from "~/i18n/admin-messages";
import { ApiError } from "~/lib/api";
import { notify } from "~/lib/notify";
import { useInvoiceVisit, useVisitAction, visitQuery, type VisitAction } from "../api/service-visits";
import { ActionButton, ActionsBar, EditLink } from "../billing/actions-bar";
import { notifySaveFailed } from "../server-message";
import { useSessionCheck } from "../use-failure-toast";
import { VisitActionDialog, type VisitDialogKind } from "./visit-dialogs";

/**
 * What staff can do with the visit now (serviceVisitRefusal, as the server decides): Move or
 * edit, Complete and Mark missed (on or after its day) and Cancel a scheduled visit; Create
 * invoice on a completed one. A refusal (409) is said in the server's words and the visit is read
 * again.
 */
export function VisitActions({ visit }: { visit: ServiceVisit }) {
  const v = useAdminMessages().admin.visits.view;
  const a = v.actions;
  const action = useVisitAction(visit.id);
  const invoice = useInvoiceVisit(visit.id);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const checkSession = useSessionCheck();
  const [dialog, setDialog] = useState<VisitDialogKind | null>(null);
  const today = businessDay();
  const can = (x: ServiceVisitAction) => serviceVisitRefusal(visit.status, x, visit.date, today) === null;
  const reread = (err: unknown) => {
    if (err instanceof ApiError && err.status === 409) void queryClient.invalidateQueries({ queryKey: visitQuery(visit.id).queryKey });
  };

  const run = async (act: VisitAction) => {
    try {
      await action.mutateAsync(act);
    } catch (err) {
      const onFields = err instanceof ApiError && err.status === 400 && err.fields;
      if (!onFields) {
        notifySaveFailed(err, v.actionFailed);
        setDialog(null);
      }
      checkSession(err);
      reread(err);
      throw err;
    }
    const done = { complete: v.done.completed, miss: v.done.missed, cancel: v.done.cancelled }[act.kind];
    notify.success(done.title, done.description);
    setDialog(null);
  };

  const createInvoice = async () => {
    try {
      const made = await invoice.mutateAsync();
      notify.success(v.done.invoiced.title, v.done.invoiced.description);
      navigate(adminPaths.invoiceView(made.invoice.id));
    } catch (err) {
      notifySaveFailed(err, v.actionFailed);
      checkSession(err);
    }
  };

  const busy = action.isPending || invoice.isPending;
  const buttons = [
    can("update") ? <EditLink key="edit" to={adminPaths.visitEdit(visit.id)} icon={CalendarClock} label={a.edit} /> : null,
    can("complete") ? <ActionButton key="complete" icon={CircleCheck} label={a.complete} onClick={() => setDialog("complete")} disabled={busy} /> : null,
    can("miss") ? <ActionButton key="miss" variant="secondary" icon={CircleSlash} label={a.miss} onClick={() => setDialog("miss")} disabled={busy} /> : null,
    visit.status === "completed" ? (
      <ActionButton
        key="invoice"
        icon={Receipt}
        label={a.invoice}
        busy={invoice.isPending}
        busyLabel={a.invoicing}
        onClick={() => void createInvoice()}
        disabled={busy}
      />
    ) : null,
    can("cancel") ? (
      <ActionButton
        key="cancel"
        variant="dangerSecondary"
        icon={Ban}
        label={a.cancel}
        onClick={() => setDialog("cancel")}
        disabled={busy}
        className="sm:ml-auto"
      />
    ) : null,
  ].filter(Boolean);
  if (!buttons.length) return null;

  return (
    <ActionsBar label={a.label}>
      {buttons}
      {dialog ? <VisitActionDialog kind={dialog} onOpenChange={(o) => !o && setDialog(null)} run={run} /> : null}
    </ActionsBar>
  );
}
