import { eq } from "drizzle-orm";
import type { Locale } from "../../../shared/locale";
import type { Assessment } from "../../../shared/schemas/assessment";
import type { Db } from "../../db/client";
import { jobAssessments } from "../../db/schema/index";
import { transaction } from "../../db/transaction";
import { insertWithMail } from "../../mail/outbox";
import { recordConsent, type ConsentOrigin } from "../consent/record-consent";
import type { AssessmentCompany } from "../../mail/templates/inputs/assessment";
import { storedPropertySize } from "../../../shared/assessment-storage";

/**
 * Store an assessment and queue the company notification (English) and the visitor's confirmation
 * (in the language of the page it came from, stored with it) in one statement (one transaction,
 * one round trip). A request repeating an idempotency key returns the first row and sends nothing.
 * With the news-and-offers box ticked, the consent is recorded in the same transaction as the new
 * assessment (a repeated request records nothing more).
 */
export async function submitAssessment(options: {
  db: Db;
  input: Assessment;
  idempotencyKey?: string;
  company: AssessmentCompany;
  /** The signed-in client asking (from the session); null for a visitor. */
  clientId?: string | null;
  /** The language of the page the visitor filled in. */
  language?: Locale;
  /** Where the request came from, kept with a consent. */
  origin?: ConsentOrigin;
}): Promise<{ id: string; created: boolean }> {
  const { db, input, idempotencyKey, company, clientId = null, language = "en", origin } = options;
  const store = (tx: Db) =>
    insertWithMail(tx, assessmentInsert(tx, input, { idempotencyKey, clientId, language }), [
      { kind: "assessment.notify", data: { assessment: input, company } },
      { kind: "assessment.confirm", data: { assessment: input, company }, language },
    ]);
  for (let attempt = 0; ; attempt++) {
    const id = input.news_consent
      ? await transaction(db, async (tx) => {
          const made = await store(tx);
          if (made) await recordConsent(tx, { email: input.email, action: "given", language, source: "assessment_form", company: company.name, ...origin });
          return made;
        })
      : await store(db);
    if (id) return { id, created: true };
    // Nothing inserted: the key was already used (the first request has committed, or ON CONFLICT
    // waited until it did), so its row is there to return, unless it was deleted in between.
    const [existing] = await db.select({ id: jobAssessments.id }).from(jobAssessments).where(eq(jobAssessments.idempotencyKey, idempotencyKey!));
    if (existing) return { id: existing.id, created: false };
    if (attempt > 0) throw new Error("assessment idempotency key neither inserted nor found");
  }
}

function assessmentInsert(db: Db, input: Assessment, row: { idempotencyKey: string | undefined; clientId: string | null; language: Locale }) {
  return db
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
      idempotencyKey: row.idempotencyKey ?? null,
      clientId: row.clientId,
      language: row.language,
    })
    .onConflictDoNothing({ target: jobAssessments.idempotencyKey })
    .returning({ id: jobAssessments.id });
}
