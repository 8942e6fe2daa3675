import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, test } from "vitest";
import type { CompanySettings, CompanySettingsInput } from "../../shared/schemas/company-settings";
import type { InvoiceDetail } from "../../shared/schemas/invoices";
import type { QuoteDetail } from "../../shared/schemas/quotes";
import { rowsOf } from "../test/auth-fixtures";
import { call, makeAdmin, signInAdmin } from "../test/auth-helpers";
import { useClientTestApp } from "../test/client-fixtures";
import { adminCall, adminError, auditRows } from "../test/lead-fixtures";
import { pdfText } from "../test/pdf-text";
import { QUOTE_FORM, QUOTES, seedQuoteClient } from "../test/quote-fixtures";
import { assessmentBody } from "../test/assessment-fixture";
import { testDbKinds } from "../test/test-db";
import { TEST_TAX_NUMBERS } from "../test/tax-numbers";
import { loadConfig } from "../env";
import { companySettingsSchema } from "../../shared/schemas/company-settings";
import { getCompanySettings, loadCompanySettings, updateCompanySettings } from "../services/settings/company-settings";

// The company settings (decision 052): the environment's values on the first start, then the
// owner's; audited; what a sent quote or an issued invoice printed stays; a taxed document is not
// sent without the company's registration number for its tax.

const SETTINGS = "/api/admin/settings";
const INVOICES = "/api/admin/invoices";

const FORM: CompanySettingsInput = {
  legalName: "15550001 Canada Inc.",
  mailingAddress: "PO Box 77, Ottawa ON K1P 1A1",
  phone: "613-555-0111",
  supportPhone: "613-555-0122",
  email: "hello@example.com",
  inboxEmail: "inbox@example.com",
  gstHstNumber: "987654321rt0002",
  qstNumber: null,
  etransferEmail: "pay@example.com",
  serviceArea: ["k", "J8", "J9", "K"],
  privacyOfficerTitle: "President",
  privacyOfficerTitleFr: "Présidente",
  privacyOfficerEmail: "Privacy@Example.com",
};

