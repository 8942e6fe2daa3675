import { Ban, CircleCheck, Download, Trash2 } from "lucide-react";
import { Link } from "react-router";
import { adminPaths } from "@shared/admin-paths";
import type { AdminPrivacyRequest } from "@shared/schemas/privacy";
import { Button, buttonVariants } from "~/components/ui/button";
import { useAdminMessages } from "~/i18n/admin-messages";
import { cn } from "~/lib/cn";
import { formatDate } from "~/lib/display-format";
import { clientArchivePath } from "./privacy-api";

export type RequestAction = "done" | "refuse" | "erase";

const KIND_TONE = {
  access: "bg-sky-50 text-sky-900 ring-sky-200",
  correction: "bg-amber-50 text-amber-900 ring-amber-200",
  deletion: "bg-red-50 text-red-800 ring-red-200",
};
const STATUS_TONE = {
  open: "bg-brand-50 text-brand-800 ring-brand-200",
  done: "bg-green-50 text-green-800 ring-green-200",
  refused: "bg-slate-100 text-slate-800 ring-slate-200",
};

const pill = "rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset";
const day = (d: string) => formatDate(d) ?? d;

/** One request: whose, what, the 30-day clock (overdue in red), what the client said, the answer, and what staff can do. */
export function RequestCard({ request: r, onAction }: { request: AdminPrivacyRequest; onAction: (action: RequestAction) => void }) {
  const p = useAdminMessages().admin.privacy;
  const erased = r.client.erasedAt !== null;
  return (
    <li
      data-request-id={r.id}
      data-kind={r.kind}
      data-status={r.status}
      data-overdue={r.overdue}
      className={cn("rounded-xl bg-white p-5 shadow-sm ring-1", r.overdue ? "ring-2 ring-red-300" : "ring-line")}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2">
            <span className={cn(pill, KIND_TONE[r.kind])}>{p.kinds[r.kind]}</span>
            <span className={cn(pill, STATUS_TONE[r.status])}>{p.statuses[r.status]}</span>
            {erased ? <span className={cn(pill, "bg-slate-100 text-slate-800 ring-slate-200")}>{p.erased}</span> : null}
          </p>
          <p className="mt-2 font-semibold text-ink">
            {erased ? (
              r.client.fullName
            ) : (
              <Link to={adminPaths.client(r.client.id)} className="underline-offset-2 hover:underline">
                {r.client.fullName}
              </Link>
            )}
          </p>
          {r.client.email ? <p className="text-sm text-muted [overflow-wrap:anywhere]">{r.client.email}</p> : null}
        </div>
        {r.daysLeft !== null ? (
          <p
            data-days-left={r.daysLeft}
            className={cn(
              "rounded-lg px-3 py-1.5 text-sm font-semibold",
              r.overdue ? "bg-red-700 text-white" : r.daysLeft <= 7 ? "bg-amber-100 text-amber-950" : "bg-surface text-ink",
            )}
          >
            {p.daysLeft(r.daysLeft)}
          </p>
        ) : null}
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-muted">{p.received}</dt>
          <dd className="text-ink">
            {day(r.receivedOn)} · {p.via(p.channels[r.channel], r.recordedBy)}
          </dd>
        </div>
        <div>
          <dt className="text-muted">{p.due}</dt>
          <dd className={cn("text-ink", r.overdue && "font-semibold text-red-700")}>{day(r.dueOn)}</dd>
        </div>
        {r.closedAt ? (
          <div>
            <dt className="text-muted">{p.answered}</dt>
            <dd className="text-ink">
              {formatDate(r.closedAt) ?? r.closedAt}
              {r.closedBy ? ` · ${r.closedBy}` : ""}
            </dd>
          </div>
        ) : null}
      </dl>
      {r.details ? (
        <p className="mt-3 whitespace-pre-wrap text-sm text-ink [overflow-wrap:anywhere]">
          <span className="text-muted">{p.details}: </span>
          {r.details}
        </p>
      ) : null}
      {r.outcome && r.status !== "open" ? (
        <p className="mt-2 whitespace-pre-wrap text-sm text-ink [overflow-wrap:anywhere]">
          <span className="text-muted">{p.outcome[r.status]}: </span>
          {r.outcome}
        </p>
      ) : null}
      {!erased ? (
        <div className="mt-4 flex flex-wrap gap-2">
          <a href={clientArchivePath(r.client.id)} download className={buttonVariants({ variant: "secondary", size: "sm" })}>
            <Download aria-hidden="true" className="h-4 w-4" />
            {p.actions.download}
          </a>
          {r.status === "open" && r.kind !== "deletion" ? (
            <Button size="sm" onClick={() => onAction("done")}>
              <CircleCheck aria-hidden="true" className="h-4 w-4" />
              {p.actions.done}
            </Button>
          ) : null}
          {r.status === "open" && r.kind === "deletion" ? (
            <Button size="sm" variant="danger" onClick={() => onAction("erase")}>
              <Trash2 aria-hidden="true" className="h-4 w-4" />
              {p.actions.erase}
            </Button>
          ) : null}
          {r.status === "open" ? (
            <Button size="sm" variant="dangerSecondary" onClick={() => onAction("refuse")}>
              <Ban aria-hidden="true" className="h-4 w-4" />
              {p.actions.refuse}
            </Button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
