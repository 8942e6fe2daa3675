import { CheckCircle2, PencilLine, XCircle } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { usePortalMessages } from "~/i18n/portal-messages";
import { ChangesForm } from "./changes-form";
import { DeclineForm } from "./decline-form";

/** Request Changes and Decline Quote, each opening its form in place (one at a time). */
export function OtherActions({ quoteId, version, onConflict }: { quoteId: string; version: number; onConflict: (message: string) => void }) {
  const m = usePortalMessages().portal.quote;
  const [open, setOpen] = useState<"changes" | "decline" | null>(null);
  const [sent, setSent] = useState(false);
  const toggle = (which: "changes" | "decline") => {
    setSent(false);
    setOpen((current) => (current === which ? null : which));
  };
  return (
    <section aria-labelledby="other-heading" className="rounded-2xl bg-white p-5 shadow-xs ring-1 ring-line sm:p-8">
      <h2 id="other-heading" className="text-lg font-bold text-ink">
        {m.other.heading}
      </h2>
      <p className="mt-1 text-sm text-muted">{m.other.intro}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button variant="secondary" aria-expanded={open === "changes"} aria-controls="changes-form" onClick={() => toggle("changes")}>
          <PencilLine aria-hidden="true" className="h-4 w-4" />
          {m.other.changes}
        </Button>
        <Button variant="dangerSecondary" aria-expanded={open === "decline"} aria-controls="decline-form" onClick={() => toggle("decline")}>
          <XCircle aria-hidden="true" className="h-4 w-4" />
          {m.other.decline}
        </Button>
      </div>
      {open === "changes" ? (
        <ChangesForm
          quoteId={quoteId}
          version={version}
          onCancel={() => setOpen(null)}
          onConflict={onConflict}
          onSent={() => {
            setOpen(null);
            setSent(true);
          }}
        />
      ) : null}
      {open === "decline" ? <DeclineForm quoteId={quoteId} version={version} onCancel={() => setOpen(null)} onConflict={onConflict} /> : null}
      <div role="status" className="empty:hidden">
        {sent ? (
          <p className="mt-5 flex items-start gap-2.5 rounded-lg bg-emerald-50 p-4 text-sm text-emerald-900 ring-1 ring-inset ring-emerald-200">
            <CheckCircle2 aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
            {m.changes.sent}
          </p>
        ) : null}
      </div>
    </section>
  );
}
