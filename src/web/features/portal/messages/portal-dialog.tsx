import * as Dialog from "@radix-ui/react-dialog";
import type { ReactNode } from "react";
import type { PortalVisit } from "@shared/portal";

/** What a visit's dialog is given: the visit, its label, and whether it is open. */
export type VisitDialogProps = { visit: PortalVisit; label: string; open: boolean; onOpenChange: (open: boolean) => void };

/** A portal dialog: a title, a line of description, and its content (a form or a notice). */
export function PortalDialog({
  open,
  onOpenChange,
  title,
  description,
  busy,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  /** A call under way: the dialog cannot close. */
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={(o) => !busy && onOpenChange(o)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/60 backdrop-blur-sm" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl outline-none sm:p-8">
          <Dialog.Title className="text-xl font-bold tracking-tight text-ink">{title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-muted">{description}</Dialog.Description>
          <div className="mt-6">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
