import { CalendarPlus, Eye, Pencil, Trash2, UserCheck, type LucideIcon } from "lucide-react";
import { BusyIcon } from "~/components/ui/busy-icon";
import { Link } from "react-router";
import { adminPaths } from "@shared/admin-paths";
import { isOpenStatus } from "@shared/options/leads";
import type { Lead } from "@shared/schemas/leads";
import { buttonVariants } from "~/components/ui/button";
import { useAdminMessages } from "~/i18n/admin-messages";
import { cn } from "~/lib/cn";
import { formatShortDate, formatTime } from "~/lib/display-format";
import { EmailText } from "../components/email-text";
import type { Column } from "../list-kit/columns";
import { Dash } from "../list-kit/dash";
import { frequencyLabel, propertySizeLabel, propertyTypeLabel, telHref } from "./lead-format";
import { LeadStatusBadge } from "../components/lead-status-badge";

/**
 * What the list is for: manage (every action), edit (pick a lead to edit) or delete (pick the
 * leads to delete). The pick modes are the sidebar's Edit Leads and Delete Leads (O-02).
 */
export type LeadListMode = "manage" | "edit" | "delete";

export type LeadRowActions = {
  onDelete: (lead: Lead) => void;
  onConvert: (lead: Lead) => void;
  onSchedule: (lead: Lead) => void;
  /** The lead whose conversion is running. */
  converting?: string | null;
};

const iconClass = "h-4 w-4";
const iconButton =
  "inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-md text-brand-800 ring-1 ring-inset ring-brand-200 transition-colors hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-60 sm:h-8 sm:w-8";
const dangerIconButton = "text-red-700 ring-red-200 hover:bg-red-50";

function IconLink({ to, label, tip, icon: Icon }: { to: string; label: string; tip: string; icon: LucideIcon }) {
  return (
    <Link to={to} aria-label={label} title={tip} className={iconButton}>
      <Icon aria-hidden="true" className={iconClass} />
    </Link>
  );
}

function IconButton({
  onClick,
  label,
  tip,
  icon: Icon,
  danger,
  busy,
  action,
}: {
  onClick: () => void;
  label: string;
  tip: string;
  icon: LucideIcon;
  danger?: boolean;
  busy?: boolean;
  action: string;
}) {
  return (
    <button
      type="button"
      data-action={action}
      onClick={onClick}
      aria-label={label}
      title={tip}
      disabled={busy}
      className={cn(iconButton, danger && dangerIconButton)}
    >
      <BusyIcon busy={Boolean(busy)} icon={Icon} className={iconClass} />
    </button>
  );
}

/** The lead list's columns (spec 001 §2.6): Name, Contact, Property, Service, Status, Created, Actions. */
export function useLeadColumns(mode: LeadListMode, { onDelete, onConvert, onSchedule, converting }: LeadRowActions): Column<Lead>[] {
  const m = useAdminMessages().admin.leads;
  const a = m.actions;
  return [
    {
      key: "name",
      header: m.columns.name,
      title: true,
      className: "sm:min-w-[9.5rem]",
      cell: (lead) => (
        <>
          <Link to={adminPaths.leadView(lead.id)} data-name className="block font-semibold text-ink underline-offset-2 hover:text-brand-800 hover:underline">
            {lead.fullName}
          </Link>{" "}
          <span data-lead-id className="mt-0.5 block font-mono text-xs text-muted">
            {lead.leadId}
          </span>
        </>
      ),
    },
    {
      key: "contact",
      header: m.columns.contact,
      className: "sm:min-w-[11.5rem]",
      cell: (lead) => (
        <>
          <a href={telHref(lead.phoneNumber)} data-phone className="block text-ink hover:text-brand-800">
            {lead.phoneNumber}
          </a>{" "}
          {lead.email ? (
            <a href={`mailto:${lead.email}`} data-email className="block text-brand-700 underline-offset-2 [overflow-wrap:anywhere] hover:underline">
              <EmailText email={lead.email} />
            </a>
          ) : (
            <span className="block text-xs text-muted">{m.noEmail}</span>
          )}
        </>
      ),
    },
    {
      key: "property",
      header: m.columns.property,
      className: "sm:min-w-[7rem]",
      cell: (lead) => (
        <div data-property>
          {lead.propertyType || lead.propertySize ? (
            <>
              {lead.propertyType ? <span className="block text-ink">{propertyTypeLabel(lead.propertyType)}</span> : null}{" "}
              {lead.propertySize ? <span className="block text-xs text-muted">{propertySizeLabel(lead.propertySize)}</span> : null}
            </>
          ) : (
            <Dash label={m.none} />
          )}
        </div>
      ),
    },
    {
      key: "service",
      header: m.columns.service,
      className: "sm:min-w-[7rem]",
      cell: (lead) => (
        <div data-service>
          <span className="block text-ink">{lead.serviceType}</span>{" "}
          {lead.frequency ? <span className="block text-xs text-muted">{frequencyLabel(lead.frequency)}</span> : null}
        </div>
      ),
    },
    { key: "status", header: m.columns.status, cell: (lead) => <LeadStatusBadge status={lead.leadStatus} /> },
    {
      key: "created",
      header: m.columns.created,
      className: "sm:whitespace-nowrap",
      cell: (lead) => (
        <time dateTime={lead.createdAt} data-created className="block">
          <span className="text-ink sm:block">{formatShortDate(lead.createdAt)}</span>{" "}
          <span className="text-xs text-muted sm:block">{formatTime(lead.createdAt)}</span>
        </time>
      ),
    },
    {
      key: "actions",
      header: m.columns.actions,
      alignEnd: true,
      noCardLabel: true,
      cell: (lead) => (
        <div data-actions className="flex flex-wrap items-center gap-2 sm:flex-nowrap sm:justify-end sm:gap-1">
          {mode === "edit" ? (
            <Link to={adminPaths.leadEditOne(lead.id)} aria-label={a.editFor(lead.fullName)} className={buttonVariants({ size: "sm" })}>
              <Pencil aria-hidden="true" className={iconClass} />
              {a.edit}
            </Link>
          ) : null}
          <IconLink to={adminPaths.leadView(lead.id)} label={a.viewFor(lead.fullName)} tip={a.view} icon={Eye} />
          {mode === "manage" && isOpenStatus(lead.leadStatus) ? (
            <>
              <IconButton
                action="convert"
                onClick={() => onConvert(lead)}
                label={a.convertFor(lead.fullName)}
                tip={a.convert}
                icon={UserCheck}
                busy={converting === lead.id}
              />
              <IconButton action="schedule" onClick={() => onSchedule(lead)} label={a.scheduleFor(lead.fullName)} tip={a.schedule} icon={CalendarPlus} />
            </>
          ) : null}
          {mode === "delete" ? (
            <button
              type="button"
              data-action="delete"
              onClick={() => onDelete(lead)}
              aria-label={a.deleteFor(lead.fullName)}
              className={buttonVariants({ variant: "dangerSecondary", size: "sm" })}
            >
              <Trash2 aria-hidden="true" className={iconClass} />
              {a.delete}
            </button>
          ) : (
            <IconButton action="delete" onClick={() => onDelete(lead)} label={a.deleteFor(lead.fullName)} tip={a.delete} icon={Trash2} danger />
          )}
        </div>
      ),
    },
  ];
}
