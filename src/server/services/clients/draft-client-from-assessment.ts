import { eq, or, sql } from "drizzle-orm";
import { labelOf, PREFERRED_INGREDIENTS } from "../../../shared/options/assessment";
import { splitPropertyAddress } from "../../../shared/property-address";
import type { ClientDraft } from "../../../shared/schemas/clients";
import type { Db } from "../../db/client";
import { isUuid } from "../../db/is-uuid";
import { clients, jobAssessments } from "../../db/schema/index";

/**
 * What "Create client" on an assessment row (and the quote builder's new client) starts from: the
 * contact details, the language the assessment was sent in (staff may change it before saving),
 * what the crew should know (special requirements, pets, products) as the client's notes, and the
 * property address split into street, city, province (from the postal code) and postal code as the
 * first service address; `addressToCheck` says when the split is unsure (decision 052).
 * existingClientId names a client that already has this e-mail or was made from this assessment.
 * Undefined when there is no such assessment.
 */
export async function draftClientFromAssessment(options: { db: Db; assessmentId: string }): Promise<ClientDraft | undefined> {
  const { db, assessmentId } = options;
  if (!isUuid(assessmentId)) return undefined;
  const [assessment] = await db
    .select({
      id: jobAssessments.id,
      fullName: jobAssessments.fullName,
      email: jobAssessments.email,
      phoneNumber: jobAssessments.phoneNumber,
      propertyAddress: jobAssessments.propertyAddress,
      postcode: jobAssessments.postcode,
      language: jobAssessments.language,
      specialRequirements: jobAssessments.specialRequirements,
      pets: jobAssessments.pets,
      petType: jobAssessments.petType,
      preferredIngredients: jobAssessments.preferredIngredients,
    })
    .from(jobAssessments)
    .where(eq(jobAssessments.id, assessmentId));
  if (!assessment) return undefined;
  const [existing] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(or(sql`lower(${clients.email}) = lower(${assessment.email})`, eq(clients.assessmentId, assessment.id)))
    .orderBy(sql`${clients.assessmentId} = ${assessment.id} desc nulls last`)
    .limit(1);
  const { unsure, ...address } = splitPropertyAddress(assessment.propertyAddress, assessment.postcode);
  return {
    fullName: assessment.fullName,
    email: assessment.email,
    phoneNumber: assessment.phoneNumber,
    language: assessment.language,
    notes: assessmentNotes(assessment),
    addresses: [address],
    assessmentId: assessment.id,
    existingClientId: existing?.id ?? null,
    addressToCheck: unsure ? { given: assessment.propertyAddress?.trim() || null, reason: unsure } : null,
  } satisfies ClientDraft;
}

/** The client's notes from what the assessment told us: they start each visit's notes for the crew. */
export function assessmentNotes(a: { specialRequirements: string | null; pets: boolean; petType: string | null; preferredIngredients: string }): string | null {
  const lines = [
    a.specialRequirements?.trim() ? `Special requirements: ${a.specialRequirements.trim()}` : null,
    a.pets ? `Pets: ${a.petType?.trim() || "yes"}` : null,
    a.preferredIngredients === "no-preference" ? null : `Products: ${labelOf(PREFERRED_INGREDIENTS, a.preferredIngredients)}`,
  ].filter((l): l is string => l !== null);
  return lines.length ? lines.join("\n") : null;
}
