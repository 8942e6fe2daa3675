import { Check, Flag, Loader2 } from "lucide-react";
import type { FollowUp } from "@shared/schemas/messages";
import { Button } from "~/components/ui/button";
import { useAdminMessages } from "~/i18n/admin-messages";
import { formatDate } from "~/lib/display-format";
import { notify } from "~/lib/notify";
import { useCloseFollowUp } from "../api/messaging";
import { serverMessage } from "../server-message";

/** The follow-ups still open (a rating of 3 or less): each visit, its score and comment, and Mark handled. */
export function FollowUps({ clientId, followUps }: { clientId: string; followUps: FollowUp[] }) {
  const m = useAdminMessages().admin.messaging;
  const close = useCloseFollowUp(clientId);
  const open = followUps.filter((f) => !f.closedAt);
  if (open.length === 0) return null;
  return (
    <div data-follow-ups className="border-b border-line bg-amber-50/60 p-4">
      <h3 className="flex items-center gap-2 text-sm font-semibold text-amber-950">
        <Flag aria-hidden="true" className="h-4 w-4" />
        {m.followUps.heading}
      </h3>
      <ul className="mt-2 space-y-2">
        {open.map((f) => (
          <li
            key={f.visitId}
            data-follow-up-visit={f.visitId}
            className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-white p-3 ring-1 ring-inset ring-amber-300"
          >
            <div className="min-w-0 text-sm">
              <p className="font-medium text-ink">
                {formatDate(f.visit.date)} · {f.visit.service}
              </p>
              <p className="text-muted [overflow-wrap:anywhere]">
                {m.followUps.rated(String(f.score))}
                {f.comment ? `: ${f.comment}` : ""}
              </p>
            </div>
            <Button
              variant="secondary"
              size="sm"
              disabled={close.isPending}
              onClick={() =>
                close.mutate(f.visitId, {
                  onSuccess: () => notify.success(m.followUps.closed.title, m.followUps.closed.description),
                  onError: (err) => notify.error(m.failed.title, serverMessage(err) ?? m.failed.description),
                })
              }
            >
              {close.isPending && close.variables === f.visitId ? (
                <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" />
              ) : (
                <Check aria-hidden="true" className="h-4 w-4" />
              )}
              {close.isPending && close.variables === f.visitId ? m.followUps.closing : m.followUps.close}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
