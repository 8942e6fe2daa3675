import { z } from "zod";
import type { ClientPaymentMethod } from "../portal-payment-method";
import { says } from "../i18n/validation";
import { optionalParam, pageParam, searchParam } from "./list-params";
import { optionalText, requiredText as required } from "./text-fields";

// The Clients Hub (/admin/clients): the one customer record that quotes, invoices and visits hang
// off. The browser and the server check the same schemas; the response types below are what the
// server's client services return (with `satisfies`) and what the admin pages read.

/** A client's preferred language: e-mails and documents go out in it. Stored as these values. */
export const CLIENT_LANGUAGES = ["en", "fr"] as const;
export type ClientLanguage = (typeof CLIENT_LANGUAGES)[number];

/** Canadian provinces and territories, stored as their two-letter codes. */
export const PROVINCES = ["AB", "BC", "MB", "NB", "NL", "NS", "NT", "NU", "ON", "PE", "QC", "SK", "YT"] as const;
export type Province = (typeof PROVINCES)[number];

/** Rows per page of the client list. */
export const CLIENTS_PAGE_SIZE = 50;
/** Most service addresses one client may have. */
export const MAX_CLIENT_ADDRESSES = 20;

export const CLIENT_LIMITS = { name: 200, phone: 40, email: 254, street: 300, city: 100, notes: 5000, accessNotes: 1000 } as const;

/** A Canadian postal code (A1A 1A1), stored upper-case with one space. */
export const postalCodeSchema = z
  .string("Postal Code is required.")
  .trim()
  .toUpperCase()
  .transform((v) => v.replace(/\s+/g, ""))
  .pipe(
    z
      .string()
      .min(1, "Postal Code is required.")
      .regex(/^[A-Z]\d[A-Z]\d[A-Z]\d$/, "Postal Code must look like K1A 0B1."),
  )
  .transform((v) => `${v.slice(0, 3)} ${v.slice(3)}`);

/** A service address as staff enter it: every part is required. */
export const clientAddressSchema = z.object({
  /** Present when editing an address the client already has; absent for a new one. */
  id: z.guid("Address id must be an address id").optional(),
  street: required("Street", CLIENT_LIMITS.street),
  city: required("City", CLIENT_LIMITS.city),
  province: z.enum(PROVINCES, "Province must be a Canadian province or territory."),
  postalCode: postalCodeSchema,
  /**
   * How the crew gets in (codes, key, alarm, parking; decision 063). Absent leaves the address's
   * notes as they are; blank clears them.
   */
  accessNotes: optionalText("Access Notes", CLIENT_LIMITS.accessNotes).optional(),
});
export type ClientAddressInput = z.input<typeof clientAddressSchema>;

/** Create (POST /api/admin/clients) and edit (PUT /api/admin/clients/{id}) a client. */
export const clientFormSchema = z.object({
  fullName: required("Full Name", CLIENT_LIMITS.name),
  email: z
    .string("Please enter a valid email address.")
    .trim()
    .nullish()
    .transform((v) => v || null)
    .pipe(
      z.string().toLowerCase().max(CLIENT_LIMITS.email, "Please enter a valid email address.").pipe(z.email("Please enter a valid email address.")).nullable(),
    ),
  phoneNumber: required("Phone Number", CLIENT_LIMITS.phone),
  language: z.enum(CLIENT_LANGUAGES, says("language")).default("en"),
  notes: optionalText("Notes", CLIENT_LIMITS.notes),
  addresses: z
    .array(clientAddressSchema, "Addresses must be a list of service addresses")
    .min(1, "Add at least one service address.")
    .max(MAX_CLIENT_ADDRESSES, `A client may have at most ${MAX_CLIENT_ADDRESSES} service addresses.`)
    .refine(
      (list) => new Set(list.flatMap((a) => (a.id ? [a.id.toLowerCase()] : []))).size === list.filter((a) => a.id).length,
      "Each address may be listed once.",
    ),
  /** The assessment this client is made from ("Create client" on an assessment row); create only. */
  assessmentId: z.guid("Assessment id must be an assessment id").optional(),
});
export type ClientFormInput = z.input<typeof clientFormSchema>;
export type ClientForm = z.output<typeof clientFormSchema>;

/** The client list's query string: page (50 rows, newest first) and search (name, e-mail, phone). */
export const clientListQuerySchema = z.object({
  search: searchParam,
  page: pageParam,
  sort: optionalParam(z.enum(["newest", "name"], "Sort must be newest or name")).transform((s) => s ?? "newest"),
});
export type ClientListQuery = z.output<typeof clientListQuerySchema>;

/**
 * A stored service address. An address carried over from a lead's free-text address may lack
 * city, province and postal code until staff complete it.
 */
export type ClientAddress = { id: string; street: string; city: string | null; province: Province | null; postalCode: string | null };

/** An address on one line: "12 Main St, Ottawa, ON K1A 0B1"; the parts it lacks are left out. */
export function clientAddressLine(address: Pick<ClientAddress, "street" | "city" | "province" | "postalCode">): string {
  const region = [address.province, address.postalCode].filter(Boolean).join(" ");
  return [address.street, address.city, region].filter(Boolean).join(", ");
}

/** One row of the client list. */
export type ClientSummary = {
  id: string;
  fullName: string;
  email: string | null;
  phoneNumber: string;
  language: ClientLanguage;
  /** The first service address, one line, or null. */
  primaryAddress: string | null;
  createdAt: string;
};
export type ClientList = { items: ClientSummary[]; total: number; page: number; pageSize: number };

/** The client page: the record, its addresses, and what it came from. */
export type ClientDetail = {
  id: string;
  fullName: string;
  email: string | null;
  phoneNumber: string;
  language: ClientLanguage;
  notes: string | null;
  addresses: ClientAddress[];
  createdAt: string;
  updatedAt: string;
  /** The client's leads (Convert links them) and assessments (same e-mail, or made from one). */
  leads: { id: string; leadId: string; fullName: string; leadStatus: string; createdAt: string }[];
  assessments: { id: string; fullName: string; services: string[]; createdAt: string }[];
  /** The card on file and automatic payment (decision 074), read-only. */
  payment?: ClientPaymentMethod;
};

/** What a client page's form starts from when made from an assessment row (GET /api/admin/clients/from-assessment/{id}). */
export type ClientDraft = {
  fullName: string;
  email: string | null;
  phoneNumber: string;
  language: ClientLanguage;
  notes: string | null;
  addresses: ClientAddressInput[];
  assessmentId: string;
  existingClientId: string | null;
  /**
   * The property address as the assessment gave it, when its split into street, city and postal
   * code is unsure (shared/property-address.ts): staff check the address before saving. Null when sure.
   */
  addressToCheck: { given: string | null; reason: "missing" | "street" | "city" | "postalCode" } | null;
};
