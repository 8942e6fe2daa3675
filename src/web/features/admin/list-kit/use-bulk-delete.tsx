import { useMutation, useQueryClient, type QueryKey } from "@tanstack/react-query";
import { Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { apiFetch } from "~/lib/api";
import type { BulkDeleteResult } from "@shared/schemas/bulk-delete";
import { notify } from "~/lib/notify";
import { useSessionCheck } from "../use-failure-toast";
import type { Selection } from "./use-paged-list";

type Notice = { title: string; description: string };

/** The words of one list's bulk delete (the spec's toasts, spec 001 §8). */
export type BulkDeleteText = {
  deleteSelected: (n: number) => string;
  noSelection: Notice;
  dialog: { title: (n: number) => string; description: string; cancel: string; confirm: string; deleting: string };
  deleted: { title: string; description: (n: number) => string };
  failed: Notice;
};

type Options = {
  /** POST { ids } here; the answer is { deleted }. */
  endpoint: string;
  /** Read again afterwards (whether the delete worked or not: the list shows what is stored). */
  invalidate: QueryKey;
  selection: Selection;
  text: BulkDeleteText;
};

/**
 * The admin lists' one bulk delete: the ticked rows -> a confirmation -> POST their ids -> a toast
 * -> the list read again. `button` is "Delete Selected (n)" (shown while rows are ticked);
 * `dialog` must be rendered once on the page.
 */
export function useBulkDelete({ endpoint, invalidate, selection, text }: Options) {
  const queryClient = useQueryClient();
  const checkSession = useSessionCheck();
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation({
    mutationFn: (ids: string[]) => apiFetch<BulkDeleteResult>(endpoint, { body: { ids } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: invalidate }),
  });
  const count = selection.selected.size;

  const ask = () => {
    if (count === 0) notify.error(text.noSelection.title, text.noSelection.description);
    else setConfirming(true);
  };
  const confirm = async () => {
    try {
      const { deleted } = await remove.mutateAsync([...selection.selected]);
      notify.success(text.deleted.title, text.deleted.description(deleted));
      selection.clear();
    } catch (err) {
      notify.error(text.failed.title, text.failed.description);
      checkSession(err);
    } finally {
      setConfirming(false);
    }
  };

  const button =
    count > 0 ? (
      <Button variant="dangerSecondary" onClick={ask}>
        <Trash2 aria-hidden="true" className="h-4 w-4" />
        {text.deleteSelected(count)}
      </Button>
    ) : null;
  const dialog = (
    <ConfirmDialog
      open={confirming}
      onOpenChange={setConfirming}
      onConfirm={() => void confirm()}
      pending={remove.isPending}
      title={text.dialog.title(count)}
      description={text.dialog.description}
      cancelLabel={text.dialog.cancel}
      confirmLabel={text.dialog.confirm}
      pendingLabel={text.dialog.deleting}
    />
  );
  return { ask, button, dialog, pending: remove.isPending };
}
