import { useState } from "react";
import type { Lead } from "@shared/schemas/leads";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { useAdminMessages } from "~/i18n/admin-messages";
import { notify } from "~/lib/notify";
import { useDeleteLead } from "../api/leads";
import { useSessionCheck } from "../use-failure-toast";

/**
 * Deleting one lead after a confirmation, from the list or its page: `ask(lead)` opens the dialog;
 * deleted, a toast says so and `onDeleted` follows; refused, a toast says that.
 */
export function useDeleteLeadDialog(onDeleted?: () => void) {
  const m = useAdminMessages().admin.leads;
  const remove = useDeleteLead();
  const checkSession = useSessionCheck();
  const [confirming, setConfirming] = useState<Lead | null>(null);

  const confirm = async (lead: Lead) => {
    try {
      await remove.mutateAsync(lead.id);
      notify.success(m.deleted.title, m.deleted.description(lead.fullName));
    } catch (err) {
      notify.error(m.deleteFailed.title, m.deleteFailed.description);
      checkSession(err);
      return;
    } finally {
      setConfirming(null);
    }
    onDeleted?.();
  };

  const dialog = (
    <ConfirmDialog
      open={confirming !== null}
      onOpenChange={(open) => !open && setConfirming(null)}
      onConfirm={() => void (confirming && confirm(confirming))}
      pending={remove.isPending}
      title={m.confirmOne.title}
      description={m.confirmOne.description}
      cancelLabel={m.confirmOne.cancel}
      confirmLabel={m.confirmOne.confirm}
      pendingLabel={m.confirmOne.deleting}
    />
  );
  return { ask: setConfirming, dialog };
}
