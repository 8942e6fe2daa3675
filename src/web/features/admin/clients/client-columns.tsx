import { Link } from "react-router";
import { adminPaths } from "@shared/admin-paths";
import type { ClientSummary } from "@shared/schemas/clients";
import { telHref } from "@shared/format";
import { useAdminMessages } from "~/i18n/admin-messages";
import { formatShortDate } from "~/lib/display-format";
import { EmailText } from "../components/email-text";
import type { Column } from "../list-kit/columns";
import { Dash } from "../list-kit/dash";

/** The client list's columns: name (the card title, a link to the client), e-mail, phone, primary address, language, created. */
export function useClientColumns(): Column<ClientSummary>[] {
  const m = useAdminMessages().admin.clients;
  return [
    {
      key: "name",
      header: m.columns.name,
      title: true,
      className: "sm:min-w-[10rem]",
      cell: (c) => (
        <Link to={adminPaths.client(c.id)} data-name className="font-semibold text-ink underline-offset-2 hover:text-brand-800 hover:underline">
          {c.fullName}
        </Link>
      ),
    },
    {
      key: "email",
      header: m.columns.email,
      cell: (c) =>
        c.email ? (
          <a href={`mailto:${c.email}`} data-email className="text-brand-700 underline-offset-2 [overflow-wrap:anywhere] hover:underline">
            <EmailText email={c.email} />
          </a>
        ) : (
          <span className="text-xs text-muted">{m.noEmail}</span>
        ),
    },
    {
      key: "phone",
      header: m.columns.phone,
      className: "sm:whitespace-nowrap",
      cell: (c) => (
        <a href={telHref(c.phoneNumber)} data-phone className="text-ink hover:text-brand-800">
          {c.phoneNumber}
        </a>
      ),
    },
    {
      key: "address",
      header: m.columns.address,
      className: "sm:min-w-[12rem]",
      cell: (c) => <span data-address>{c.primaryAddress ?? <Dash label={m.none} />}</span>,
    },
    { key: "language", header: m.columns.language, cell: (c) => <span data-language>{m.languages[c.language] ?? c.language}</span> },
    {
      key: "created",
      header: m.columns.created,
      className: "sm:whitespace-nowrap",
      cell: (c) => (
        <time dateTime={c.createdAt} data-created>
          {formatShortDate(c.createdAt)}
        </time>
      ),
    },
  ];
}
