import { z } from "zod";
import { CAPTURE_FREQUENCIES, CAPTURE_INGREDIENTS, CAPTURE_PROPERTY_SIZES, CAPTURE_PROPERTY_TYPES, CAPTURE_SERVICE_TYPES } from "../options/leads";
import { bulkDeleteSchema } from "./bulk-delete";
import { optionalParam, pageParam, searchParam } from "./list-params";
import { optionalText, requiredText, tooLong } from "./text-fields";

// Leads (spec 001 §3, §5): the capture form, the full create/edit form, the list query and the
// bulk delete. The browser and the server check the same schemas; every message is the spec's
// where the spec gives one.

export const LEAD_MESSAGES = {
  capture: {
    fullName: "Full name is required",
    phoneNumber: "Phone number is required",
    email: "Valid email is required",
    propertyType: "Property type is required",
    serviceType: "Service type is required",
    preferredIngredients: "Preferred ingredients is required",
  },
  form: {
    fullName: "Full Name is required.",
    phoneNumber: "Phone Number is required.",
    email: "Please enter a valid email address.",
  },
} as const;

/** Rows per page of the lead list. */
export const LEADS_PAGE_SIZE = 50;

export const LEAD_LIMITS = {
  name: 200,
  phone: 40,
  email: 254,
  address: 500,
  lookup: 100,
  staff: 200,
  short: 200,
  long: 2000,
  details: 5000,
} as const;

const values = <T extends readonly { value: string }[]>(options: T) => options.map((o) => o.value) as [T[number]["value"], ...T[number]["value"][]];
/** An optional choice of a fixed list: "" or missing is null. */
const optionalChoice = <T extends readonly { value: string }[]>(options: T, label: string) =>
  z
    .enum(["", ...values(options)], `${label} must be one of the offered choices`)
    .nullish()
    .transform((v) => (v ? (v as T[number]["value"]) : null));

const email = (message: string) => z.string(message).trim().toLowerCase().max(LEAD_LIMITS.email, message).pipe(z.email(message));

/** The capture form (/admin/leads/capture). Its full-form fields take the lead defaults. */
export const captureLeadSchema = z
  .object({
    fullName: requiredText("Full name", LEAD_LIMITS.name, LEAD_MESSAGES.capture.fullName),
    phoneNumber: requiredText("Phone number", LEAD_LIMITS.phone, LEAD_MESSAGES.capture.phoneNumber),
    email: email(LEAD_MESSAGES.capture.email),
    propertyType: z.enum(values(CAPTURE_PROPERTY_TYPES), LEAD_MESSAGES.capture.propertyType),
    serviceType: z.enum(values(CAPTURE_SERVICE_TYPES), LEAD_MESSAGES.capture.serviceType),
    propertySize: optionalChoice(CAPTURE_PROPERTY_SIZES, "Property size"),
    frequency: optionalChoice(CAPTURE_FREQUENCIES, "Frequency"),
    addOnOptions: optionalText("Add-on options", LEAD_LIMITS.long),
    pets: z.boolean("Pets must be yes or no").default(false),
    petType: optionalText("Pet type", LEAD_LIMITS.short),
    preferredIngredients: z.enum(values(CAPTURE_INGREDIENTS), LEAD_MESSAGES.capture.preferredIngredients),
    specialRequirements: optionalText("Special requirements", LEAD_LIMITS.long),
    comments: optionalText("Comments", LEAD_LIMITS.long),
  })
  // A pet type without pets is not kept.
  .transform((lead) => ({ ...lead, petType: lead.pets ? lead.petType : null }));

export type CaptureLeadInput = z.input<typeof captureLeadSchema>;
export type CaptureLead = z.output<typeof captureLeadSchema>;

/**
 * The full lead form (/admin/leads/create and /admin/leads/edit/{id}). The four lookup fields
 * name a row of their lookup table; the server checks that the name exists.
 */
export const leadFormSchema = z.object({
  serviceType: requiredText("Service type", LEAD_LIMITS.lookup, "Service type is required."),
  fullName: requiredText("Full Name", LEAD_LIMITS.name, LEAD_MESSAGES.form.fullName),
  address: optionalText("Address", LEAD_LIMITS.address),
  email: z
    .string(LEAD_MESSAGES.form.email)
    .trim()
    .nullish()
    .transform((v) => v || null)
    .pipe(email(LEAD_MESSAGES.form.email).nullable()),
  phoneNumber: requiredText("Phone Number", LEAD_LIMITS.phone, LEAD_MESSAGES.form.phoneNumber),
  clientCategory: requiredText("Client category", LEAD_LIMITS.lookup, "Client category is required."),
  source: requiredText("Source", LEAD_LIMITS.lookup, "Source is required."),
  details: optionalText("Details", LEAD_LIMITS.details),
  leadStatus: requiredText("Lead status", LEAD_LIMITS.lookup, "Lead status is required."),
  assignedStaff: optionalText("Assigned staff", LEAD_LIMITS.staff),
});

export type LeadFormInput = z.input<typeof leadFormSchema>;
export type LeadForm = z.output<typeof leadFormSchema>;

/** The lookup fields of the full form, by the table each one names a row of. */
export const LEAD_LOOKUP_FIELDS = {
  serviceType: "service_types",
  clientCategory: "client_categories",
  source: "lead_sources",
  leadStatus: "lead_statuses",
} as const;

/** The lead list's query string: page (50 rows, newest first), search, status. */
export const leadListQuerySchema = z.object({
  search: searchParam,
  status: optionalParam(z.string().trim().max(LEAD_LIMITS.lookup, tooLong("Status", LEAD_LIMITS.lookup))).transform((s) => s || undefined),
  page: pageParam,
});
export type LeadListQuery = z.output<typeof leadListQuerySchema>;

/** Bulk delete: 1 to 500 lead ids. */
export const deleteLeadsSchema = bulkDeleteSchema({ one: "lead", article: "a", many: "leads" });

/** One lead as the API returns it (list rows and the detail view alike). */
export type Lead = {
  id: string;
  /** The human-readable reference (spec's lead_id), e.g. LD-00042. */
  leadId: string;
  fullName: string;
  phoneNumber: string;
  email: string | null;
  address: string | null;
  serviceType: string;
  clientCategory: string;
  source: string;
  leadStatus: string;
  assignedStaff: string | null;
  details: string | null;
  // Capture form fields (null when the lead came from the full form).
  propertyType: string | null;
  propertySize: string | null;
  frequency: string | null;
  addOnOptions: string | null;
  pets: boolean | null;
  petType: string | null;
  preferredIngredients: string | null;
  specialRequirements: string | null;
  comments: string | null;
  /** The client record made by Convert, if any. */
  clientId: string | null;
  createdAt: string;
  updatedAt: string;
};

export type LeadList = { items: Lead[]; total: number; page: number; pageSize: number };

/** The lookup tables' names, each sorted by name. */
export type LeadLookups = {
  serviceTypes: string[];
  clientCategories: string[];
  leadSources: string[];
  leadStatuses: string[];
};

/**
 * The client record Convert links the lead to (the Clients Hub lists them); `address` is its first
 * service address on one line.
 */
export type ConvertedClient = {
  id: string;
  fullName: string;
  email: string | null;
  phoneNumber: string;
  address: string | null;
  leadId: string | null;
  createdAt: string;
};

/** POST /api/admin/leads/{id}/convert: the lead as it now is, and its client record. */
export type ConvertedLead = { lead: Lead; client: ConvertedClient };
