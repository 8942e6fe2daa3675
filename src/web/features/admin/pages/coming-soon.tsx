import { ArrowLeft, Construction } from "lucide-react";
import { Link } from "react-router";
import { adminPaths } from "@shared/admin-paths";
import { buttonVariants } from "~/components/ui/button";
import { useAdminMessages } from "~/i18n/admin-messages";
import { AdminPage } from "../shell/admin-page";

/** An admin page whose feature comes later: its own title, what it will do, and a way back. */
export function ComingSoon({ title, description, reference }: { title: string; description: string; reference?: string }) {
  const m = useAdminMessages().admin.comingSoon;
  return (
    <AdminPage title={title} description={description}>
      <div className="flex flex-col items-center rounded-xl bg-white px-6 py-14 text-center shadow-sm ring-1 ring-line">
        <span className="flex h-14 w-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <Construction aria-hidden="true" className="h-7 w-7" />
        </span>
        <p className="mt-4 inline-flex rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold uppercase tracking-wider text-brand-800 ring-1 ring-inset ring-brand-100">
          {m.badge}
        </p>
        <p className="mt-3 max-w-md text-muted">{m.text}</p>
        {reference ? (
          <p className="mt-3 text-sm text-muted">
            {m.reference}: <span className="font-mono font-medium text-ink">{reference}</span>
          </p>
        ) : null}
        <Link to={adminPaths.assessments} className={buttonVariants({ variant: "secondary", className: "mt-8" })}>
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          {m.back}
        </Link>
      </div>
    </AdminPage>
  );
}
