import { useQuery } from "@tanstack/react-query";
import { ClipboardPlus } from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import type { AdminPrivacyRequest, PrivacyListQuery } from "@shared/schemas/privacy";
import { Button } from "~/components/ui/button";
import { useAdminMessages } from "~/i18n/admin-messages";
import { LoadFailed, Loading } from "../list-kit/states";
import { AdminPage } from "../shell/admin-page";
import { AnswerDialog, EraseDialog } from "./answer-dialogs";
import { privacyRequestsQuery } from "./privacy-api";
import { RecordDialog } from "./record-dialog";
import { RequestCard, type RequestAction } from "./request-card";

const TABS: PrivacyListQuery["status"][] = ["open", "closed", "all"];

/** /admin/privacy: the privacy requests, open ones by due date (overdue first), with recording, answering and erasing (issue 28). */
export function PrivacyRequestsPage() {
  const p = useAdminMessages().admin.privacy;
  const [params, setParams] = useSearchParams();
  const asked = params.get("status");
  const status = TABS.includes(asked as PrivacyListQuery["status"]) ? (asked as PrivacyListQuery["status"]) : "open";
  const list = useQuery(privacyRequestsQuery(status));
  const [recording, setRecording] = useState(false);
  const [acting, setActing] = useState<{ request: AdminPrivacyRequest; action: RequestAction } | null>(null);
  const close = () => setActing(null);
  return (
    <AdminPage
      title={p.title}
      description={p.intro}
      actions={
        <Button onClick={() => setRecording(true)}>
          <ClipboardPlus aria-hidden="true" className="h-4 w-4" />
          {p.record}
        </Button>
      }
    >
      <nav aria-label={p.tabsLabel} className="flex flex-wrap gap-2">
        {TABS.map((tab) => (
          <Button
            key={tab}
            size="sm"
            variant={tab === status ? "primary" : "secondary"}
            aria-current={tab === status ? "page" : undefined}
            onClick={() => setParams(tab === "open" ? {} : { status: tab }, { preventScrollReset: true })}
          >
            {p.tabs[tab]}
          </Button>
        ))}
      </nav>
      <div className="mt-5">
        {list.isError && !list.data ? (
          <LoadFailed text={p.loadFailed} retry={p.retry} onRetry={() => void list.refetch()} retrying={list.isFetching} />
        ) : !list.data ? (
          <Loading text={p.loading} />
        ) : list.data.requests.length === 0 ? (
          <p className="rounded-xl bg-white p-6 text-muted ring-1 ring-line">{p.empty[status]}</p>
        ) : (
          <ul className="space-y-4">
            {list.data.requests.map((r) => (
              <RequestCard key={r.id} request={r} onAction={(action) => setActing({ request: r, action })} />
            ))}
          </ul>
        )}
      </div>
      {recording ? <RecordDialog onClose={() => setRecording(false)} /> : null}
      {acting?.action === "erase" ? <EraseDialog request={acting.request} onClose={close} /> : null}
      {acting && acting.action !== "erase" ? <AnswerDialog request={acting.request} outcome={acting.action} onClose={close} /> : null}
    </AdminPage>
  );
}
