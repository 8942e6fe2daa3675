import { useQuery } from "@tanstack/react-query";
import { Mail } from "lucide-react";
import { useId, useState } from "react";
import type { EmailPreferences } from "@shared/schemas/consents";
import { Button } from "~/components/ui/button";
import { useEmailPreferencesMessages } from "~/i18n/email-preferences-messages";
import { useFormat } from "~/i18n/format";
import { emailPreferencesQuery, useSetEmailPreferences } from "../api/email-preferences";
import { PortalCard } from "../portal-card";
import { PortalLoading } from "../query-view";

// The client's e-mail preferences (decision 057), a section of its own for any portal page: whether
// news and offers reach them, and the box that turns them on (a consent recorded with the box's
// words, as the server sent them) or off (a withdrawal), saved as it changes.

function Detail({ state }: { state: EmailPreferences["state"] }) {
  const m = useEmailPreferencesMessages().emailPreferences;
  const f = useFormat();
  const day = (iso: string) => f.date(iso) ?? iso;
  if (state.kind === "express") return m.express(day(state.since));
  if (state.kind === "implied") return m.implied[state.basis](day(state.until));
  if (state.kind === "withdrawn") return m.withdrawn(day(state.since));
  return m.none;
}

export function EmailPreferencesSection() {
  const m = useEmailPreferencesMessages().emailPreferences;
  const boxId = useId();
  const prefs = useQuery(emailPreferencesQuery);
  const save = useSetEmailPreferences();
  const [said, setSaid] = useState<"saved" | "failed" | null>(null);
  const data = prefs.data;

  const change = (news: boolean) => {
    setSaid(null);
    save.mutate({ news }, { onSuccess: () => setSaid("saved"), onError: () => setSaid("failed") });
  };

  return (
    <PortalCard icon={Mail} title={m.heading} data-email-preferences>
      {data ? (
        <div className="space-y-4">
          <p data-news-state={data.news ? "on" : "off"} className="text-sm">
            <span className="font-semibold text-ink">{data.news ? m.receives : m.doesNotReceive}</span>{" "}
            <span className="text-muted">
              <Detail state={data.state} />
            </span>
          </p>
          <div className="flex items-start gap-3 rounded-xl bg-surface p-4 ring-1 ring-inset ring-line">
            <input
              id={boxId}
              type="checkbox"
              checked={save.isPending ? (save.variables?.news ?? data.news) : data.news}
              disabled={save.isPending}
              onChange={(e) => change(e.target.checked)}
              className="mt-0.5 h-5 w-5 shrink-0 accent-brand-700"
            />
            <label htmlFor={boxId} className="text-sm font-medium text-ink">
              {data.wording}
            </label>
          </div>
          <p className="text-sm text-muted">{m.transactional}</p>
          {/* A live region, present from the start so the words that come into it are read (not a role=status: that marks a load under way). */}
          <p aria-live="polite" data-save-state className={said === "failed" ? "text-sm font-medium text-danger" : "text-sm font-medium text-brand-800"}>
            {save.isPending ? m.saving : said === "saved" ? m.saved : said === "failed" ? m.failed : ""}
          </p>
        </div>
      ) : prefs.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
          <span className="text-danger">{m.loadFailed}</span>
          <Button variant="secondary" size="sm" onClick={() => void prefs.refetch()}>
            {m.retry}
          </Button>
        </div>
      ) : (
        <PortalLoading className="flex items-center gap-2 text-sm text-muted" />
      )}
    </PortalCard>
  );
}
