import { asc, eq } from "drizzle-orm";
import { addDays } from "../../../shared/calendar-date";
import { frenchOptionLabel } from "../../../shared/i18n/options-fr";
import type { Locale } from "../../../shared/locale";
import { ADD_ON_OPTIONS, labelOf, SERVICE_TYPES } from "../../../shared/options/assessment";
import { QUOTE_VALID_DAYS, type QuoteDraft } from "../../../shared/schemas/quotes";
import type { Db } from "../../db/client";
import { clientAddresses, clients, jobAssessments } from "../../db/schema/index";
import { draftClientFromAssessment } from "../clients/draft-client-from-assessment";

/**
 * The words a quote drafted from an assessment starts with, in the language of the client it is
 * written to: a quote's title and lines are what the client reads (decision 049).
 */
const DRAFT_WORDS: Record<Locale, { service: (value: string) => string; addOn: (value: string) => string; title: string }> = {
  en: { service: (v) => labelOf(SERVICE_TYPES, v), addOn: (v) => `Add-on: ${labelOf(ADD_ON_OPTIONS, v)}`, title: "Cleaning services" },
  fr: {
    service: (v) => frenchOptionLabel("serviceTypes", v),
    addOn: (v) => `Service supplémentaire\u00a0: ${frenchOptionLabel("addOns", v)}`,
    title: "Services de nettoyage",
  },
};

/**
 * What the quote builder starts from for an assessment: its client (the one with its e-mail or
 * made from it) or a new one from its contact details, a title from its services, and a line at
 * no price yet for each service and add-on, written in the client's language (the found client's
 * stored one, else the assessment's). Undefined when there is no such assessment.
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
  let client: QuoteDraft["client"] = null;
  let language: Locale = clientDraft.language;
  if (clientDraft.existingClientId) {
    const [found] = await db
      .select({ id: clients.id, fullName: clients.fullName, email: clients.email, language: clients.language })
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
    const { language: stored, ...named } = found!;
    client = { ...named, addresses };
    language = stored;
  }
  const words = DRAFT_WORDS[language];
  const services = (assessment!.services ?? []).map(words.service);
  const addOns = (assessment!.addOns ?? []).map(words.addOn);
  return {
    assessmentId,
    client,
    clientDraft: { ...clientDraft, addresses: clientDraft.addresses.map((a) => ({ ...a, city: a.city || (a.province === "QC" ? "Gatineau" : "Ottawa") })) },
    language,
    title: services.length ? services.join(", ") : words.title,
    lines: [...services, ...addOns].map((description) => ({ description, quantity: 1, unitPriceCents: 0, optional: false })),
    validUntil: addDays(today, QUOTE_VALID_DAYS),
    frequency: { value: assessment!.frequency, custom: assessment!.customFrequency ?? null },
  };
}
