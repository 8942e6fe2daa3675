import { eq, or, sql } from "drizzle-orm";
import type { ClientDraft } from "../../../shared/schemas/clients";
import type { Db } from "../../db/client";
import { isUuid } from "../../db/is-uuid";
import { clients, jobAssessments } from "../../db/schema/index";

/**
 * What "Create client" on an assessment row (and the quote builder's new client) starts from: the
 * contact details, the language the assessment was sent in (staff may change it before saving),
 * and the property address as the first service address. The assessment form takes only Ottawa
 * postcodes (K...), so the province is Ontario; it has no city field, so staff fill that in.
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
  return {
    fullName: assessment.fullName,
    email: assessment.email,
    phoneNumber: assessment.phoneNumber,
    language: assessment.language,
    notes: null,
    addresses: [{ street: assessment.propertyAddress ?? "", city: "", province: "ON", postalCode: assessment.postcode }],
    assessmentId: assessment.id,
    existingClientId: existing?.id ?? null,
  } satisfies ClientDraft;
}
