import { useQuery } from "@tanstack/react-query";
import { TriangleAlert } from "lucide-react";
import { Link } from "react-router";
import { adminPaths } from "@shared/admin-paths";
import { formatClockTime, formatDate } from "~/lib/display-format";
import { openNoAccessQuery } from "../api/crew-reports";
import { crewReportWords as w } from "~/i18n/en/crew-reports-admin";

/**
 * On the admin dashboard, first: each visit the crew could not get into that the office has not
 * yet rescheduled or cancelled (decision 067), with a link to it. Nothing when there is none.
 */
export function NoAccessAlerts() {
  const open = useQuery(openNoAccessQuery());
  const reports = open.data?.reports ?? [];
  if (!reports.length) return null;
  return (
    <section aria-labelledby="no-access-alerts" data-no-access-alerts className="mb-6 rounded-xl bg-red-50 p-4 ring-1 ring-red-200 sm:p-5">
      <h2 id="no-access-alerts" className="flex items-center gap-2 font-semibold text-red-900">
        <TriangleAlert aria-hidden="true" className="h-5 w-5 shrink-0" />
        {w.alertsHeading}
      </h2>
      <ul className="mt-2 space-y-2">
        {reports.map((r) => {
          const when = `${formatDate(r.visitDate) ?? r.visitDate}, ${formatClockTime(r.windowStart) ?? r.windowStart} – ${formatClockTime(r.windowEnd) ?? r.windowEnd}`;
          return (
            <li key={r.id} className="text-red-950">
              <Link to={adminPaths.visitView(r.visitId)} aria-label={w.openVisit(r.clientName)} className="font-semibold underline underline-offset-2">
                {w.alertLine(r.clientName, r.service, when)}
              </Link>
              <span>
                {" "}
                · {w.reasons[r.reason ?? "other"]}
                {r.text ? `: ${r.text}` : ""} · {w.by(r.authorName, formatDate(r.createdAt.slice(0, 10)) ?? "")}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
