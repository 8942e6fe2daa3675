import { CalendarPlus, Eye, Loader2, Pencil, Plus, Trash2, UserCheck, type LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { isOpenStatus } from "@shared/options/leads";
import { adminPaths } from "@shared/admin-paths";
import type { Lead } from "@shared/schemas/leads";
import { buttonVariants } from "~/components/ui/button";
import { useAdminMessages } from "~/i18n/admin-messages";
import { cn } from "~/lib/cn";
import { formatShortDate, formatTime } from "~/lib/display-format";
import { frequencyLabel, propertySizeLabel, propertyTypeLabel, telHref } from "./lead-format";
import { ListEmpty, RowCheckbox, SelectAllCheckbox } from "../components/list-controls";
import { LeadStatusBadge } from "./status-badge";

/**
 * What the list is for: manage (every action), edit (pick a lead to edit) or delete (pick the
 * leads to delete). The pick modes are the sidebar's Edit Leads and Delete Leads (O-02).
 */
export type LeadListMode = "manage" | "edit" | "delete";

type Props = {
  items: Lead[];
  mode: LeadListMode;
  /** Why the table is empty, when it is: no leads at all, or the filters exclude everything. */
  empty: "none" | "filtered" | null;
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onToggleAll: () => void;
  onDelete: (lead: Lead) => void;
  onConvert: (lead: Lead) => void;
  onSchedule: (lead: Lead) => void;
  /** The lead whose conversion is running. */
  converting?: string | null;
};

const iconClass = "h-4 w-4";
const iconButton =
  "inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-md text-brand-800 ring-1 ring-inset ring-brand-200 transition-colors hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-60";
const dangerIconButton = "text-red-700 ring-red-200 hover:bg-red-50";

function IconLink({ to, label, tip, icon: Icon }: { to: string; label: string; tip: string; icon: LucideIcon }) {
  return (
    <Link to={to} aria-label={label} title={tip} className={iconButton}>
      <Icon aria-hidden="true" className={iconClass} />
    </Link>
  );
}

function IconButton({ onClick, label, tip, icon: Icon, danger, busy, action }: { onClick: () => void; label: string; tip: string; icon: LucideIcon; danger?: boolean; busy?: boolean; action: string }) {
  return (
    <button type="button" data-action={action} onClick={onClick} aria-label={label} title={tip} disabled={busy} className={cn(iconButton, danger && dangerIconButton)}>
      {busy ? <Loader2 aria-hidden="true" className={cn(iconClass, "animate-spin")} /> : <Icon aria-hidden="true" className={iconClass} />}
    </button>
  );
}

/** An e-mail address that, when it must wrap, wraps after the @ first. */
function EmailText({ email }: { email: string }) {
  const at = email.lastIndexOf("@");
  if (at < 1) return <>{email}</>;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}

/** The columns before Actions, in the spec's order (spec 001 §2.6). */
const COLUMNS = ["name", "contact", "property", "service", "status", "created"] as const;

/** An empty cell: a muted dash on screen, "None" for screen readers. */
const Dash = ({ label }: { label: string }) => (
  <>
    <span aria-hidden="true" className="text-muted">
      —
    </span>
    <span className="sr-only">{label}</span>
  </>
);

/** The lead list's table (spec 001 §2.6): Name, Contact, Property, Service, Status, Created, Actions. */
export function LeadsTable({ items, mode, empty, selected, onToggle, onToggleAll, onDelete, onConvert, onSchedule, converting }: Props) {
  const m = useAdminMessages().admin.leads;
  const a = m.actions;
  const selectable = mode !== "edit";

  const th = "px-3 py-3 text-left text-xs font-semibold text-muted first:pl-4 last:pr-4";

  return (
    <div>
      <div role="region" aria-label={m.scrollRegion} tabIndex={0} className="relative overflow-x-auto">
        <table className="w-full min-w-[54rem] border-collapse text-sm">
          <caption className="sr-only">{m.caption}</caption>
          <thead className="border-b border-line bg-surface">
            <tr>
              {selectable ? (
                <th scope="col" className="w-10 py-3 pl-4 pr-2">
                  <SelectAllCheckbox rows={items.length} checked={items.filter((r) => selected.has(r.id)).length} label={m.selectAll} onToggle={onToggleAll} />
                </th>
              ) : null}
              {COLUMNS.map((key) => (
                <th key={key} scope="col" className={th}>
                  {m.columns[key]}
                </th>
              ))}
              <th scope="col" className={cn(th, "text-right")}>
                {m.columns.actions}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {items.map((lead) => {
              const open = isOpenStatus(lead.leadStatus);
              return (
                <tr key={lead.id} data-id={lead.id} data-status={lead.leadStatus} className={cn("align-top", selected.has(lead.id) ? "bg-brand-50/60" : "hover:bg-surface")}>
                  {selectable ? (
                    <td className="py-4 pl-4 pr-2">
                      <RowCheckbox label={m.selectRow(lead.fullName)} checked={selected.has(lead.id)} onToggle={() => onToggle(lead.id)} />
                    </td>
                  ) : null}
                  <th scope="row" className="min-w-[9.5rem] px-3 py-4 text-left font-normal first:pl-4">
                    <Link to={adminPaths.leadView(lead.id)} data-name className="block font-semibold text-ink underline-offset-2 hover:text-brand-800 hover:underline">
                      {lead.fullName}
                    </Link>{" "}
                    <span data-lead-id className="mt-0.5 block font-mono text-xs text-muted">
                      {lead.leadId}
                    </span>
                  </th>
                  <td className="min-w-[11.5rem] px-3 py-4">
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
                  </td>
                  <td data-property className="min-w-[7rem] px-3 py-4">
                    {lead.propertyType || lead.propertySize ? (
                      <>
                        {lead.propertyType ? <span className="block text-ink">{propertyTypeLabel(lead.propertyType)}</span> : null}{" "}
                        {lead.propertySize ? <span className="block text-xs text-muted">{propertySizeLabel(lead.propertySize)}</span> : null}
                      </>
                    ) : (
                      <Dash label={m.none} />
                    )}
                  </td>
                  <td data-service className="min-w-[7rem] px-3 py-4">
                    <span className="block text-ink">{lead.serviceType}</span>{" "}
                    {lead.frequency ? <span className="block text-xs text-muted">{frequencyLabel(lead.frequency)}</span> : null}
                  </td>
                  <td className="px-3 py-4">
                    <LeadStatusBadge status={lead.leadStatus} />
                  </td>
                  <td className="whitespace-nowrap px-3 py-4">
                    <time dateTime={lead.createdAt} data-created className="block">
                      <span className="block text-ink">{formatShortDate(lead.createdAt)}</span>{" "}
                      <span className="block text-xs text-muted">{formatTime(lead.createdAt)}</span>
                    </time>
                  </td>
                  <td className="py-4 pl-3 pr-4">
                    <div data-actions className="flex items-center justify-end gap-1">
                      {mode === "edit" ? (
                        <Link to={adminPaths.leadEditOne(lead.id)} aria-label={a.editFor(lead.fullName)} className={buttonVariants({ size: "sm" })}>
                          <Pencil aria-hidden="true" className={iconClass} />
                          {a.edit}
                        </Link>
                      ) : null}
                      <IconLink to={adminPaths.leadView(lead.id)} label={a.viewFor(lead.fullName)} tip={a.view} icon={Eye} />
                      {mode === "manage" && open ? (
                        <>
                          <IconButton action="convert" onClick={() => onConvert(lead)} label={a.convertFor(lead.fullName)} tip={a.convert} icon={UserCheck} busy={converting === lead.id} />
                          <IconButton action="schedule" onClick={() => onSchedule(lead)} label={a.scheduleFor(lead.fullName)} tip={a.schedule} icon={CalendarPlus} />
                        </>
                      ) : null}
                      {mode === "delete" ? (
                        <button
                          type="button"
                          data-action="delete"
                          onClick={() => onDelete(lead)}
                          aria-label={a.deleteFor(lead.fullName)}
                          className={buttonVariants({ variant: "dangerSecondary", size: "sm" })}>
                          <Trash2 aria-hidden="true" className={iconClass} />
                          {a.delete}
                        </button>
                      ) : (
                        <IconButton action="delete" onClick={() => onDelete(lead)} label={a.deleteFor(lead.fullName)} tip={a.delete} icon={Trash2} danger />
                      )}
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {empty ? (
        <ListEmpty kind={empty} title={m.empty[empty]} hint={m.emptyHint[empty]}>
          {empty === "none" ? (
            <Link to={adminPaths.leadCreate} className={buttonVariants({ className: "mt-6" })}>
              <Plus aria-hidden="true" className={iconClass} />
              {m.addNew}
            </Link>
          ) : null}
        </ListEmpty>
      ) : null}
    </div>
  );
}
