import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import type { Lead, LeadLookups } from "@shared/schemas/leads";
import { useAdminMessages } from "~/i18n/admin-messages";
import { leadLookupsQuery } from "../api/leads";
import { LoadFailed, Loading } from "../list-kit/states";

/** The lead form's four select lists; the form waits for them (or offers to try again). */
export function WithLookups({ ready = true, children }: { ready?: boolean; children: (lookups: LeadLookups) => ReactNode }) {
  const m = useAdminMessages().admin.leads;
  const lookups = useQuery(leadLookupsQuery());
  if (lookups.data && ready) return <>{children(lookups.data)}</>;
  if (lookups.isError && !lookups.data)
    return <LoadFailed framed text={m.lookupsFailed.text} retry={m.lookupsFailed.retry} onRetry={() => void lookups.refetch()} retrying={lookups.isFetching} />;
  return <Loading framed text={m.loadingForm} />;
}

/** Under a lead page's heading: its name and reference (kept on one line). */
export function LeadCaption({ lead }: { lead: Lead }) {
  return (
    <>
      {lead.fullName} · <span className="whitespace-nowrap">{lead.leadId}</span>
    </>
  );
}
