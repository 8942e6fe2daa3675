import * as Dialog from "@radix-ui/react-dialog";
import type { LucideIcon } from "lucide-react";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { BusyIcon } from "~/components/ui/busy-icon";

type Props = {
  pending: boolean;
  icon: LucideIcon;
  words: { cancel: string; confirm: string; pending: string };
  danger?: boolean;
  className?: string;
};

/** A dialog form's Cancel (it closes the dialog) and its submit button, both off while it sends. */
export function DialogButtons({ pending, icon, words, danger = false, className }: Props) {
  return (
    <div className={cn("flex flex-col-reverse gap-3 sm:flex-row sm:justify-end", className)}>
      <Dialog.Close asChild>
        <Button variant="secondary" disabled={pending}>
          {words.cancel}
        </Button>
      </Dialog.Close>
      <Button type="submit" variant={danger ? "danger" : "primary"} disabled={pending}>
        <BusyIcon busy={pending} icon={icon} />
        {pending ? words.pending : words.confirm}
      </Button>
    </div>
  );
}
