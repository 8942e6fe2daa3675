import { asc, eq } from "drizzle-orm";
import { addDays } from "../../../shared/calendar-date";
import { ADD_ON_OPTIONS, labelOf, SERVICE_TYPES } from "../../../shared/options/assessment";
import { QUOTE_VALID_DAYS, type QuoteDraft } from "../../../shared/schemas/quotes";
import type { Db } from "../../db/client";
import { clientAddresses, clients, jobAssessments } from "../../db/schema/index";
import { draftClientFromAssessment } from "../clients/draft-client-from-assessment";

/**
 * What the quote builder starts from for an assessment: its client (the one with its e-mail or
 * made from it) or a new one from its contact details, a title from its services, and a line at
 * no price yet for each service and add-on. Undefined when there is no such assessment.
 */
export async function draftQuoteFromAssessment(options: { db: Db; assessmentId: string; today: string }): Promise<QuoteDraft | undefined> {
  const { db, assessmentId, today } = options;
  const clientDraft = await draftClientFromAssessment({ db, assessmentId });
  if (!clientDraft) return undefined;
  const [assessment] = await db
    .select({
      services: jobAssessments.serviceType,
      addOns: jobAssessments.addOnOptions,
      frequency: jobAssessments.frequency,
      customFrequency: jobAssessments.customFrequency,
    })
    .from(jobAssessments)
    .where(eq(jobAssessments.id, assessmentId));
  const services = (assessment!.services ?? []).map((v) => labelOf(SERVICE_TYPES, v));
  const addOns = (assessment!.addOns ?? []).map((v) => labelOf(ADD_ON_OPTIONS, v));
  let client: QuoteDraft["client"] = null;
  if (clientDraft.existingClientId) {
    const [found] = await db
      .select({ id: clients.id, fullName: clients.fullName, email: clients.email })
      .from(clients)
      .where(eq(clients.id, clientDraft.existingClientId));
    const addresses = await db
      .select({
        id: clientAddresses.id,
        street: clientAddresses.street,
        city: clientAddresses.city,
        province: clientAddresses.province,
        postalCode: clientAddresses.postalCode,
      })
      .from(clientAddresses)
      .where(eq(clientAddresses.clientId, clientDraft.existingClientId))
      .orderBy(asc(clientAddresses.position), asc(clientAddresses.createdAt));
    client = { ...found!, addresses };
  }
  return {
    assessmentId,
    client,
    clientDraft: { ...clientDraft, addresses: clientDraft.addresses.map((a) => ({ ...a, city: a.city || (a.province === "QC" ? "Gatineau" : "Ottawa") })) },
    title: services.length ? services.join(", ") : "Cleaning services",
    lines: [...services, ...addOns.map((a) => `Add-on: ${a}`)].map((description) => ({ description, quantity: 1, unitPriceCents: 0, optional: false })),
    validUntil: addDays(today, QUOTE_VALID_DAYS),
    frequency: { value: assessment!.frequency, custom: assessment!.customFrequency ?? null },
  };
}
