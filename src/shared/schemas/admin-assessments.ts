import { z } from "zod";
import type { Locale } from "../locale";
import { PROPERTY_TYPES, SERVICE_TYPES } from "../options/assessment";
import { bulkDeleteSchema } from "./bulk-delete";
import { optionalParam, pageParam, searchParam } from "./list-params";

/** Rows per page of the admin assessments list. */
export const ADMIN_ASSESSMENTS_PAGE_SIZE = 50;

export const DATE_RANGES = ["all", "today", "week", "month"] as const;
export const ASSESSMENT_SORTS = ["submitted_at", "full_name", "email"] as const;
export const SORT_DIRS = ["asc", "desc"] as const;

const PROPERTY_VALUES = PROPERTY_TYPES.map((t) => t.value) as [string, ...string[]];
const SERVICE_VALUES = SERVICE_TYPES.map((t) => t.value) as [string, ...string[]];

/** The filters of the list and of the CSV export (query parameters). */
export const assessmentFiltersSchema = z.object({
  search: searchParam,
  propertyType: optionalParam(
    z.enum(PROPERTY_VALUES, {
      error: "Property type must be one of the offered types",
    }),
  ),
  serviceType: optionalParam(
    z.enum(SERVICE_VALUES, {
      error: "Service type must be one of the offered types",
    }),
  ),
  range: optionalParam(z.enum(DATE_RANGES, { error: "Range must be all, today, week or month" })).transform((r) => r ?? "all"),
  sort: optionalParam(
    z.enum(ASSESSMENT_SORTS, {
      error: "Sort must be submitted_at, full_name or email",
    }),
  ).transform((s) => s ?? "submitted_at"),
  dir: optionalParam(z.enum(SORT_DIRS, { error: "Direction must be asc or desc" })).transform((d) => d ?? "desc"),
});

/** The list's query: the filters plus the page number. */
export const assessmentListQuerySchema = assessmentFiltersSchema.extend({
  page: pageParam,
});

export type AssessmentFilters = z.output<typeof assessmentFiltersSchema>;
export type AssessmentListQuery = z.output<typeof assessmentListQuerySchema>;

/** Bulk delete: 1 to 500 assessment ids. */
export const deleteAssessmentsSchema = bulkDeleteSchema({ one: "assessment", article: "an", many: "assessments" });
export type DeleteAssessmentsInput = z.input<typeof deleteAssessmentsSchema>;

/** One row of the admin list (lists as stored values; labels come from the option lists). */
export type AdminAssessmentRow = {
  id: string;
  fullName: string;
  phoneNumber: string;
  email: string;
  propertyAddress: string | null;
  postcode: string;
  propertyType: string[];
  propertySize: string;
  serviceType: string[];
  addOnOptions: string[];
  frequency: string;
  customFrequency: string | null;
  pets: boolean;
  petType: string | null;
  preferredIngredients: string;
  specialRequirements: string | null;
  submittedAt: string;
  /** The client who asked from the portal (Request New Service); null for a visitor. */
  clientId: string | null;
  /** The language of the page it was sent from: its confirmation went out in it. */
  language: Locale;
};

/** The dashboard's stat cards over all assessments: Total, This Week (the last 7 days), With Pets. */
export type AssessmentStats = { total: number; thisWeek: number; withPets: number };

/** GET /api/admin/assessments: one page, the stat cards (and the filtered count), the filter options. */
export type AdminAssessmentList = {
  items: AdminAssessmentRow[];
  total: number;
  page: number;
  pageSize: number;
  stats: AssessmentStats & { filtered: number };
  facets: { propertyTypes: string[]; serviceTypes: string[] };
};

/** GET /api/admin/assessments/export.csv: its header row, labels instead of stored values below. */
export const ASSESSMENT_EXPORT_COLUMNS = [
  "Name",
  "Email",
  "Phone",
  "Property Type",
  "Service Type",
  "Add-ons",
  "Pets",
  "Pet Type",
  "Cleaning Preference",
  "Special Requirements",
  "Submitted At",
] as const;

type CellsOf<T extends readonly string[]> = { [I in keyof T]: string };
/** One row of the export: a cell for each column. */
export type AssessmentExportRow = CellsOf<typeof ASSESSMENT_EXPORT_COLUMNS>;
