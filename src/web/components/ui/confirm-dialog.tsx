import * as Dialog from "@radix-ui/react-dialog";
import { Trash2 } from "lucide-react";
import { Button } from "./button";
import { BusyButton } from "./busy-button";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Runs when the confirm button is pressed; the dialog stays open until the caller closes it. */
  onConfirm: () => void;
  /** While the action runs, both buttons are disabled and the dialog cannot be dismissed. */
  pending: boolean;
  title: string;
  description: string;
  cancelLabel: string;
  confirmLabel: string;
  pendingLabel: string;
};

/**
 * The confirmation before a destructive action (deleting assessments or leads): an alert dialog
 * with Cancel and a red confirm button. Clicking outside does not dismiss it; Escape and Cancel do.
 */
export function ConfirmDialog({ open, onOpenChange, onConfirm, pending, title, description, cancelLabel, confirmLabel, pendingLabel }: Props) {
  return (
    <Dialog.Root open={open} onOpenChange={(o) => !pending && onOpenChange(o)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/60 backdrop-blur-sm" />
        <Dialog.Content
          role="alertdialog"
          onInteractOutside={(e) => e.preventDefault()}
          className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-2xl outline-none sm:p-8"
        >
          <div className="flex items-start gap-3">
            <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-red-50 text-red-700">
              <Trash2 aria-hidden="true" className="h-5 w-5" />
            </span>
            <div>
              <Dialog.Title className="text-xl font-bold tracking-tight text-ink">{title}</Dialog.Title>
              <Dialog.Description className="mt-2 text-sm text-muted">{description}</Dialog.Description>
            </div>
          </div>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Dialog.Close asChild>
              <Button variant="secondary" disabled={pending}>
                {cancelLabel}
              </Button>
            </Dialog.Close>
            <BusyButton variant="danger" onClick={onConfirm} busy={pending} busyText={pendingLabel} icon={Trash2}>
              {confirmLabel}
            </BusyButton>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
