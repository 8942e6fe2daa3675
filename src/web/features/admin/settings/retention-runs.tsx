import { History, Play } from "lucide-react";
import type { RetentionOverview, RetentionRun } from "@shared/schemas/retention";
import { BusyButton } from "~/components/ui/busy-button";
import { useAdminMessages } from "~/i18n/admin-messages";
import { formatDateTime } from "~/lib/display-format";
import { notify } from "~/lib/notify";
import { InfoCard } from "../components/info-card";
import { notifySaveFailed } from "../server-message";
import { useSessionCheck } from "../use-failure-toast";
import { useRunRetention } from "./retention-api";

type Words = ReturnType<typeof useAdminMessages>["admin"]["retention"]["runs"];

/** What a run did, one line per category that changed something. */
const didLines = (run: RetentionRun, m: Words) => run.counts.filter((c) => c.rows > 0).map((c) => m.did[c.category](c.rows));

function RunItem({ run }: { run: RetentionRun }) {
  const m = useAdminMessages().admin.retention.runs;
  const lines = didLines(run, m);
  return (
    <li data-retention-run={run.id} className="py-3">
      <p className="text-sm font-semibold text-ink">
        {formatDateTime(run.startedAt)} · {run.trigger === "daily" ? m.trigger.daily : m.trigger.manual(run.actorEmail)}
      </p>
      {lines.length ? (
        <ul className="mt-1 space-y-0.5 text-sm text-muted">
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-sm text-muted">{m.nothingDue}</p>
      )}
      {run.finishedAt ? null : <p className="mt-1 text-sm text-amber-900">{m.unfinished}</p>}
    </li>
  );
}

/** The last runs, what each did, the next daily run, and Run retention now (decision 055). */
export function RetentionRuns({ overview }: { overview: RetentionOverview }) {
  const m = useAdminMessages().admin.retention.runs;
  const run = useRunRetention();
  const sessionCheck = useSessionCheck();
  const runNow = async () => {
    try {
      const { run: done } = await run.mutateAsync();
      const lines = didLines(done, m);
      notify.success(m.done.title, lines.length ? `${lines.join(". ")}.` : m.nothingDue);
    } catch (err) {
      sessionCheck(err);
      notifySaveFailed(err, m.failed);
    }
  };
  return (
    <InfoCard id="retention-runs" title={m.heading} icon={History}>
      <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="text-sm">
          <p data-next-run className="font-medium text-ink">
            {m.next(formatDateTime(overview.nextRunAt) ?? "")}
          </p>
          <p className="mt-1 text-muted">{m.runNowHint}</p>
        </div>
        <BusyButton
          variant="secondary"
          busy={run.isPending}
          busyText={m.running}
          icon={Play}
          onClick={() => void runNow()}
          className="w-full shrink-0 sm:w-auto"
        >
          {m.runNow}
        </BusyButton>
      </div>
      {overview.runs.length ? (
        <ul aria-label={m.listLabel} className="mt-4 divide-y divide-line border-t border-line">
          {overview.runs.map((r) => (
            <RunItem key={r.id} run={r} />
          ))}
        </ul>
      ) : (
        <p className="mt-4 border-t border-line pt-4 text-sm text-muted">{m.none}</p>
      )}
    </InfoCard>
  );
}
