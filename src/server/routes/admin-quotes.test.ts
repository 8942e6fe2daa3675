import { sql } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { QUOTE_ACTIONS, quoteRefusal } from "../../shared/billing/quote-actions";
import { wordsIn } from "../said";
import { businessDay } from "../../shared/business-time";
import { addDays } from "../../shared/calendar-date";
import { localeFormat } from "../../shared/locale-format";
import { ADMIN_QUOTE_STATES, type QuoteDetail, type QuoteDraft, type QuoteList, type QuoteStats } from "../../shared/schemas/quotes";
import { QUOTE_TERMS } from "../services/quotes/quote-terms";
import { rowsOf } from "../test/auth-fixtures";
import { asExtracted, pdfText } from "../test/pdf-text";
import { call } from "../test/auth-helpers";
import { seedAssessment, useClientTestApp } from "../test/client-fixtures";
import { adminCall, adminError } from "../test/lead-fixtures";
import { QUOTE_FORM, QUOTES, seedQuoteClient } from "../test/quote-fixtures";
import { createTestApp } from "../test/test-app";
import { testDbKinds } from "../test/test-db";

// The admin's quotes: the builder from an assessment, drafts, sending, versions, voiding, staff
// acceptances, the list and its cards, and every refused transition. The portal's side:
// portal-quotes.test.ts.

const today = businessDay();
const year = today.slice(0, 4);

