import { z } from "zod";
import { LOCALES } from "@shared/locale";
import { ADMIN_ASSESSMENTS_PAGE_SIZE, type AdminAssessmentList, type AdminAssessmentRow } from "@shared/schemas/admin-assessments";

// The assessments dashboard reads the server's answer field by field: a field that is missing or
// not what it should be (an older or a broken server) leaves a gap on the page (a dash for a
// figure, an empty filter list, a row left out), never a blank screen.

/** A count, or null (shown as a dash) when the answer has none. */
const count = z.number().int().nonnegative().nullable().catch(null);
const text = z.string().catch("");
const maybeText = z.string().nullable().catch(null);
const texts = z.array(z.string()).catch([]);

/** A row needs its id (to be selected and deleted); any other field falls back to empty. */
const row = z.object({
  id: z.string().min(1),
  fullName: text,
  phoneNumber: text,
  email: text,
  propertyAddress: maybeText,
  postcode: text,
  propertyType: texts,
  propertySize: text,
  serviceType: texts,
  addOnOptions: texts,
  frequency: text,
  customFrequency: maybeText,
  pets: z.boolean().catch(false),
  petType: maybeText,
  preferredIngredients: text,
  specialRequirements: maybeText,
  submittedAt: text,
  clientId: maybeText,
  // Older answers have no language: those assessments were all sent in English.
  language: z.enum(LOCALES).catch("en"),
}) satisfies z.ZodType<AdminAssessmentRow>;

const NO_STATS = { total: null, thisWeek: null, withPets: null, filtered: null };

/** Every figure of the contract's stat cards, each read on its own. */
const stats = { total: count, thisWeek: count, withPets: count, filtered: count } satisfies Record<keyof AdminAssessmentList["stats"], z.ZodType>;

/** Every field of the contract (AdminAssessmentList), each read on its own. */
const list = {
  items: z
    .array(z.unknown())
    .catch([])
    .transform((rows) => rows.flatMap((r) => (row.safeParse(r).success ? [row.parse(r)] : []))),
  total: count,
  page: z.number().int().positive().catch(1),
  pageSize: z.number().int().positive().catch(ADMIN_ASSESSMENTS_PAGE_SIZE),
  stats: z.object(stats).catch(NO_STATS),
  facets: z.object({ propertyTypes: texts, serviceTypes: texts }).catch({ propertyTypes: [], serviceTypes: [] }),
} satisfies Record<keyof AdminAssessmentList, z.ZodType>;

const listSchema = z
  .object(list)
  // Without a total, the rows at hand are all the pager knows of.
  .transform(({ total, ...rest }) => ({ ...rest, total: total ?? rest.items.length }));

/** What the dashboard shows: the answer's rows and figures, a figure the answer left out as null. */
export type AssessmentListView = z.output<typeof listSchema>;

/** One page of GET /api/admin/assessments, whatever the answer holds (even nothing usable). */
export function readAssessmentList(answer: unknown): AssessmentListView {
  return listSchema.parse(answer && typeof answer === "object" && !Array.isArray(answer) ? answer : {});
}
