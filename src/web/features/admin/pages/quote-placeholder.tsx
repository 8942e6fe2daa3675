import { ArrowLeft, FileText } from "lucide-react";
import { useNavigate } from "react-router";
import { adminPaths } from "@shared/admin-paths";
import { Button } from "~/components/ui/button";
import { useAdminMessages } from "~/i18n/admin-messages";
import { AdminPage } from "../shell/admin-page";

/** /admin/quote/{assessmentId} (spec 001 §2.5): the quote feature will come; the id and a way back. */
export function QuotePlaceholder({ assessmentId }: { assessmentId: string }) {
  const m = useAdminMessages().admin.quote;
  const navigate = useNavigate();
  return (
    <AdminPage
      title={m.heading}
      actions={
        <Button variant="secondary" onClick={() => navigate(adminPaths.assessments)}>
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          {m.back}
        </Button>
      }
    >
      <div className="flex flex-col items-center rounded-xl bg-white px-6 py-14 text-center shadow-sm ring-1 ring-line">
        <span className="flex h-14 w-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <FileText aria-hidden="true" className="h-7 w-7" />
        </span>
        <p className="mt-4 text-lg font-semibold text-ink">{m.soon}</p>
        <p className="mt-1.5 max-w-md text-sm text-muted">{m.text}</p>
        <dl className="mt-6 rounded-lg bg-surface px-4 py-3 text-sm ring-1 ring-inset ring-line">
          <dt className="text-muted">{m.assessmentId}</dt>
          <dd data-assessment-id className="mt-0.5 break-all font-mono font-semibold text-ink">
            {assessmentId}
          </dd>
        </dl>
      </div>
    </AdminPage>
  );
}
