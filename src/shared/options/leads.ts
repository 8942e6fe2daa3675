// Leads (spec 001 §3, §4): the capture form's enumerations, the lookup defaults, and the one
// status vocabulary with its colours.

/** Capture form choices (spec 001 §3 "Capture form enumerations"). Values are stored. */
export const CAPTURE_PROPERTY_TYPES = [
  { value: "house", label: "House" },
  { value: "apartment", label: "Apartment" },
  { value: "condo", label: "Condo" },
  { value: "office", label: "Office" },
  { value: "retail", label: "Retail" },
] as const;

/**
 * The capture form's two service choices. A lead has one service type vocabulary (the
 * service_types lookup), so each choice is stored as the lookup name it stands for.
 */
export const CAPTURE_SERVICE_TYPES = [
  { value: "cleaning", label: "Cleaning", serviceType: "Cleaning Service" },
  { value: "healthcare", label: "Healthcare", serviceType: "Healthcare Cleaning" },
] as const;

export const CAPTURE_PROPERTY_SIZES = [
  { value: "small", label: "Small (1-2 bedrooms)" },
  { value: "medium", label: "Medium (3-4 bedrooms)" },
  { value: "large", label: "Large (5+ bedrooms)" },
  { value: "commercial", label: "Commercial" },
] as const;

export const CAPTURE_FREQUENCIES = [
  { value: "one-time", label: "One-time" },
  { value: "weekly", label: "Weekly" },
  { value: "bi-weekly", label: "Bi-weekly" },
  { value: "monthly", label: "Monthly" },
  { value: "custom", label: "Custom" },
] as const;

export const CAPTURE_INGREDIENTS = [
  { value: "eco-friendly", label: "Eco-friendly" },
  { value: "standard", label: "Standard" },
  { value: "no-preference", label: "No preference" },
] as const;

/** A new lead's values when the form does not say otherwise (spec 001 §3, §9). */
export const LEAD_DEFAULTS = {
  serviceType: "Cleaning Service",
  clientCategory: "Individual",
  source: "Website",
  leadStatus: "New",
} as const satisfies { serviceType: string; clientCategory: string; source: string; leadStatus: LeadStatus };

/**
 * The lead statuses the migration seeds (lead_statuses), in its order. Staff may add more to the
 * lookup table; these are the ones the product knows by name.
 */
export const LEAD_STATUSES = ["New", "Contacted", "In Progress", "Converted", "Lost"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** The seeded statuses' colours (spec 001 §4). */
export const LEAD_STATUS_COLOURS = {
  New: "blue",
  Contacted: "yellow",
  "In Progress": "orange",
  Converted: "green",
  Lost: "red",
} as const satisfies Record<LeadStatus, string>;
export type StatusColour = (typeof LEAD_STATUS_COLOURS)[LeadStatus] | "slate";

export const CONVERTED_STATUS = "Converted" satisfies LeadStatus;
export const LOST_STATUS = "Lost" satisfies LeadStatus;

/** A status added to the lookup later has no colour of its own. */
export const statusColour = (status: string): StatusColour =>
  Object.hasOwn(LEAD_STATUS_COLOURS, status) ? LEAD_STATUS_COLOURS[status as keyof typeof LEAD_STATUS_COLOURS] : "slate";

/**
 * The list's "status lead" (spec 001 §2.6, §4): any status that is neither Converted nor Lost.
 * Only open leads offer convert and schedule visit.
 */
export const isOpenStatus = (status: string) => status !== CONVERTED_STATUS && status !== LOST_STATUS;

/** The reference staff read and say (the view's lead_id): LD-00042. */
export const formatLeadRef = (leadNumber: number) => `LD-${String(leadNumber).padStart(5, "0")}`;
