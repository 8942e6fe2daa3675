import type { ReactNode } from "react";
import { useAdminMessages } from "~/i18n/admin-messages";
import { site } from "~/site";

export const PAGE_HEADING_ID = "admin-page-heading";

/** Title, heading and lead line of a page inside the admin shell. */
export function AdminPage({ title, description, actions, children }: { title: string; description?: ReactNode; actions?: ReactNode; children: ReactNode }) {
  const m = useAdminMessages().admin;
  return (
    <>
      <title>{m.documentTitle(title, site.companyName)}</title>
      <meta name="robots" content="noindex" />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 id={PAGE_HEADING_ID} tabIndex={-1} className="text-2xl font-bold tracking-tight text-ink outline-none sm:text-3xl">
            {title}
          </h1>
          {description ? <p className="mt-1.5 text-muted">{description}</p> : null}
        </div>
        {actions}
      </div>
      <div className="mt-6 sm:mt-8">{children}</div>
    </>
  );
}
