import { sql } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { NEWS_CONSENT, UNSUBSCRIBE_WORDS } from "../../shared/consent";
import type { ApiErrorBody } from "../../shared/api-error";
import type { ClientConsent, EmailPreferences } from "../../shared/schemas/consents";
import { invoicePayments, invoices } from "../db/schema/index";
import { clearRateLimits, makeClientUser } from "../test/auth-fixtures";
import { call, signInClient } from "../test/auth-helpers";
import { consentRows, recordAt, tokenOf, useConsentTestApp } from "../test/consent-fixtures";
import { invoiceRow } from "../test/invoice-fixtures";
import { adminCall, adminError, auditRows } from "../test/lead-fixtures";
import { seedQuoteClient } from "../test/quote-fixtures";
import { testDbKinds } from "../test/test-db";

// A client's consent to news and offers on screens (decision 057): the portal's e-mail preferences
// (their own address only; on records a consent with the switch's words, off a withdrawal, each
// once), and the admin's client page (the state and the ledger's history; a consent by phone).

const COMPANY = "Maple Crest Cleaning";
const PREFS = "/api/portal/email-preferences";

describe.each(testDbKinds)("consent on screens on %s", (kind) => {
  const ctx = useConsentTestApp(kind);
  const signIn = async (email: string) => {
    await makeClientUser(ctx.database, email);
    await clearRateLimits(ctx.database);
    return (await signInClient(ctx.t, ctx.database, email)).cookie;
  };
  const prefs = async (cookie: string, init: { method?: string; body?: unknown; language?: string } = {}) => {
    const res = await call(ctx.t, PREFS, { ...init, cookie, headers: { "accept-language": init.language ?? "en", "user-agent": "Safari/18" } });
    return { status: res.status, body: (await res.json()) as EmailPreferences & ApiErrorBody };
  };

  test("the portal: news off until the client turns them on (the switch's words, source portal), off again; each once", async () => {
    const cookie = await signIn("client@example.com");
    const first = await prefs(cookie, { language: "fr" });
    expect(first).toEqual({
      status: 200,
      body: { email: "client@example.com", news: false, state: { kind: "none", lapsedOn: null }, wording: NEWS_CONSENT.words.fr(COMPANY) },
    });

    const on = await prefs(cookie, { method: "PUT", body: { news: true }, language: "fr" });
    expect(on.body).toMatchObject({ news: true, state: { kind: "express" } });
    await prefs(cookie, { method: "PUT", body: { news: true }, language: "fr" });
    const off = await prefs(cookie, { method: "PUT", body: { news: false } });
    expect(off.body).toMatchObject({ news: false, state: { kind: "withdrawn" } });
    await prefs(cookie, { method: "PUT", body: { news: false } });

    const rows = await consentRows(ctx, "client@example.com");
    expect(rows.map((r) => [r.action, r.source, r.language, r.wording, r.user_agent])).toEqual([
      ["given", "portal", "fr", NEWS_CONSENT.words.fr(COMPANY), "Safari/18"],
      ["withdrawn", "portal", "en", UNSUBSCRIBE_WORDS.words.en(COMPANY), "Safari/18"],
    ]);
    expect(rows[0]!.ip).toBe("203.0.113.9");
  });

  test("the portal shows an implied consent as news on; turning them off withdraws it; a bad body is a 400 naming the field", async () => {
    const { clientId } = await seedQuoteClient(ctx.database, "buyer@example.com", "ON", "Buyer");
    const [invoice] = await ctx.database.db
      .insert(invoices)
      .values(invoiceRow({ clientId, title: "Cleaning", totalCents: 100, status: "paid", issueDate: "2026-05-01", dueDate: "2026-05-31" }))
      .returning({ id: invoices.id });
    const paidOn = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
    await ctx.database.db.insert(invoicePayments).values({ invoiceId: invoice!.id, amountCents: 100, paidOn, method: "cash", source: "staff" });
    const cookie = await signIn("buyer@example.com");
    expect((await prefs(cookie)).body).toMatchObject({ news: true, state: { kind: "implied", basis: "purchase" } });
    expect((await prefs(cookie, { method: "PUT", body: { news: false } })).body.news).toBe(false);

    for (const body of [{}, { news: "yes" }, { news: 1 }]) {
      const bad = await prefs(cookie, { method: "PUT", body });
      expect(bad.status).toBe(400);
      expect(bad.body.error.fields).toEqual({ news: "News and offers must be on (true) or off (false)." });
    }
    const french = await prefs(cookie, { method: "PUT", body: { news: null }, language: "fr" });
    expect(french.body.error.fields).toEqual({ news: "Les nouvelles et les offres doivent être activées (true) ou désactivées (false)." });
    expect((await consentRows(ctx, "buyer@example.com")).map((r) => r.action)).toEqual(["withdrawn"]);
  });

  test("the admin's client page: the state and every record, with who recorded it; staff record a consent by phone", async () => {
    const { clientId } = await seedQuoteClient(ctx.database, "Marie@Example.com", "QC", "Marie Tremblay");
    await ctx.database.db.execute(sql`update clients set language = 'fr' where id = ${clientId}`);
    await recordAt(ctx, "marie@example.com", "given", new Date(Date.now() - 20 * 86_400_000), "consultation_form", "fr");
    await call(ctx.t, `/api/unsubscribe?token=${tokenOf("marie@example.com")}`, { body: { language: "fr" }, headers: { "user-agent": "Firefox/140" } });

    const before = await adminCall<ClientConsent>(ctx, `/api/admin/clients/${clientId}/consent`);
    expect(before.email).toBe("marie@example.com");
    expect(before.state.kind).toBe("withdrawn");
    expect(before.records.map((r) => [r.action, r.source, r.language, r.recordedBy])).toEqual([
      ["given", "consultation_form", "fr", null],
      ["withdrawn", "unsubscribe_link", "fr", null],
    ]);
    expect(before.records[1]).toMatchObject({
      wording: UNSUBSCRIBE_WORDS.words.fr(COMPANY),
      wordingVersion: UNSUBSCRIBE_WORDS.version,
      userAgent: "Firefox/140",
    });

    const after = await adminCall<ClientConsent>(ctx, `/api/admin/clients/${clientId}/consent`, { body: { action: "given" } }, 201);
    expect(after.state.kind).toBe("express");
    expect(after.records.at(-1)).toMatchObject({
      action: "given",
      source: "staff",
      language: "fr",
      wording: NEWS_CONSENT.words.fr(COMPANY),
      ip: null,
      recordedBy: "boss",
    });
    const [row] = await auditRows(ctx.database);
    expect(row).toMatchObject({
      action: "consent.given",
      entity: "clients",
      entityId: clientId,
      actorEmail: "admin@example.com",
      details: { email: "marie@example.com" },
    });
  });

  test("a client without an e-mail has no consent to record (409); an unknown client is 404; the action is checked", async () => {
    const { clientId } = await seedQuoteClient(ctx.database, null, "ON", "No Mail");
    expect(await adminCall<ClientConsent>(ctx, `/api/admin/clients/${clientId}/consent`)).toEqual({
      email: null,
      state: { kind: "none", lapsedOn: null },
      records: [],
    });
    const refused = await adminError(ctx, `/api/admin/clients/${clientId}/consent`, { body: { action: "withdrawn" } }, "conflict");
    expect(refused.message).toBe("This client has no e-mail address: add one before recording their consent to news by e-mail.");
    expect((await adminError(ctx, "/api/admin/clients/00000000-0000-4000-8000-000000000000/consent", {}, "not_found")).message).toBe("Client not found");
    expect((await adminError(ctx, `/api/admin/clients/${clientId}/consent`, { body: { action: "maybe" } }, "validation")).fields).toEqual({
      action: "Action must be given or withdrawn.",
    });
    expect(await consentRows(ctx)).toEqual([]);
  });
});