describe.each(testDbKinds)("company settings on %s", (kind) => {
  const ctx = useClientTestApp(kind);
  const put = (body: unknown) => adminCall<CompanySettings>(ctx, SETTINGS, { method: "PUT", body });
  beforeEach(() => ctx.database.db.execute(sql`delete from company_settings`));

  test("the first read makes them from the environment; the owner saves them, normalised, and the change is audited", async () => {
    const first = await adminCall<CompanySettings>(ctx, SETTINGS);
    expect(first).toEqual({
      legalName: "14872309 Canada Inc.",
      mailingAddress: null,
      phone: "613-555-0142",
      supportPhone: "613-555-0199",
      email: "info@maplecrestcleaning.ca",
      inboxEmail: "quotes@maplecrestcleaning.ca",
      gstHstNumber: "123456789 RT0001",
      qstNumber: "1234567890 TQ0001",
      etransferEmail: null,
      serviceArea: ["K"],
      privacyOfficerTitle: "Privacy Officer",
      privacyOfficerTitleFr: "Responsable de la protection des renseignements personnels",
      privacyOfficerEmail: "info@maplecrestcleaning.ca",
      updatedAt: null,
      canEdit: true,
    });
    const saved = await put(FORM);
    expect(saved).toMatchObject({
      gstHstNumber: "987654321 RT0002",
      qstNumber: null,
      serviceArea: ["K", "J8", "J9"],
      privacyOfficerEmail: "privacy@example.com",
      canEdit: true,
    });
    expect(saved.updatedAt).toEqual(expect.any(String));
    expect(await adminCall<CompanySettings>(ctx, SETTINGS)).toEqual(saved);
    const [audit] = (await auditRows(ctx.database)).filter((r) => r.action === "settings.update");
    expect(audit).toMatchObject({ entity: "company_settings", entityId: "1", actorUserId: ctx.adminId, actorEmail: "admin@example.com" });
    expect((audit!.details as { changed: Record<string, unknown> }).changed).toMatchObject({
      legalName: { from: "14872309 Canada Inc.", to: "15550001 Canada Inc." },
      qstNumber: { from: "1234567890 TQ0001", to: null },
      serviceArea: { from: ["K"], to: ["K", "J8", "J9"] },
    });
  });

  test("a field the owner has not set follows the environment at the next start; a field the owner set stays the owner's", async () => {
    const { updatedAt: _, canEdit: __, ...current } = await adminCall<CompanySettings>(ctx, SETTINGS);
    await put({ ...current, phone: "613-555-0111" });
    const restarted = loadConfig({ DATA_DIR: "/tmp/unused-test-data", ...TEST_TAX_NUMBERS, SITE_PHONE: "613-555-0999", SITE_EMAIL: "new@example.com" });
    await loadCompanySettings(ctx.database.db, restarted);
    expect(restarted.site.phone).toBe("613-555-0111");
    expect(restarted.site.email).toBe("new@example.com");
    // Saving the form as shown does not make the environment's values the owner's.
    const { updatedAt: ___, canEdit: ____, ...shown } = await getCompanySettings({ db: ctx.database.db, config: restarted });
    expect(shown).toMatchObject({ phone: "613-555-0111", email: "new@example.com" });
    await updateCompanySettings({
      db: ctx.database.db,
      config: restarted,
      input: companySettingsSchema.parse(shown),
      actor: { userId: ctx.adminId, email: "admin@example.com" },
    });
    const again = loadConfig({ DATA_DIR: "/tmp/unused-test-data", ...TEST_TAX_NUMBERS, SITE_EMAIL: "newer@example.com" });
    await loadCompanySettings(ctx.database.db, again);
    expect(again.site).toMatchObject({ phone: "613-555-0111", email: "newer@example.com" });
  });

  test("bad input is a 400 naming each field; nothing is saved", async () => {
    const cases: [Partial<CompanySettingsInput>, string, string][] = [
      [{ legalName: " " }, "legalName", "Legal name is required."],
      [{ email: "nope" }, "email", "General e-mail must be a valid e-mail address."],
      [{ etransferEmail: "x@" }, "etransferEmail", "e-Transfer e-mail must be a valid e-mail address."],
      [{ gstHstNumber: "12345" }, "gstHstNumber", "GST/HST number must look like 123456789 RT0001."],
      [{ qstNumber: "123456789 RT0001" }, "qstNumber", "QST number must look like 1234567890 TQ0001."],
      [{ serviceArea: [] }, "serviceArea", "Add at least one postal-code prefix."],
      [{ serviceArea: ["K1A1"] }, "serviceArea", "A postal-code prefix is a letter, a letter and a digit, or three characters (K, J8, K1A)."],
      [{ privacyOfficerTitle: "" }, "privacyOfficerTitle", "Privacy officer's title (English) is required."],
      [{ privacyOfficerTitleFr: "x".repeat(121) }, "privacyOfficerTitleFr", "Privacy officer's title (French) must be at most 120 characters"],
      [{ privacyOfficerEmail: "privacy@" }, "privacyOfficerEmail", "Privacy officer's e-mail must be a valid e-mail address."],
    ];
    for (const [change, field, message] of cases) {
      const error = await adminError(ctx, SETTINGS, { method: "PUT", body: { ...FORM, ...change } }, "validation");
      expect(error.status).toBe(400);
      expect(Object.entries(error.fields ?? {}).find(([k]) => k.startsWith(field))?.[1], field).toBe(message);
    }
    expect((await adminCall<CompanySettings>(ctx, SETTINGS)).updatedAt).toBeNull();
  });

  test("only an owner reads and saves them: office staff get a 403 saying so, and read only the registration numbers", async () => {
    await makeAdmin(ctx.t, ctx.database, "second@example.com", "second", "office");
    const cookie = (await signInAdmin(ctx.t, "second@example.com")).cookie;
    for (const [method, body] of [
      ["GET", undefined],
      ["PUT", FORM],
    ] as const) {
      const res = await call(ctx.t, SETTINGS, { method, body, cookie });
      expect(res.status, method).toBe(403);
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe("Only an owner can see or change the company settings.");
    }
    const registrations = await call(ctx.t, "/api/admin/registrations", { cookie });
    expect(await registrations.json()).toEqual({ gstHstNumber: TEST_TAX_NUMBERS.SITE_GST_HST_NUMBER, qstNumber: TEST_TAX_NUMBERS.SITE_QST_NUMBER });
    expect((await adminCall<CompanySettings>(ctx, SETTINGS)).canEdit).toBe(true);
    await ctx.database.db.execute(sql`delete from users where email = 'second@example.com'`);
  });

  test("a taxed quote or invoice is not sent without the registration number (409 saying what to set); once set, it prints it", async () => {
    await put({ ...FORM, gstHstNumber: null, qstNumber: null });
    const on = await seedQuoteClient(ctx.database, "on@example.com", "ON");
    const { quote } = await adminCall<QuoteDetail>(ctx, QUOTES, { body: { ...QUOTE_FORM, ...on } }, 201);
    const refused = await adminError(ctx, `${QUOTES}/${quote.id}/send`, { method: "POST", body: {} }, "conflict");
    expect(refused).toMatchObject({
      status: 409,
      message: "This quote charges HST: set the company's GST/HST registration number in Settings before sending it.",
    });
    const qc = await seedQuoteClient(ctx.database, "qc@example.com", "QC", "Luc Roy");
    const { invoice } = await adminCall<InvoiceDetail>(
      ctx,
      INVOICES,
      { body: { title: "Cleaning", lines: [{ description: "Cleaning", quantity: 1, unitPriceCents: 10_000 }], terms: "net_15", ...qc } },
      201,
    );
    expect(await adminError(ctx, `${INVOICES}/${invoice.id}/issue`, { method: "POST", body: {} }, "conflict")).toMatchObject({
      status: 409,
      message: "This invoice charges GST and QST: set the company's GST/HST and QST registration numbers in Settings before issuing it.",
    });
    expect((await rowsOf<{ status: string }>(ctx.database, sql`select status from quotes where id = ${quote.id}`))[0]!.status).toBe("draft");

    // Set: the draft saved without a number gets it when sent, and its PDF prints it.
    await put({ ...FORM, gstHstNumber: "987654321 RT0002", qstNumber: "1234567890 TQ0001" });
    const sent = await adminCall<QuoteDetail>(ctx, `${QUOTES}/${quote.id}/send`, { method: "POST", body: {} });
    expect(sent.quote.totals.taxes.map((t) => t.registrationNumber)).toEqual(["987654321 RT0002"]);
    const issued = await adminCall<InvoiceDetail>(ctx, `${INVOICES}/${invoice.id}/issue`, { method: "POST", body: {} });
    expect(issued.invoice.number).toMatch(/^F-\d{4}-\d{4}$/);
    const pdf = await call(ctx.t, `${QUOTES}/${quote.id}/pdf`, { cookie: ctx.admin });
    expect(await pdfText(new Uint8Array(await pdf.arrayBuffer()))).toContain("GST/HST No. 987654321 RT0002");
  });

  test("a sent quote and an issued invoice keep the company block they printed; a draft prints the settings as they are", async () => {
    await put(FORM);
    const on = await seedQuoteClient(ctx.database, "keep@example.com", "ON");
    const { quote } = await adminCall<QuoteDetail>(ctx, QUOTES, { body: { ...QUOTE_FORM, ...on } }, 201);
    await adminCall<QuoteDetail>(ctx, `${QUOTES}/${quote.id}/send`, { method: "POST", body: {} });
    const { invoice } = await adminCall<InvoiceDetail>(
      ctx,
      INVOICES,
      { body: { title: "Cleaning", lines: [{ description: "Cleaning", quantity: 1, unitPriceCents: 10_000 }], terms: "net_15", ...on } },
      201,
    );
    await adminCall<InvoiceDetail>(ctx, `${INVOICES}/${invoice.id}/issue`, { method: "POST", body: {} });
    const { quote: draft } = await adminCall<QuoteDetail>(ctx, QUOTES, { body: { ...QUOTE_FORM, ...on } }, 201);

    await put({ ...FORM, legalName: "New Name Inc.", mailingAddress: null, phone: "613-555-0999", etransferEmail: "new-pay@example.com" });
    const pdf = async (path: string) => pdfText(new Uint8Array(await (await call(ctx.t, path, { cookie: ctx.admin })).arrayBuffer()));
    const sentPdf = await pdf(`${QUOTES}/${quote.id}/pdf`);
    expect(sentPdf).toContain("15550001 Canada Inc.");
    expect(sentPdf).toContain("PO Box 77, Ottawa ON K1P 1A1");
    expect(sentPdf).toContain("613-555-0111");
    expect(sentPdf).not.toContain("New Name Inc.");
    const invoicePdf = await pdf(`${INVOICES}/${invoice.id}/pdf`);
    expect(invoicePdf).toContain("15550001 Canada Inc.");
    expect(invoicePdf).toContain("pay@example.com");
    expect(invoicePdf).not.toContain("new-pay@example.com");
    const draftPdf = await pdf(`${QUOTES}/${draft.id}/pdf`);
    expect(draftPdf).toContain("New Name Inc.");
    expect(draftPdf).toContain("613-555-0999");
    expect(draftPdf).not.toContain("PO Box 77");
  });

  test("the service area: the assessment form's postal codes follow it, and its message names it in both languages", async () => {
    const area = async () => (await (await call(ctx.t, "/api/assessments/service-area")).json()) as { prefixes: string[] };
    await put({ ...FORM, serviceArea: ["K"] });
    expect(await area()).toEqual({ prefixes: ["K"] });
    const send = (postcode: string, language = "en") =>
      call(ctx.t, "/api/assessments", { body: { ...assessmentBody(), postcode }, headers: { "Accept-Language": language } });
    const gatineau = await send("J8X 3G5");
    expect(gatineau.status).toBe(400);
    expect(((await gatineau.json()) as { error: { fields: Record<string, string> } }).error.fields.postcode).toBe(
      'Postcode: Must be a valid Ottawa region postal code (e.g., K1A 1A1). Ottawa postal codes start with "K".',
    );

    // Gatineau added (README): J8 and J9.
    await put({ ...FORM, serviceArea: ["K", "J8", "J9"] });
    expect(await area()).toEqual({ prefixes: ["K", "J8", "J9"] });
    expect((await send("J8X 3G5")).status).toBe(201);
    expect((await send("K1A 0B1")).status).toBe(201);
    const montreal = await send("H2X 1Y4");
    expect(((await montreal.json()) as { error: { fields: Record<string, string> } }).error.fields.postcode).toBe(
      'Postcode: Must be a postal code in our service area. Postal codes must start with "K", "J8" or "J9".',
    );
    const french = await send("H2X 1Y4", "fr-CA");
    expect(((await french.json()) as { error: { fields: Record<string, string> } }).error.fields.postcode).toBe(
      "Code postal\u00a0: veuillez entrer un code postal de notre zone de service. Les codes postaux doivent commencer par «\u00a0K\u00a0», «\u00a0J8\u00a0» ou «\u00a0J9\u00a0».",
    );
  });
});
