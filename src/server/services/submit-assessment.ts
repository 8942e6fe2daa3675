import { eq } from "drizzle-orm";
import type { Assessment } from "../../shared/schemas/assessment";
import type { Db } from "../db/client";
import { jobAssessments } from "../db/schema/index";
import { enqueueMail } from "../mail/outbox";
import { assessmentConfirmation, assessmentNotification } from "../mail/templates/assessment-emails";
import { storedPropertySize } from "../mail/templates/assessment-summary";

/**
 * Store an assessment and queue the company notification and the visitor's confirmation in one
 * transaction. A request repeating an idempotency key returns the first row and sends nothing.
 */
export async function submitAssessment(options: {
  db: Db;
  input: Assessment;
  idempotencyKey?: string;
  company: { name: string; inbox: string; email: string; phone: string };
}): Promise<{ id: string; created: boolean }> {
  const { db, input, idempotencyKey, company } = options;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(jobAssessments)
      .values({
        fullName: input.full_name,
        phoneNumber: input.phone_number,
        email: input.email,
        propertyAddress: input.property_address ?? null,
        postcode: input.postcode,
        propertyType: input.property_type,
        propertySize: storedPropertySize(input),
        serviceType: input.service_type,
        addOnOptions: input.add_on_options,
        frequency: input.frequency,
        customFrequency: input.custom_frequency ?? null,
        pets: input.pets,
        petType: input.pet_type ?? null,
        preferredIngredients: input.preferred_ingredients,
        specialRequirements: input.special_requirements ?? null,
        idempotencyKey: idempotencyKey ?? null,
      })
      .onConflictDoNothing({ target: jobAssessments.idempotencyKey })
      .returning({ id: jobAssessments.id });
    if (!row) {
      const [existing] = await tx.select({ id: jobAssessments.id }).from(jobAssessments).where(eq(jobAssessments.idempotencyKey, idempotencyKey!));
      return { id: existing!.id, created: false };
    }
    await enqueueMail(tx as unknown as Db, assessmentNotification(input, company));
    await enqueueMail(tx as unknown as Db, assessmentConfirmation(input, company));
    return { id: row.id, created: true };
  });
}
