import { describe, expect, test } from "vitest";
import type { Database } from "../../db/client";
import { consents, consultations, invoicePayments, invoices } from "../../db/schema/index";
import { seedAssessment } from "../../test/client-fixtures";
import { invoiceRow } from "../../test/invoice-fixtures";
import { seedQuoteClient } from "../../test/quote-fixtures";
import { testDbKinds } from "../../test/test-db";
import { useTestDb } from "../../test/use-test-db";
import { loadConsentFacts } from "./consent-facts";
import { consentState } from "./consent-rules";
import { recordConsent } from "./record-consent";

describe.each(testDbKinds)("consent facts on %s", (kind) => {
  let database: Database;
  useTestDb(kind, (db) => (database = db));

  test("a form's consent is recorded with the words shown, and read back with the person's inquiry", async () => {
    await database.db
      .insert(consultations)
      .values({ name: "Marie Tremblay", email: "marie@example.com", phone: "819-555-0100", language: "fr", createdAt: new Date("2026-11-01T12:00:00Z") });
    await recordConsent(database.db, {
      email: "Marie@Example.com",
      action: "given",
      language: "fr",
      source: "consultation_form",
      company: "Maplecrest",
      ip: "203.0.113.9",
      userAgent: "Firefox",
    });
    const [row] = await database.db.select().from(consents);
    expect(row).toMatchObject({
      email: "marie@example.com",
      purpose: "news",
      action: "given",
      language: "fr",
      source: "consultation_form",
      ip: "203.0.113.9",
      userAgent: "Firefox",
    });
    expect(row!.wording).toBe("Oui, envoyez-moi les nouvelles et les offres de Maplecrest par courriel. Je peux me désabonner en tout temps.");

    const marie = (await loadConsentFacts(database.db, ["marie@example.com"])).get("marie@example.com")!;
    expect(marie).toMatchObject({ name: "Marie Tremblay", language: "fr", lastInquiryAt: new Date("2026-11-01T12:00:00Z"), lastPurchaseAt: null });
    expect(marie.records.map((r) => r.action)).toEqual(["given"]);
    expect(consentState(marie, new Date()).kind).toBe("express");
  });

  test("a payment is a purchase, an assessment an inquiry; the client's name and language come first", async () => {
    const { clientId } = await seedQuoteClient(database, "paul@example.com", "ON", "Paul Client");
    await seedAssessment(database, { email: "PAUL@example.com", fullName: "Paul Assessed", language: "fr", submittedAt: new Date("2026-03-02T12:00:00Z") });
    const [invoice] = await database.db
      .insert(invoices)
      .values(invoiceRow({ clientId, title: "Cleaning", totalCents: 100, status: "paid", issueDate: "2026-05-01", dueDate: "2026-05-31" }))
      .returning({ id: invoices.id });
    await database.db.insert(invoicePayments).values({ invoiceId: invoice!.id, amountCents: 100, paidOn: "2026-05-10", method: "cash", source: "staff" });

    const everyone = await loadConsentFacts(database.db);
    const paul = everyone.get("paul@example.com")!;
    expect(paul).toMatchObject({ name: "Paul Client", language: "en", lastInquiryAt: new Date("2026-03-02T12:00:00Z") });
    expect(paul.lastPurchaseAt?.toISOString()).toBe("2026-05-10T04:00:00.000Z");
    expect(consentState(paul, new Date("2026-11-27T12:00:00Z"))).toMatchObject({ kind: "implied", basis: "purchase" });
    expect((await loadConsentFacts(database.db, [])).size).toBe(0);
  });
});
