import { FileText, IdCard, UserPlus } from "lucide-react";
import { Link } from "react-router";
import { adminPaths } from "@shared/admin-paths";
import type { ASSESSMENT_SORTS, AdminAssessmentRow } from "@shared/schemas/admin-assessments";
import { ADD_ON_OPTIONS, FREQUENCIES, PREFERRED_INGREDIENTS, PROPERTY_TYPES, SERVICE_TYPES, labelOf } from "@shared/options/assessment";
import { buttonVariants } from "~/components/ui/button";
import { useAdminMessages } from "~/i18n/admin-messages";
import { cn } from "~/lib/cn";
import type { Column } from "../list-kit/columns";
import { formatSubmittedDate, formatSubmittedTime, truncate } from "./assessment-format";
import { IconLink } from "../components/icon-link";

export type AssessmentSortKey = (typeof ASSESSMENT_SORTS)[number];

const Badge = ({ children, tone }: { children: string; tone: "brand" | "slate" | "amber" }) => (
  <span
    className={cn(
      "inline-flex whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset",
      tone === "brand" && "bg-brand-50 text-brand-800 ring-brand-200",
      tone === "slate" && "bg-slate-100 text-slate-800 ring-slate-200",
      tone === "amber" && "bg-amber-50 text-amber-900 ring-amber-200",
    )}
  >
    {children}
  </span>
);

function frequencyText(row: AdminAssessmentRow) {
  if (row.frequency === "custom" && row.customFrequency) return `${labelOf(FREQUENCIES, row.frequency)}: ${row.customFrequency}`;
  return labelOf(FREQUENCIES, row.frequency);
}

/**
 * The assessments table's columns (spec 001 §2.3): Contact Info (sortable by name and e-mail),
 * Property & Service, Add-ons, Preferences, Submitted (sortable), Actions (Quote, Create client).
 */
export function useAssessmentColumns(): Column<AdminAssessmentRow, AssessmentSortKey>[] {
  const { assessments: m, clients } = useAdminMessages().admin;
  return [
    {
      key: "contact",
      header: m.columns.contact,
      title: true,
      sorts: [
        { key: "full_name", label: m.sortBy.full_name },
        { key: "email", label: m.sortBy.email },
      ],
      className: "sm:min-w-[13rem]",
      cell: (row) => (
        <>
          <span data-name className="block font-semibold text-ink">
            {row.fullName}
          </span>
          <a
            href={`mailto:${row.email}`}
            data-email
            className="block text-brand-700 underline-offset-2 [overflow-wrap:anywhere] hover:underline max-sm:text-sm"
          >
            {row.email}
          </a>
          <a href={`tel:${row.phoneNumber.replace(/[^\d+]/g, "")}`} data-phone className="block text-muted hover:text-ink max-sm:text-sm">
            {row.phoneNumber}
          </a>
          <span className="mt-1 block text-xs text-muted">{[row.propertyAddress, row.postcode].filter(Boolean).join(", ")}</span>
        </>
      ),
    },
    {
      key: "property",
      header: m.columns.propertyService,
      className: "sm:min-w-[11rem]",
      cell: (row) => (
        <>
          <div data-property-types className="flex flex-wrap gap-1">
            {row.propertyType.map((v) => (
              <Badge key={v} tone="slate">
                {labelOf(PROPERTY_TYPES, v)}
              </Badge>
            ))}
          </div>
          <div data-service-types className="mt-1.5 flex flex-wrap gap-1">
            {row.serviceType.map((v) => (
              <Badge key={v} tone="brand">
                {labelOf(SERVICE_TYPES, v)}
              </Badge>
            ))}
          </div>
          <p className="mt-1.5 text-xs text-muted">
            <span className="font-medium text-ink">{m.size}:</span> <span data-size>{row.propertySize}</span>
          </p>
          <p className="text-xs text-muted">
            <span className="font-medium text-ink">{m.frequency}:</span> {frequencyText(row)}
          </p>
        </>
      ),
    },
    {
      key: "addOns",
      header: m.columns.addOns,
      cell: (row) =>
        row.addOnOptions.length ? (
          <ul data-add-ons className="flex flex-wrap gap-1 sm:max-w-[11rem]">
            {row.addOnOptions.map((v) => (
              <li key={v}>
                <Badge tone="amber">{labelOf(ADD_ON_OPTIONS, v)}</Badge>
              </li>
            ))}
          </ul>
        ) : (
          <span className="text-muted">{m.none}</span>
        ),
    },
    {
      key: "preferences",
      header: m.columns.preferences,
      className: "text-xs text-muted sm:min-w-[10rem] sm:max-w-[14rem]",
      cell: (row) => (
        <>
          <p>
            <span className="font-medium text-ink">{m.preference}:</span>{" "}
            <span data-preference>{labelOf(PREFERRED_INGREDIENTS, row.preferredIngredients)}</span>
          </p>
          <p>
            <span className="font-medium text-ink">{m.pets}:</span>{" "}
            <span data-pets>{row.pets ? (row.petType ? `${m.yes} (${row.petType})` : m.yes) : m.no}</span>
          </p>
          <p>
            <span className="font-medium text-ink">{m.language}:</span> <span data-language>{clients.languages[row.language]}</span>
          </p>
          {row.specialRequirements ? (
            <p data-notes title={row.specialRequirements} className="mt-1 italic">
              {truncate(row.specialRequirements)}
            </p>
          ) : null}
        </>
      ),
    },
    {
      key: "submitted",
      header: m.columns.submitted,
      sort: "submitted_at",
      className: "sm:whitespace-nowrap",
      cell: (row) => (
        <time dateTime={row.submittedAt} data-submitted className="block">
          <span className="text-ink sm:block">{formatSubmittedDate(row.submittedAt)}</span>{" "}
          <span className="text-xs text-muted sm:block">{formatSubmittedTime(row.submittedAt)}</span>
        </time>
      ),
    },
    {
      key: "actions",
      header: m.columns.actions,
      alignEnd: true,
      noCardLabel: true,
      cell: (row) => (
        <div data-actions className="flex flex-wrap gap-2 sm:flex-col sm:items-end">
          <IconLink to={adminPaths.quote(row.id)} icon={FileText} variant="secondary" size="sm" aria-label={m.quoteFor(row.fullName)}>
            {m.quote}
          </IconLink>
          {/* A request from the portal is already a client's: the row leads to them. */}
          {row.clientId ? (
            <IconLink to={adminPaths.client(row.clientId)} icon={IdCard} variant="secondary" size="sm" aria-label={m.clientOf(row.fullName)}>
              {m.client}
            </IconLink>
          ) : (
            <Link
              to={adminPaths.clientFromAssessment(row.id)}
              aria-label={m.createClientFor(row.fullName)}
              className={buttonVariants({ variant: "secondary", size: "sm" })}
            >
              <UserPlus aria-hidden="true" className="h-4 w-4" />
              {m.createClient}
            </Link>
          )}
        </div>
      ),
    },
  ];
}