describe.each(testDbKinds)("admin quotes on %s", (kind) => {
  const ctx = useClientTestApp(kind);
  const create = (body: unknown) => adminCall<QuoteDetail>(ctx, QUOTES, { body }, 201);
  const post = (path: string, body: unknown = {}) => adminCall<QuoteDetail>(ctx, `${QUOTES}/${path}`, { body });
  const refused = (path: string, body: unknown, code: "validation" | "conflict", method = "POST") => adminError(ctx, path, { method, body }, code);
  const count = async (table: string) => (await rowsOf<{ n: number }>(ctx.database, sql`select count(*)::int as n from ${sql.identifier(table)}`))[0]!.n;
  let clientCount = 0;
  /** A draft for a new client (each its own e-mail unless given). */
  const draftFor = async (province: "ON" | "QC" = "ON", email: string | null = `client${++clientCount}@example.com`) => {
    const { clientId, addressId } = await seedQuoteClient(ctx.database, email, province);
    return (await create({ ...QUOTE_FORM, clientId, addressId })).quote;
  };

  test("the builder starts from an assessment: its client when one has the e-mail, else a new one, and a line per service and add-on", async () => {
    const assessmentId = await seedAssessment(ctx.database, { addOnOptions: ["oven"] });
    const draft = await adminCall<QuoteDraft>(ctx, `${QUOTES}/from-assessment/${assessmentId}`);
    expect(draft).toMatchObject({
      assessmentId,
      client: null,
      clientDraft: {
        fullName: "Jane Doe",
        email: "jane@example.com",
        addresses: [{ street: "45 Elgin St", city: "Ottawa", province: "ON", postalCode: "K1P 5K7" }],
      },
      title: "Regular Cleaning, Deep Cleaning",
      lines: [
        { description: "Regular Cleaning", quantity: 1, unitPriceCents: 0, optional: false },
        { description: "Deep Cleaning", quantity: 1, unitPriceCents: 0, optional: false },
        { description: "Add-on: Oven Cleaning", quantity: 1, unitPriceCents: 0, optional: false },
      ],
      validUntil: addDays(today, 30),
      frequency: { value: "weekly", custom: null },
    });
    const { clientId, addressId } = await seedQuoteClient(ctx.database, "JANE@example.com");
    const again = await adminCall<QuoteDraft>(ctx, `${QUOTES}/from-assessment/${assessmentId}`);
    expect(again.client).toMatchObject({ id: clientId, addresses: [{ id: addressId, street: "12 Main St" }] });
    await adminError(ctx, `${QUOTES}/from-assessment/00000000-0000-4000-8000-000000000000`, {}, "not_found");
    expect(draft.clientDraft.language).toBe("en");
    const french = await seedAssessment(ctx.database, { email: "marie@example.com", language: "fr" });
    expect((await adminCall<QuoteDraft>(ctx, `${QUOTES}/from-assessment/${french}`)).clientDraft.language).toBe("fr");
  });

  test("the builder writes the title and lines in the client's language: a French assessment's, or a French client's found by e-mail", async () => {
    const french = await seedAssessment(ctx.database, { email: "marie@example.com", language: "fr", addOnOptions: ["oven"] });
    expect(await adminCall<QuoteDraft>(ctx, `${QUOTES}/from-assessment/${french}`)).toMatchObject({
      client: null,
      clientDraft: { language: "fr" },
      language: "fr",
      title: "Nettoyage régulier, Nettoyage en profondeur",
      lines: [
        { description: "Nettoyage régulier", quantity: 1, unitPriceCents: 0, optional: false },
        { description: "Nettoyage en profondeur", quantity: 1, unitPriceCents: 0, optional: false },
        { description: "Service supplémentaire\u00a0: Nettoyage du four", quantity: 1, unitPriceCents: 0, optional: false },
      ],
    });
    // An English assessment from an address whose client reads French: the client's language.
    const english = await seedAssessment(ctx.database, { email: "luc@example.com", serviceType: ["deep"] });
    const { clientId } = await seedQuoteClient(ctx.database, "luc@example.com");
    await ctx.database.db.execute(sql`update clients set language = 'fr' where id = ${clientId}`);
    const forFrenchClient = await adminCall<QuoteDraft>(ctx, `${QUOTES}/from-assessment/${english}`);
    expect(forFrenchClient).toMatchObject({ client: { id: clientId }, language: "fr", title: "Nettoyage en profondeur" });
    expect(forFrenchClient.client).not.toHaveProperty("language");
    // And a French assessment from an English client's address: English.
    const fromEnglishClient = await seedAssessment(ctx.database, { email: "luc@example.com", language: "fr", serviceType: ["deep"] });
    await ctx.database.db.execute(sql`update clients set language = 'en' where id = ${clientId}`);
    expect(await adminCall<QuoteDraft>(ctx, `${QUOTES}/from-assessment/${fromEnglishClient}`)).toMatchObject({ language: "en", title: "Deep Cleaning" });
  });

  test("a quote made with a new client from an assessment: client, address and quote in one step, numbered for the year", async () => {
    const assessmentId = await seedAssessment(ctx.database);
    const newClient = {
      fullName: "Jane Doe",
      email: "jane@example.com",
      phoneNumber: "613-555-0100",
      addresses: [{ street: "45 Elgin St", city: "Ottawa", province: "ON", postalCode: "K1P 5K7" }],
    };
    const { quote } = await create({ ...QUOTE_FORM, newClient, assessmentId });
    expect(quote).toMatchObject({
      number: `Q-${year}-0001`,
      version: 1,
      status: "draft",
      assessmentId,
      quoteDate: today,
      validUntil: addDays(today, 30),
      client: { fullName: "Jane Doe", email: "jane@example.com" },
      address: { street: "45 Elgin St", province: "ON" },
      // 2 × $100 + 1.5 × $33.33 = $249.995 → $250.00 (half-up); HST 13% = $32.50; the optional oven is not counted.
      totals: { subtotalCents: 25_000, taxes: [{ code: "HST", rate: 13_000, amountCents: 3_250 }], taxCents: 3_250, totalCents: 28_250, depositCents: 0 },
      optionalSubtotalCents: 5_000,
      terms: { version: expect.any(String), text: expect.stringContaining("deposit") },
      events: [{ kind: "created", actor: { type: "staff", name: "boss" } }],
      acceptance: null,
    });
    expect(quote.lines.map((l) => l.lineTotalCents)).toEqual([20_000, 5_000, 5_000]);
    const [client] = await rowsOf<{ assessmentId: string }>(
      ctx.database,
      sql`select assessment_id as "assessmentId" from clients where id = ${quote.clientId}`,
    );
    expect(client!.assessmentId).toBe(assessmentId);
    expect((await draftFor()).number).toBe(`Q-${year}-0002`);
  });

  test("Quebec: GST 5% and QST 9.975% on the pre-tax amount, with the company's numbers saved on the quote", async () => {
    const t = createTestApp(ctx.database, { SITE_GST_HST_NUMBER: "123456789 RT0001", SITE_QST_NUMBER: "1234567890 TQ0001" });
    const { clientId, addressId } = await seedQuoteClient(ctx.database, "luc@example.com", "QC");
    const res = await call(t, QUOTES, { body: { ...QUOTE_FORM, clientId, addressId, deposit: { kind: "percent", percent: 25 } }, cookie: ctx.admin });
    expect(res.status).toBe(201);
    const { quote } = (await res.json()) as QuoteDetail;
    // $250.00: GST $12.50, QST $24.9375 → $24.94; total $287.44; deposit 25% = $71.86.
    expect(quote.totals).toEqual({
      subtotalCents: 25_000,
      taxes: [
        { code: "GST", rate: 5_000, registrationNumber: "123456789 RT0001", amountCents: 1_250 },
        { code: "QST", rate: 9_975, registrationNumber: "1234567890 TQ0001", amountCents: 2_494 },
      ],
      taxCents: 3_744,
      totalCents: 28_744,
      depositCents: 7_186,
    });
    expect(quote.deposit).toEqual({ kind: "percent", percent: 25 });
  });

  test("bad input is a 400 naming the field, and nothing is written", async () => {
    const { clientId, addressId } = await seedQuoteClient(ctx.database, "jane@example.com");
    const alberta = await seedQuoteClient(ctx.database, "al@example.com", "AB", "Al Berta");
    const other = await seedQuoteClient(ctx.database, "bob@example.com");
    const line = QUOTE_FORM.lines[0];
    const cases: [Record<string, unknown>, string, string][] = [
      [{ lines: [] }, "lines", "Add at least one line item that is not optional."],
      [{ lines: [{ ...line, optional: true }] }, "lines", "Add at least one line item that is not optional."],
      [{ lines: [{ ...line, quantity: -1 }] }, "lines", "Quantity must be greater than 0"],
      [{ lines: [{ ...line, quantity: 1.234 }] }, "lines", "Quantity may have at most two decimals"],
      [{ lines: [{ ...line, unitPriceCents: 100_000_001 }] }, "lines", "Unit price must be at most $1,000,000"],
      [{ lines: [{ ...line, description: " " }] }, "lines", "Description is required."],
      [{ title: "" }, "title", "Title is required."],
      [{ addressId: other.addressId }, "addressId", "Service address not found for this client."],
      [{ clientId: alberta.clientId, addressId: alberta.addressId }, "addressId", "Taxes can only be computed for a service address in Ontario or Quebec."],
      [{ clientId: undefined }, "clientId", "Client is required."],
      [{ validUntil: addDays(today, -1) }, "validUntil", "Valid Until must be today or later."],
      [{ validUntil: "2026-02-30" }, "validUntil", "Valid Until must be a real date"],
      [{ deposit: { kind: "amount", amountCents: 10_000_000 } }, "deposit", "Deposit amount must not be more than the total."],
      [{ deposit: { kind: "percent", percent: 101 } }, "deposit", "Deposit percentage must be at most 100"],
    ];
    for (const [over, field, message] of cases) {
      const error = await refused(QUOTES, { ...QUOTE_FORM, clientId, addressId, ...over }, "validation");
      expect({ status: error.status, fields: error.fields }, JSON.stringify(over)).toEqual({ status: 400, fields: { [field]: message } });
    }
    expect(await count("quotes")).toBe(0);
    expect(await count("document_counters")).toBe(0);
  });

  test("Send: the client gets the portal link and the PDF; the version is kept; Resend sends again", async () => {
    const draft = await draftFor("ON", "jane@example.com");
    const { quote } = await post(`${draft.id}/send`);
    expect(quote).toMatchObject({ status: "sent", quoteDate: today, events: [{ kind: "created" }, { kind: "sent", details: { to: "jane@example.com" } }] });
    const [mail] = await rowsOf<{ kind: string; to: string; subject: string; text: string; files: string[] }>(
      ctx.database,
      sql`select kind, "to", subject, text, array(select filename || ' ' || content_type || ' ' || (length(content) > 0)::text from outbox_attachments a where a.outbox_id = o.id) as files from outbox o`,
    );
    expect(mail).toMatchObject({
      kind: "quote.send",
      to: "jane@example.com",
      subject: `Your quote ${draft.number} - Maple Crest Cleaning`,
      files: [`${draft.number}.pdf application/pdf true`],
    });
    expect(mail!.text).toContain(`${ctx.t.config.appUrl}/client-dashboard/quotes/${draft.id}?email=jane%40example.com`);
    expect(await count("quote_versions")).toBe(1);
    expect((await post(`${draft.id}/resend`)).quote.events.map((e) => e.kind)).toEqual(["created", "sent", "resent"]);
    expect(await count("outbox")).toBe(2);
  });

  test("a client who reads French gets the quote and the acceptance confirmation in French, PDFs too; the company's notice stays English", async () => {
    const draft = await draftFor("QC", "marie@example.com");
    await ctx.database.db.execute(sql`update clients set language = 'fr' where id = ${draft.clientId}`);
    await post(`${draft.id}/send`);
    const mails = () =>
      rowsOf<{ kind: string; language: string; subject: string; text: string }>(
        ctx.database,
        sql`select kind, language, subject, text from outbox order by created_at, kind`,
      );
    const [sent] = await mails();
    const fr = localeFormat("fr");
    expect(sent).toMatchObject({ kind: "quote.send", language: "fr", subject: `Votre soumission ${draft.number} – Maple Crest Cleaning` });
    expect(sent!.text).toContain("Bonjour Jane Doe,");
    expect(sent!.text).toContain(
      `Voici votre soumission ${draft.number} pour ${draft.title}\u00a0: ${fr.money(draft.totals.totalCents)}, valide jusqu’au ${fr.date(draft.validUntil)}.`,
    );
    // Its link says French, so that a signed-out client meets the French sign-in page.
    expect(sent!.text).toContain(`${ctx.t.config.appUrl}/client-dashboard/quotes/${draft.id}?email=marie%40example.com&lang=fr\n`);
    // The PDFs are the client's, in their language: attached, and downloaded by staff.
    const attached = () =>
      rowsOf<{ kind: string; content: Uint8Array }>(
        ctx.database,
        sql`select o.kind, a.content from outbox_attachments a join outbox o on o.id = a.outbox_id order by o.created_at`,
      );
    const [quotePdf] = await attached();
    const download = await call(ctx.t, `${QUOTES}/${draft.id}/pdf?download=1`, { cookie: ctx.admin });
    for (const text of [await pdfText(quotePdf!.content), await pdfText(new Uint8Array(await download.arrayBuffer()))]) {
      expect(text).toContain(`Soumission\n${draft.number}`);
      expect(text).toContain(asExtracted(`Total ${fr.money(draft.totals.totalCents)}`));
      expect(text).toContain(`Valide jusqu’au ${fr.date(draft.validUntil)}`);
      expect(text).not.toContain("Subtotal");
    }

    const accepted = (await post(`${draft.id}/accept`, { version: 1, signedName: "Marie Tremblay", note: "Par téléphone" })).quote;
    const signed = (await attached()).find((a) => a.kind === "quote.accepted-confirm")!;
    expect(await pdfText(signed.content)).toContain(
      asExtracted(`Acceptée par Marie Tremblay\nle ${fr.dateTime(accepted.acceptance!.acceptedAt)} (heure d’Ottawa)`),
    );
    const byKind = Object.fromEntries((await mails()).map((m) => [m.kind, m]));
    expect(byKind["quote.accepted-confirm"]).toMatchObject({ language: "fr", subject: `Soumission ${draft.number} acceptée – Maple Crest Cleaning` });
    expect(byKind["quote.accepted-confirm"]!.text).toContain(`a été acceptée par Marie Tremblay le ${fr.dateTime(accepted.acceptance!.acceptedAt)}.`);
    expect(byKind["quote.accepted-notify"]).toMatchObject({ language: "en", subject: `Quote ${draft.number} accepted by Jane Doe` });
  });

  test("a French client's quote carries the terms in French, and its deposit invoice is written in French", async () => {
    const { clientId, addressId } = await seedQuoteClient(ctx.database, "elise@example.com", "QC");
    await ctx.database.db.execute(sql`update clients set language = 'fr' where id = ${clientId}`);
    const { quote } = await create({ ...QUOTE_FORM, clientId, addressId, deposit: { kind: "percent", percent: 25 } });
    expect(quote.terms).toEqual({ version: QUOTE_TERMS.version, text: QUOTE_TERMS.text.fr });
    await post(`${quote.id}/send`);
    await post(`${quote.id}/accept`, { version: 1, signedName: "Élise Roy", note: "Par téléphone" });
    const [acceptance] = await rowsOf<{ terms: string }>(ctx.database, sql`select terms_text as terms from quote_acceptances where quote_id = ${quote.id}`);
    expect(acceptance!.terms).toBe(QUOTE_TERMS.text.fr);
    const [deposit] = await rowsOf<{ title: string; lines: { description: string }[] }>(
      ctx.database,
      sql`select title, lines from invoices where quote_id = ${quote.id} and kind = 'deposit'`,
    );
    expect(deposit!.title).toBe(`Acompte\u00a0: ${quote.title}`);
    expect(deposit!.lines.map((l) => l.description)).toEqual([`Acompte sur la soumission ${quote.number}`]);
    // An English client's, for comparison.
    const english = await draftFor();
    expect(english.terms.text).toBe(QUOTE_TERMS.text.en);
  });

  test("a client without an e-mail cannot be sent a quote (409), and nothing changes", async () => {
    const draft = await draftFor("ON", null);
    const error = await refused(`${QUOTES}/${draft.id}/send`, {}, "conflict");
    expect(error.message).toBe("This client has no e-mail address: add one in the Clients Hub, then send the quote.");
    expect((await adminCall<QuoteDetail>(ctx, `${QUOTES}/${draft.id}`)).quote.status).toBe("draft");
    expect(await count("outbox")).toBe(0);
  });

  test("editing: a draft in place; a sent quote becomes a new version; an edit of an older version is refused", async () => {
    const draft = await draftFor();
    const edit = (id: string, version: number, title: string) => ({ ...QUOTE_FORM, addressId: draft.addressId, title, version, id });
    const put = (body: ReturnType<typeof edit>) => adminCall<QuoteDetail>(ctx, `${QUOTES}/${body.id}`, { method: "PUT", body });
    expect((await put(edit(draft.id, 1, "Kitchen"))).quote).toMatchObject({ title: "Kitchen", version: 1, events: [{ kind: "created" }, { kind: "updated" }] });
    await post(`${draft.id}/send`);
    const revised = (await put(edit(draft.id, 1, "Kitchen and bath"))).quote;
    expect(revised).toMatchObject({ title: "Kitchen and bath", version: 2, status: "sent" });
    expect(revised.events.at(-1)).toMatchObject({ kind: "revised", version: 2 });
    const versions = await rowsOf<{ version: number; title: string }>(
      ctx.database,
      sql`select version, document ->> 'title' as title from quote_versions order by version`,
    );
    expect(versions).toEqual([
      { version: 1, title: "Kitchen" },
      { version: 2, title: "Kitchen and bath" },
    ]);
    const stale = await refused(`${QUOTES}/${draft.id}`, edit(draft.id, 1, "Old"), "conflict", "PUT");
    expect(stale.message).toBe("This quote was changed since you opened it (it is now version 2). Reload it to see the latest.");
  });

  test("Void needs a reason; Accept on the client's behalf records the staff member and the note", async () => {
    const first = await draftFor();
    expect((await refused(`${QUOTES}/${first.id}/void`, { reason: " " }, "validation")).fields).toEqual({ reason: "Reason is required." });
    const voided = (await post(`${first.id}/void`, { reason: "Client moved" })).quote;
    expect(voided).toMatchObject({ status: "void", number: first.number });
    expect(voided.events.at(-1)).toMatchObject({ kind: "voided", details: { reason: "Client moved" } });

    const second = await draftFor("ON", "jane@example.com");
    await post(`${second.id}/send`);
    const optional = second.lines.find((l) => l.optional)!.id;
    const accepted = (await post(`${second.id}/accept`, { version: 1, signedName: "Jane Doe", note: "Accepted by phone", optionalLineIds: [optional] })).quote;
    expect(accepted.status).toBe("accepted");
    expect(accepted.acceptance).toMatchObject({
      channel: "staff",
      recordedBy: "boss",
      note: "Accepted by phone",
      signedName: "Jane Doe",
      version: 1,
      ip: null,
      userAgent: null,
    });
    expect(accepted.acceptance!.pdfSha256).toMatch(/^[0-9a-f]{64}$/);
    // The oven ($50) is now in: $300.00 + HST $39.00.
    expect(accepted.totals).toMatchObject({ subtotalCents: 30_000, taxCents: 3_900, totalCents: 33_900 });
    expect(accepted.events.at(-1)).toMatchObject({
      kind: "accepted",
      actor: { type: "staff", name: "boss" },
      details: { channel: "staff", note: "Accepted by phone" },
    });
    const kinds = await rowsOf<{ kind: string; to: string }>(ctx.database, sql`select kind, "to" from outbox where kind like 'quote.accepted%' order by kind`);
    expect(kinds).toEqual([
      { kind: "quote.accepted-confirm", to: "jane@example.com" },
      { kind: "quote.accepted-notify", to: ctx.t.config.companyInbox },
    ]);
  });

  test("every refused transition answers 409 with the reason, and changes nothing", async () => {
    const expired = await draftFor();
    await post(`${expired.id}/send`);
    await ctx.database.db.execute(sql`update quotes set valid_until = ${addDays(today, -1)} where id = ${expired.id}`);
    const states = { draft: await draftFor(), sent: await draftFor(), expired, accepted: await draftFor(), declined: await draftFor(), void: await draftFor() };
    for (const id of [states.sent.id, states.accepted.id, states.declined.id]) await post(`${id}/send`);
    await post(`${states.accepted.id}/accept`, { version: 1, signedName: "Jane Doe", note: "In person" });
    await ctx.database.db.execute(sql`update quotes set status = 'declined' where id = ${states.declined.id}`);
    await post(`${states.void.id}/void`, { reason: "Duplicate" });

    const bodies = {
      edit: (q: QuoteDetail["quote"]) => ({ ...QUOTE_FORM, addressId: q.addressId, version: q.version, validUntil: addDays(today, 5) }),
      accept: () => ({ version: 1, signedName: "Jane Doe", note: "By phone" }),
      void: () => ({ reason: "Because" }),
    } as const;
    const staffRoutes = {
      edit: ["PUT", ""],
      send: ["POST", "/send"],
      resend: ["POST", "/resend"],
      void: ["POST", "/void"],
      accept: ["POST", "/accept"],
    } as const;
    for (const state of ADMIN_QUOTE_STATES) {
      const quote = (await adminCall<QuoteDetail>(ctx, `${QUOTES}/${states[state].id}`)).quote;
      expect(quote.status).toBe(state);
      for (const action of QUOTE_ACTIONS) {
        const reason = quoteRefusal(state, action);
        // Accepting an accepted quote again answers that acceptance (see portal-quotes.test.ts).
        if (!reason || !(action in staffRoutes) || (state === "accepted" && action === "accept")) continue;
        const [method, suffix] = staffRoutes[action as keyof typeof staffRoutes];
        const body = action in bodies ? bodies[action as keyof typeof bodies](quote) : {};
        const before = await rowsOf(ctx.database, sql`select * from quotes where id = ${quote.id}`);
        const error = await refused(`${QUOTES}/${quote.id}${suffix}`, body, "conflict", method);
        expect({ status: error.status, message: error.message }, `${action} on ${state}`).toEqual({ status: 409, message: wordsIn("en").say(reason) });
        expect(await rowsOf(ctx.database, sql`select * from quotes where id = ${quote.id}`)).toEqual(before);
      }
    }
  });

  test("the list: newest first, by state (expired computed), searched by number, title or client; and its cards", async () => {
    const a = await draftFor();
    const b = await draftFor("QC", "luc@example.com");
    await post(`${b.id}/send`);
    const c = await draftFor("ON", "zed@example.com");
    await post(`${c.id}/send`);
    await ctx.database.db.execute(sql`update quotes set valid_until = ${addDays(today, -1)} where id = ${c.id}`);
    const list = (query = "") => adminCall<QuoteList>(ctx, `${QUOTES}${query}`);
    expect((await list()).items.map((q) => [q.number, q.status])).toEqual([
      [c.number, "expired"],
      [b.number, "sent"],
      [a.number, "draft"],
    ]);
    expect((await list("?status=sent")).items.map((q) => q.id)).toEqual([b.id]);
    expect((await list("?status=expired")).items.map((q) => q.id)).toEqual([c.id]);
    expect((await list(`?search=${a.number.toLowerCase()}`)).items.map((q) => q.id)).toEqual([a.id]);
    expect((await list("?search=luc@")).items.map((q) => q.id)).toEqual([b.id]);
    expect(await list("?page=2")).toMatchObject({ items: [], total: 3, page: 2, pageSize: 50 });
    expect((await refused(`${QUOTES}?status=pending`, undefined, "validation", "GET")).fields).toEqual({
      status: "Status must be draft, sent, expired, accepted, declined or void",
    });

    await post(`${b.id}/accept`, { version: 1, signedName: "Luc", note: "Phone" });
    const stats = await adminCall<QuoteStats>(ctx, `${QUOTES}/stats`);
    expect(stats).toEqual({ openValueCents: 0, openCount: 0, sentThisMonth: 2, sent90d: 2, acceptanceRate90d: 0.5 });
  });

  test("the PDF: a staff preview, not logged as a view", async () => {
    const draft = await draftFor();
    const res = await call(ctx.t, `${QUOTES}/${draft.id}/pdf?download=1`, { cookie: ctx.admin });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="${draft.number}.pdf"`);
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
    expect(await count("quote_events")).toBe(1);
  });
});
