import { z } from "zod";
import { SERVICE_AREA_PREFIX } from "../service-area";
import { optionalText, requiredText } from "./text-fields";

// Company settings (the admin's Settings screen, decision 052): what documents, e-mails and the
// portal print, and the service area. Admin-only, so the messages are English words (decision 045).

export const SETTINGS_LIMITS = { name: 200, address: 500, phone: 40, email: 254, prefixes: 30, title: 120 } as const;

const email = (label: string) =>
  z
    .string(`${label} must be a valid e-mail address.`)
    .trim()
    .toLowerCase()
    .max(SETTINGS_LIMITS.email, `${label} must be a valid e-mail address.`)
    .pipe(z.email(`${label} must be a valid e-mail address.`));

const optionalEmail = (label: string) =>
  z
    .string(`${label} must be a valid e-mail address.`)
    .trim()
    .nullish()
    .transform((v) => v || null)
    .pipe(
      z
        .string()
        .toLowerCase()
        .max(SETTINGS_LIMITS.email)
        .pipe(z.email(`${label} must be a valid e-mail address.`))
        .nullable(),
    );

/** A registration number as the CRA or Revenu Québec writes it: digits, the program letters, the account. */
const registration = (label: string, digits: number, program: string) => {
  const shape = new RegExp(`^(\\d{${digits}})\\s*${program}\\s*(\\d{4})$`, "i");
  const example = `${"123456789".padEnd(digits, "0")} ${program}0001`;
  return z
    .string(`${label} must look like ${example}.`)
    .trim()
    .nullish()
    .transform((v) => v || null)
    .pipe(
      z
        .string()
        .regex(shape, `${label} must look like ${example}.`)
        .transform((v) => v.toUpperCase().replace(shape, `$1 ${program}$2`))
        .nullable(),
    );
};

/** PUT /api/admin/settings: every field at once (the screen sends the whole form). */
export const companySettingsSchema = z.object({
  legalName: requiredText("Legal name", SETTINGS_LIMITS.name),
  mailingAddress: optionalText("Mailing address", SETTINGS_LIMITS.address),
  phone: requiredText("Phone", SETTINGS_LIMITS.phone),
  supportPhone: requiredText("Support phone", SETTINGS_LIMITS.phone),
  email: email("General e-mail"),
  inboxEmail: email("Inbox e-mail"),
  gstHstNumber: registration("GST/HST number", 9, "RT"),
  qstNumber: registration("QST number", 10, "TQ"),
  etransferEmail: optionalEmail("e-Transfer e-mail"),
  serviceArea: z
    .array(
      z
        .string("Each postal-code prefix must be text.")
        .trim()
        .toUpperCase()
        .regex(SERVICE_AREA_PREFIX, "A postal-code prefix is a letter, a letter and a digit, or three characters (K, J8, K1A)."),
      "Service area must be a list of postal-code prefixes.",
    )
    .min(1, "Add at least one postal-code prefix.")
    .max(SETTINGS_LIMITS.prefixes, `At most ${SETTINGS_LIMITS.prefixes} postal-code prefixes.`)
    .transform((list) => [...new Set(list)]),
  // The person in charge of privacy, named on the privacy page (decision 056).
  privacyOfficerTitle: requiredText("Privacy officer's title (English)", SETTINGS_LIMITS.title),
  privacyOfficerTitleFr: requiredText("Privacy officer's title (French)", SETTINGS_LIMITS.title),
  privacyOfficerEmail: email("Privacy officer's e-mail"),
});
export type CompanySettingsInput = z.input<typeof companySettingsSchema>;
export type CompanySettingsValues = z.output<typeof companySettingsSchema>;
/** The settings' fields, in the order the screen shows them. */
export const COMPANY_SETTINGS_FIELDS = Object.keys(companySettingsSchema.shape) as (keyof CompanySettingsValues)[];

/** GET /api/admin/settings. */
export type CompanySettings = CompanySettingsValues & {
  /** When the owner last saved them; null while they are the environment's defaults. */
  updatedAt: string | null;
  /** Whether the signed-in admin may change them: always, as only an owner reads them (decision 060). */
  canEdit: boolean;
};

/** GET /api/admin/registrations: the tax registration numbers, for any admin (a draft's banner). */
export type CompanyRegistrations = Pick<CompanySettingsValues, "gstHstNumber" | "qstNumber">;

/** The taxes a document may charge, and the registration each needs. */
export type TaxRegistration = "gstHst" | "qst";

/**
 * The company as a quote or an invoice printed it, kept on the document when it is sent or issued:
 * a later change of the settings does not rewrite a document the client has.
 */
export type PrintedCompany = {
  name: string;
  legalName: string;
  mailingAddress: string | null;
  email: string;
  phone: string;
  siteUrl: string;
  /** Where the invoice told the client to send an e-Transfer (null: call or write). */
  etransferEmail: string | null;
};
