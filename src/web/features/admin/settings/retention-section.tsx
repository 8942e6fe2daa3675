import { useQuery } from "@tanstack/react-query";
import { useAdminMessages } from "~/i18n/admin-messages";
import { LoadFailed, Loading } from "../list-kit/states";
import { useFailureToast } from "../use-failure-toast";
import { retentionQuery } from "./retention-api";
import { RetentionPeriods } from "./retention-periods";
import { RetentionRuns } from "./retention-runs";

/** The Settings screen's Retention section (decision 055): the periods, then the runs. */
export function RetentionSection() {
  const m = useAdminMessages().admin.retention;
  const overview = useQuery(retentionQuery());
  useFailureToast(overview, () => {});
  return (
    <section aria-labelledby="retention-heading" className="mt-10">
      <h2 id="retention-heading" className="text-xl font-bold tracking-tight text-ink">
        {m.heading}
      </h2>
      <p className="mt-1.5 text-muted">{m.intro}</p>
      <div className="mt-5 space-y-6">
        {overview.data ? (
          <>
            <RetentionPeriods key={overview.data.settings.updatedAt ?? "defaults"} settings={overview.data.settings} />
            <RetentionRuns overview={overview.data} />
          </>
        ) : overview.isError ? (
          <LoadFailed framed text={m.loadFailed.text} retry={m.loadFailed.retry} onRetry={() => void overview.refetch()} retrying={overview.isFetching} />
        ) : (
          <Loading framed text={m.loading} />
        )}
      </div>
    </section>
  );
}
