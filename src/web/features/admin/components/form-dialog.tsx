import * as Dialog from "@radix-ui/react-dialog";
import { Ban, CircleCheck, Loader2, type LucideIcon } from "lucide-react";
import type { FormEvent, ReactNode } from "react";
import type { z } from "zod";
import { Button } from "~/components/ui/button";
import { ApiError } from "~/lib/api";
import { cn } from "~/lib/cn";

export type FieldMessages = Record<string, string>;

/** The field messages of a failed parse, by top-level field (the first message of each). */
export const messagesOf = (error: z.ZodError): FieldMessages => Object.fromEntries(error.issues.map((i) => [String(i.path[0] ?? ""), i.message]).reverse());

/** A refusal a dialog shows on its fields (a 400 naming them); anything else is the caller's to say. */
export const fieldErrors = (err: unknown): FieldMessages | null => (err instanceof ApiError && err.status === 400 && err.fields ? err.fields : null);

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pending: boolean;
  tone: "danger" | "primary";
  /** The confirm button's and the heading's icon; by default a check (primary) or a ban (danger). */
  icon?: LucideIcon;
  title: string;
  description: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  pendingLabel: string;
  onSubmit: () => void;
  /** A refusal that names no field (a 409's words), shown above the buttons. */
  alert?: string | null;
  children?: ReactNode;
};

/** A dialog with a small form: Cancel, and the confirm button that submits it; it cannot close while the call runs. */
export function FormDialog({
  open,
  onOpenChange,
  pending,
  tone,
  icon,
  title,
  description,
  cancelLabel,
  confirmLabel,
  pendingLabel,
  onSubmit,
  alert,
  children,
}: Props) {
  const Icon = icon ?? (tone === "danger" ? Ban : CircleCheck);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <Dialog.Root open={open} onOpenChange={(o) => !pending && onOpenChange(o)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/60 backdrop-blur-sm" />
        <Dialog.Content
          onInteractOutside={(e) => e.preventDefault()}
          className="fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl outline-none sm:p-8"
        >
          <form noValidate onSubmit={submit}>
            <div className="flex items-start gap-3">
              <span
                className={cn(
                  "flex h-10 w-10 shrink-0 items-center justify-center rounded-full",
                  tone === "danger" ? "bg-red-50 text-red-700" : "bg-brand-50 text-brand-700",
                )}
              >
                <Icon aria-hidden="true" className="h-5 w-5" />
              </span>
              <div className="min-w-0">
                <Dialog.Title className="text-xl font-bold tracking-tight text-ink">{title}</Dialog.Title>
                <Dialog.Description className="mt-2 text-sm text-muted">{description}</Dialog.Description>
              </div>
            </div>
            {children ? <div className="mt-6 space-y-4">{children}</div> : null}
            {alert ? (
              <p role="alert" data-dialog-alert className="mt-5 rounded-lg bg-red-50 p-3 text-sm text-red-800 ring-1 ring-inset ring-red-200">
                {alert}
              </p>
            ) : null}
            <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <Button variant="secondary" disabled={pending}>
                  {cancelLabel}
                </Button>
              </Dialog.Close>
              <Button type="submit" variant={tone === "danger" ? "danger" : "primary"} disabled={pending}>
                {pending ? <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" /> : <Icon aria-hidden="true" className="h-4 w-4" />}
                {pending ? pendingLabel : confirmLabel}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
