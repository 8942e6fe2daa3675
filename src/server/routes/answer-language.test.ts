import { describe, expect, test } from "vitest";
import type { ApiErrorBody } from "../../shared/api-error";
import { businessDay } from "../../shared/business-time";
import { addDays } from "../../shared/calendar-date";
import { ERROR_MESSAGES } from "../../shared/i18n/error-messages";
import { VALIDATION_MESSAGES } from "../../shared/i18n/validation";
import { FRENCH_MESSAGES as fr } from "../../shared/i18n/validation-fr";
import { defaultSite } from "../../shared/site";
import type { Database } from "../db/client";
import { serviceVisits } from "../db/schema/index";
import { useAuthTestApp, type TestApp, signInNewClient } from "../test/auth-fixtures";
import { call } from "../test/auth-helpers";
import { seedQuoteClient } from "../test/quote-fixtures";
import { createTestApp, postJson } from "../test/test-app";
import { testDbKinds } from "../test/test-db";

// A refusal is answered in the request's language (its Accept-Language, which the web client sets
// to its page's language): a French visitor or client never reads an English error, an English one
// reads exactly what they always did.

const NBSP = "\u00a0";
const FRENCH = { "Accept-Language": "fr-CA" };
const errorOf = async (res: Response) => ((await res.json()) as ApiErrorBody).error;
const badConsultation = { name: "J", email: "not-an-email", phone: "123" };
const badAssessment = { full_name: "J", phone_number: "613", email: "a@b.co", email_verify: "c@d.co", postcode: "K1A", service_type: [], pets: false };

describe.each(testDbKinds)("the language of an error's answer, on %s", (kind) => {
  let database: Database;
  let t: TestApp;
  useAuthTestApp(kind, (d, app) => ([database, t] = [d, app]));

  test("a bad consultation in French: every field's message and the summary in French", async () => {
    const res = await postJson(t.app, "/api/consultations", badConsultation, undefined, FRENCH);
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error.code).toBe("validation");
    expect(error.fields).toEqual({
      name: "Le nom doit compter au moins 2 caractères",
      email: "Veuillez entrer une adresse courriel valide",
      phone: "Veuillez entrer un numéro de téléphone valide",
    });
    expect(error.message).toBe(
      `Demande non valide${NBSP}: name${NBSP}: Le nom doit compter au moins 2 caractères; email${NBSP}: Veuillez entrer une adresse courriel valide; phone${NBSP}: Veuillez entrer un numéro de téléphone valide`,
    );
  });

  test.each([
    ["no Accept-Language", {}],
    ["English", { "Accept-Language": "en-CA" }],
    ["a language we do not speak", { "Accept-Language": "de-DE" }],
  ])("a bad consultation with %s: the English as before", async (_case, headers) => {
    const res = await postJson(t.app, "/api/consultations", badConsultation, undefined, headers);
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error.fields).toEqual({
      name: "Name must be at least 2 characters",
      email: "Please enter a valid email address",
      phone: "Please enter a valid phone number",
    });
    expect(error.message).toBe(
      "Invalid request: name: Name must be at least 2 characters; email: Please enter a valid email address; phone: Please enter a valid phone number",
    );
  });

  test("a bad assessment in French: the spec's messages in French, the company's address as the example", async () => {
    const res = await postJson(t.app, "/api/assessments", badAssessment, undefined, FRENCH);
    expect(res.status).toBe(400);
    const { fields } = await errorOf(res);
    const a = fr.validation.assessment;
    expect(fields).toEqual({
      full_name: a.fullName,
      phone_number: a.phoneShort,
      postcode: a.postcodeLength,
      service_type: a.serviceType,
      property_type: a.propertyType,
      property_size: a.propertySize,
      frequency: a.frequency,
      preferred_ingredients: a.ingredients,
    });
    const withExample = await postJson(t.app, "/api/assessments", { ...badAssessment, email: "nope" }, undefined, FRENCH);
    expect((await errorOf(withExample)).fields!.email).toBe(
      `Adresse courriel${NBSP}: veuillez entrer une adresse courriel valide (p.${NBSP}ex. ${defaultSite.email})`,
    );
  });

  test("a bad assessment without Accept-Language: the spec's English messages", async () => {
    const res = await postJson(t.app, "/api/assessments", { ...badAssessment, email: "nope" });
    expect(res.status).toBe(400);
    const m = VALIDATION_MESSAGES.assessment;
    expect((await errorOf(res)).fields).toMatchObject({
      full_name: m.fullName,
      phone_number: m.phoneShort,
      email: m.email({ example: defaultSite.email }),
      postcode: m.postcodeLength,
      service_type: m.serviceType,
    });
  });

  test("the consultation rate limit in French keeps its Retry-After", async () => {
    const { app } = createTestApp(database, { CONSULTATION_RATE_LIMIT: "1" });
    const ok = { name: "Jane Doe", email: "jane@example.com", phone: "613-555-0100" };
    expect((await postJson(app, "/api/consultations", ok, "198.51.100.4")).status).toBe(201);
    const limited = await postJson(app, "/api/consultations", ok, "198.51.100.4", FRENCH);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await errorOf(limited)).message).toBe(fr.errors.consultationRateLimit);
  });

  describe("the portal", () => {
    const today = businessDay();

    async function clientWithVisit(days: number) {
      const email = `french-${kind}-${days}@example.com`;
      const { clientId, addressId } = await seedQuoteClient(database, email);
      const { cookie } = await signInNewClient(t, database, email);
      const [row] = await database.db
        .insert(serviceVisits)
        .values({ clientId, addressId, visitDate: addDays(today, days), windowStart: "08:00", windowEnd: "12:00", service: "Weekly cleaning" })
        .returning({ id: serviceVisits.id });
      const post = (path: string, body: unknown, headers: Record<string, string> = FRENCH) => call(t, path, { body, cookie, headers });
      return { visitId: row!.id, post };
    }

    test("a client's bad request, and the refusals of their visit, in French", async () => {
      const { visitId, post } = await clientWithVisit(1);

      const badDate = await post(`/api/portal/visits/${visitId}/reschedule-request`, { preferredDate: "2026-02-30", note: "x".repeat(2001) });
      expect(badDate.status).toBe(400);
      expect((await errorOf(badDate)).fields).toEqual({
        preferredDate: "La date souhaitée doit être une date valide",
        note: `La remarque doit compter au plus 2${NBSP}000 caractères`,
      });

      const notDone = await post(`/api/portal/visits/${visitId}/rating`, { score: 5 });
      expect(notDone.status).toBe(409);
      expect((await errorOf(notDone)).message).toBe("Seule une visite terminée peut être évaluée.");

      const tooSoon = await post(`/api/portal/visits/${visitId}/cancel-request`, {});
      expect(tooSoon.status).toBe(409);
      expect((await errorOf(tooSoon)).message).toBe(fr.errors.visit.tooSoon({ kind: "cancel", hours: 48, phone: t.config.site.supportPhone }));

      const english = await post(`/api/portal/visits/${visitId}/cancel-request`, {}, {});
      expect((await errorOf(english)).message).toBe(ERROR_MESSAGES.visit.tooSoon({ kind: "cancel", hours: 48, phone: t.config.site.supportPhone }));

      const missing = await post("/api/portal/visits/00000000-0000-4000-8000-000000000000/rating", { score: 5 });
      expect(missing.status).toBe(404);
      expect((await errorOf(missing)).message).toBe("La visite est introuvable");
    });
  });
});
