import { ArrowLeft, Lock } from "lucide-react";
import type { ReactNode } from "react";
import { adminPaths } from "@shared/admin-paths";
import { useAdminMessages } from "~/i18n/admin-messages";
import { useSession } from "~/lib/session";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { AdminPage } from "../shell/admin-page";

/**
 * A page only an owner opens (Staff, Settings: decision 060): office staff reach its address only
 * by typing it, and read why it is not theirs instead (the server answers them 403 too).
 */
export function OwnersOnly({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  const m = useAdminMessages().admin;
  const role = useSession().data?.role;
  if (role === "owner") return children;
  return (
    <AdminPage title={title}>
      <div data-owners-only className="flex flex-col items-center rounded-xl bg-white px-6 py-14 text-center shadow-sm ring-1 ring-line">
        <span className="flex h-14 w-14 items-center justify-center rounded-full bg-surface text-muted ring-1 ring-line">
          <Lock aria-hidden="true" className="h-7 w-7" />
        </span>
        <p className="mt-4 max-w-md text-muted">{text}</p>
        <Link to={adminPaths.assessments} className={buttonVariants({ variant: "secondary", className: "mt-8" })}>
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          {m.notFound.back}
        </Link>
      </div>
    </AdminPage>
  );
}
