import { useQuery } from "@tanstack/react-query";
import { Loader2, RefreshCw } from "lucide-react";
import type { ReactNode } from "react";
import type { Lead, LeadLookups } from "@shared/schemas/leads";
import { Button } from "~/components/ui/button";
import { useAdminMessages } from "~/i18n/admin-messages";
import { leadLookupsQuery } from "../api/leads";

/** A page's loading line, in a card. */
export function LoadingCard({ text }: { text: string }) {
  return (
    <p role="status" className="flex items-center justify-center gap-2 rounded-xl bg-white px-6 py-14 text-muted shadow-sm ring-1 ring-line">
      <Loader2 aria-hidden="true" className="h-5 w-5 animate-spin" />
      {text}
    </p>
  );
}

/** The lead form's four select lists; the form waits for them (or offers to try again). */
export function WithLookups({ ready = true, children }: { ready?: boolean; children: (lookups: LeadLookups) => ReactNode }) {
  const m = useAdminMessages().admin.leads;
  const lookups = useQuery(leadLookupsQuery());
  if (lookups.data && ready) return <>{children(lookups.data)}</>;
  if (lookups.isError && !lookups.data)
    return (
      <div role="alert" className="flex flex-col items-center rounded-xl bg-white px-6 py-14 text-center shadow-sm ring-1 ring-line">
        <p className="text-lg font-semibold text-ink">{m.lookupsFailed.text}</p>
        <Button variant="secondary" className="mt-4" onClick={() => void lookups.refetch()} disabled={lookups.isFetching}>
          <RefreshCw aria-hidden="true" className={lookups.isFetching ? "h-4 w-4 animate-spin" : "h-4 w-4"} />
          {m.lookupsFailed.retry}
        </Button>
      </div>
    );
  return <LoadingCard text={m.loadingForm} />;
}

/** Under a lead page's heading: its name and reference (kept on one line). */
export function LeadCaption({ lead }: { lead: Lead }) {
  return (
    <>
      {lead.fullName} · <span className="whitespace-nowrap">{lead.leadId}</span>
    </>
  );
}
