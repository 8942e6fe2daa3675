import { ArrowLeft, SearchX } from "lucide-react";
import { adminPaths } from "@shared/admin-paths";
import { useAdminMessages } from "~/i18n/admin-messages";
import { AdminPage } from "../shell/admin-page";
import { IconLink } from "../components/icon-link";

/** An address under /admin that is no admin page: said inside the shell, after the gate. */
export function AdminNotFound() {
  const m = useAdminMessages().admin;
  return (
    <AdminPage title={m.notFound.title}>
      <div className="flex flex-col items-center rounded-xl bg-white px-6 py-14 text-center shadow-sm ring-1 ring-line">
        <span className="flex h-14 w-14 items-center justify-center rounded-full bg-surface text-muted ring-1 ring-line">
          <SearchX aria-hidden="true" className="h-7 w-7" />
        </span>
        <p className="mt-4 max-w-md text-muted">{m.notFound.text}</p>
        <IconLink to={adminPaths.assessments} icon={ArrowLeft} variant="secondary" className="mt-8">
          {m.notFound.back}
        </IconLink>
      </div>
    </AdminPage>
  );
}
