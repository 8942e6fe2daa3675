import type { EmailState } from "@shared/schemas/messages";
import { useAdminMessages } from "~/i18n/admin-messages";
import { cn } from "~/lib/cn";

// Each state keeps AA contrast (the -800/-900 text on the -50 fill), as the billing badges do.
const TONES: Record<EmailState, string> = {
  queued: "bg-slate-100 text-slate-700 ring-slate-200",
  sent: "bg-green-50 text-green-800 ring-green-200",
  retrying: "bg-amber-50 text-amber-900 ring-amber-300",
  failed: "bg-red-50 text-red-800 ring-red-200",
  withheld: "bg-stone-100 text-stone-800 ring-stone-300",
};

/** What became of an e-mail, as a pill: queued, sent, failed and retrying, failed, withheld. */
export function EmailStateBadge({ state }: { state: EmailState }) {
  const m = useAdminMessages().admin.messaging;
  return (
    <span
      data-email-state={state}
      className={cn("inline-flex whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset", TONES[state])}
    >
      {m.emailStates[state]}
    </span>
  );
}
