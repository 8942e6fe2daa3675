import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { businessDay } from "../../shared/business-time";
import { addDays } from "../../shared/calendar-date";
import type { PortalQuoteDetail } from "../../shared/portal";
import type { QuoteDetail } from "../../shared/schemas/quotes";
import { clearRateLimits, makeClientUser, rowsOf } from "../test/auth-fixtures";
import { call, signInClient } from "../test/auth-helpers";
import { useClientTestApp } from "../test/client-fixtures";
import { adminCall } from "../test/lead-fixtures";
import { QUOTE_FORM, QUOTES, seedQuoteClient } from "../test/quote-fixtures";
import { testDbKinds } from "../test/test-db";
import { localeFormat } from "../../shared/locale-format";
import type { PortalQuoteList } from "../../shared/portal";

const [en, fr] = [localeFormat("en"), localeFormat("fr")];

// The client's side of a quote in the portal: reading it (every view logged), its PDF, accepting
// (bound to the version read, with the PDF's fingerprint and the terms), declining, asking for
// changes; only their own quotes, and never a draft.

const PORTAL = "/api/portal/quotes";
const UA = "Mozilla/5.0 (test)";

describe.each(testDbKinds)("portal quotes on %s", (kind) => {
  const ctx = useClientTestApp(kind);
  let n = 0;

  /** A client with a signed-in account and a sent quote; their cookie and the quote. */
  async function clientWithQuote(options: { send?: boolean } = {}) {
    const email = `client${++n}-${kind}@example.com`;
    const { clientId, addressId } = await seedQuoteClient(ctx.database, email, "ON", `Client ${n}`);
    const { quote } = await adminCall<QuoteDetail>(ctx, QUOTES, { body: { ...QUOTE_FORM, clientId, addressId } }, 201);
    if (options.send !== false) await adminCall(ctx, `${QUOTES}/${quote.id}/send`, { body: {} });
    await makeClientUser(ctx.database, email).catch(() => undefined);
    await clearRateLimits(ctx.database);
    const { cookie } = await signInClient(ctx.t, ctx.database, email);
    return { cookie, quote, email };
  }
  const as = (cookie: string, path: string, body?: unknown) => call(ctx.t, `${PORTAL}${path}`, { cookie, body, headers: { "user-agent": UA } });
  const json = async <T>(res: Response, status = 200) => {
    const text = await res.text();
    expect(res.status, text).toBe(status);
    return JSON.parse(text) as T;
  };
  const events = (quoteId: string) =>
    rowsOf<{ kind: string; details: Record<string, string>; ip: string | null; userAgent: string | null }>(
      ctx.database,
      sql`select kind, details, ip, user_agent as "userAgent" from quote_events where quote_id = ${quoteId} order by at`,
    );
  const accept = (version = 1, over: Record<string, unknown> = {}) => ({ version, termsAccepted: true, signedName: "Client Name", ...over });

  test("the client reads their quote: the latest version whole, and every view is logged with where it came from", async () => {
    const { cookie, quote } = await clientWithQuote();
    const { quote: read } = await json<PortalQuoteDetail>(await as(cookie, `/${quote.id}`));
    expect(read).toMatchObject({ id: quote.id, number: quote.number, status: "pending", version: 1, totals: { totalCents: 28_250 }, acceptance: null });
    expect(read.lines).toHaveLength(3);
    await json(await as(cookie, `/${quote.id}`));
    const pdf = await as(cookie, `/${quote.id}/pdf`);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("content-disposition")).toBe(`attachment; filename="${quote.number}.pdf"`);
    const views = (await events(quote.id)).filter((e) => e.kind === "viewed");
    expect(views.map((v) => [v.details.channel, v.ip, v.userAgent])).toEqual([
      ["page", "203.0.113.9", UA],
      ["page", "203.0.113.9", UA],
      ["pdf", "203.0.113.9", UA],
    ]);
  });

  test("another client's quote, a draft, a void quote or a malformed id: 404 for every route, and nothing happens", async () => {
    const mine = await clientWithQuote();
    const theirs = await clientWithQuote();
    const draft = await clientWithQuote({ send: false });
    for (const id of [theirs.quote.id, "not-a-uuid", "00000000-0000-4000-8000-000000000000"]) {
      for (const [path, body] of [
        [`/${id}`],
        [`/${id}/pdf`],
        [`/${id}/accept`, accept()],
        [`/${id}/decline`, { reason: "price" }],
        [`/${id}/changes`, { message: "Hi" }],
      ] as const) {
        expect((await as(mine.cookie, path, body)).status, path).toBe(404);
      }
    }
    expect((await as(draft.cookie, `/${draft.quote.id}`)).status).toBe(404);
    expect((await as(draft.cookie, `/${draft.quote.id}/accept`, accept())).status).toBe(404);
    expect((await rowsOf(ctx.database, sql`select 1 from quote_acceptances`)).length).toBe(0);
    expect((await rowsOf(ctx.database, sql`select 1 from quote_events where kind <> 'created' and kind <> 'sent'`)).length).toBe(0);
  });

  test("Accept: terms first, a typed name, bound to the version read; stores the PDF's SHA-256, terms, name, time, IP and user agent; tells both sides", async () => {
    const { cookie, quote, email } = await clientWithQuote();
    const shown = Buffer.from(await (await as(cookie, `/${quote.id}/pdf`)).arrayBuffer());
    const bad = async (body: unknown) =>
      (await json<{ error: { fields: Record<string, string> } }>(await as(cookie, `/${quote.id}/accept`, body), 400)).error.fields;
    expect(await bad(accept(1, { termsAccepted: false }))).toEqual({ termsAccepted: "Please accept the terms to continue." });
    expect(await bad(accept(1, { signedName: " " }))).toEqual({ signedName: "Type your full name to sign." });
    expect(await bad(accept(1, { optionalLineIds: ["00000000-0000-4000-8000-000000000000"] }))).toEqual({
      optionalLineIds: "Choose only optional items of this quote.",
    });

    const oven = quote.lines.find((l) => l.optional)!.id;
    const { quote: accepted } = await json<PortalQuoteDetail>(
      await as(cookie, `/${quote.id}/accept`, accept(1, { signedName: "  Client Name ", optionalLineIds: [oven] })),
    );
    expect(accepted).toMatchObject({ status: "accepted", acceptance: { version: 1, signedName: "Client Name", channel: "portal", optionalLineIds: [oven] } });
    expect(accepted.totals.totalCents).toBe(33_900);
    const [stored] = await rowsOf<Record<string, unknown>>(
      ctx.database,
      sql`select version, pdf_sha256 as "sha", encode(pdf, 'hex') = ${shown.toString("hex")} as "samePdf", terms_version as "termsVersion", length(terms_text) > 100 as "terms", signed_name as "name", channel, ip, user_agent as "ua", total_cents::int as "total" from quote_acceptances`,
    );
    expect(stored).toEqual({
      version: 1,
      sha: createHash("sha256").update(shown).digest("hex"),
      samePdf: true,
      termsVersion: quote.terms.version,
      terms: true,
      name: "Client Name",
      channel: "portal",
      ip: "203.0.113.9",
      ua: UA,
      total: 33_900,
    });
    const mails = await rowsOf<{ kind: string; to: string; files: number }>(
      ctx.database,
      sql`select kind, "to", (select count(*)::int from outbox_attachments a where a.outbox_id = o.id) as files from outbox o where kind like 'quote.accepted%' order by kind`,
    );
    expect(mails).toEqual([
      { kind: "quote.accepted-confirm", to: email, files: 1 },
      { kind: "quote.accepted-notify", to: ctx.t.config.companyInbox, files: 0 },
    ]);
    // Again: the same acceptance, nothing new.
    expect((await json<PortalQuoteDetail>(await as(cookie, `/${quote.id}/accept`, accept()))).quote.acceptance).toEqual(accepted.acceptance);
    expect((await rowsOf(ctx.database, sql`select 1 from outbox where kind like 'quote.accepted%'`)).length).toBe(2);
  });

  test("20 accepts at once make one acceptance, and all of them answer it", async () => {
    const { cookie, quote } = await clientWithQuote();
    const answers = await Promise.all(Array.from({ length: 20 }, () => as(cookie, `/${quote.id}/accept`, accept())));
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect((await rowsOf(ctx.database, sql`select 1 from quote_acceptances`)).length).toBe(1);
    expect((await events(quote.id)).filter((e) => e.kind === "accepted")).toHaveLength(1);
  });

  test("a quote revised while the client read it cannot be accepted at the old version (409)", async () => {
    const { cookie, quote } = await clientWithQuote();
    await adminCall(ctx, `${QUOTES}/${quote.id}`, { method: "PUT", body: { ...QUOTE_FORM, title: "Revised", addressId: quote.addressId, version: 1 } });
    const res = await as(cookie, `/${quote.id}/accept`, accept(1));
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
      `This quote was replaced on ${en.date(new Date().toISOString())} by a newer version (version 2). Please review the latest version before you answer.`,
    );
    expect((await json<PortalQuoteDetail>(await as(cookie, `/${quote.id}`))).quote).toMatchObject({ title: "Revised", version: 2 });
    expect((await as(cookie, `/${quote.id}/accept`, accept(2))).status).toBe(200);
  });

  test("expired or declined: accept, decline and (declined) changes answer 409 with the reason", async () => {
    const expired = await clientWithQuote();
    await ctx.database.db.execute(sql`update quotes set valid_until = ${addDays(businessDay(), -1)} where id = ${expired.quote.id}`);
    const message = async (res: Response) => [res.status, ((await res.json()) as { error: { message: string } }).error.message];
    const expiredWhy = "This quote has expired and can no longer be accepted or declined. Ask us for an updated quote.";
    expect(await message(await as(expired.cookie, `/${expired.quote.id}/accept`, accept()))).toEqual([409, expiredWhy]);
    expect(await message(await as(expired.cookie, `/${expired.quote.id}/decline`, { reason: "price" }))).toEqual([409, expiredWhy]);

    const declined = await clientWithQuote();
    const { quote } = await json<PortalQuoteDetail>(
      await as(declined.cookie, `/${declined.quote.id}/decline`, { reason: "other_company", comment: "Closer to us" }),
    );
    expect(quote.status).toBe("declined");
    // Declining again changes nothing; accepting or asking for changes is refused.
    expect((await as(declined.cookie, `/${declined.quote.id}/decline`, { reason: "price" })).status).toBe(200);
    const declinedWhy = "This quote was declined and can no longer be changed.";
    expect(await message(await as(declined.cookie, `/${declined.quote.id}/accept`, accept()))).toEqual([409, declinedWhy]);
    expect(await message(await as(declined.cookie, `/${declined.quote.id}/changes`, { message: "Cheaper?" }))).toEqual([409, declinedWhy]);
    const declines = (await events(declined.quote.id)).filter((e) => e.kind === "declined");
    expect(declines.map((e) => e.details)).toEqual([{ reason: "other_company", comment: "Closer to us" }]);
    const [notice] = await rowsOf<{ text: string }>(ctx.database, sql`select text from outbox where kind = 'quote.declined-notify'`);
    expect(notice!.text).toContain("Reason: Chose another company");
  });

  test("Decline needs a known reason; Request changes sends the message to the company and keeps the quote as it is", async () => {
    const { cookie, quote } = await clientWithQuote();
    const fields = async (res: Response) => (await json<{ error: { fields: Record<string, string> } }>(res, 400)).error.fields;
    expect(await fields(await as(cookie, `/${quote.id}/decline`, { reason: "bored" }))).toEqual({ reason: "Choose a reason." });
    expect(await fields(await as(cookie, `/${quote.id}/changes`, { message: "x".repeat(5001) }))).toEqual({
      message: "Message must be at most 5000 characters",
    });
    expect((await as(cookie, `/${quote.id}/changes`, { message: "Can you add the garage?" })).status).toBe(202);
    const [notice] = await rowsOf<{ to: string; text: string }>(ctx.database, sql`select "to", text from outbox where kind = 'quote.changes-notify'`);
    expect(notice).toMatchObject({ to: ctx.t.config.companyInbox, text: expect.stringContaining("Can you add the garage?") });
    expect((await json<PortalQuoteDetail>(await as(cookie, `/${quote.id}`))).quote.status).toBe("pending");
    expect((await events(quote.id)).map((e) => e.kind)).toEqual(["created", "sent", "changes_requested", "viewed"]);
  });

  test("a quote withdrawn while the client has it open: still listed, marked withdrawn; accept, decline and changes answer 409 with when, in the client's language", async () => {
    const { cookie, quote } = await clientWithQuote();
    await adminCall(ctx, `${QUOTES}/${quote.id}/void`, { body: { reason: "Priced the wrong building" } });
    const { quotes } = await json<PortalQuoteList>(await as(cookie, ""));
    expect(quotes).toEqual([expect.objectContaining({ id: quote.id, status: "withdrawn", withdrawnAt: expect.any(String) })]);
    const { quote: page } = await json<PortalQuoteDetail>(await as(cookie, `/${quote.id}`));
    expect(page).toMatchObject({ status: "withdrawn", withdrawnAt: quotes[0]!.withdrawnAt, acceptance: null });
    const day = quotes[0]!.withdrawnAt!;
    const refused = async (path: string, body: unknown, language?: string) => {
      const res = await call(ctx.t, `${PORTAL}${path}`, { cookie, body, headers: { "user-agent": UA, ...(language ? { "accept-language": language } : {}) } });
      return [res.status, ((await res.json()) as { error: { message: string } }).error.message];
    };
    const english = `This quote was withdrawn on ${en.date(day)} — please contact us.`;
    expect(await refused(`/${quote.id}/accept`, accept())).toEqual([409, english]);
    expect(await refused(`/${quote.id}/decline`, { reason: "price" })).toEqual([409, english]);
    expect(await refused(`/${quote.id}/changes`, { message: "Still on?" })).toEqual([409, english]);
    const french = `Cette soumission a été retirée le ${fr.date(day)} — veuillez communiquer avec nous.`;
    expect(await refused(`/${quote.id}/accept`, accept(), "fr-CA")).toEqual([409, french]);
    expect(await refused(`/${quote.id}/decline`, { reason: "price", version: 1 }, "fr-CA")).toEqual([409, french]);
    expect(await refused(`/${quote.id}/changes`, { message: "Toujours valide?" }, "fr-CA")).toEqual([409, french]);
    // Nothing was taken: no acceptance, no answer on the timeline, no e-mail to the company.
    expect((await rowsOf(ctx.database, sql`select 1 from quote_acceptances where quote_id = ${quote.id}`)).length).toBe(0);
    expect((await events(quote.id)).map((e) => e.kind).filter((k) => k !== "viewed")).toEqual(["created", "sent", "voided"]);
    expect((await rowsOf(ctx.database, sql`select 1 from outbox where kind like 'quote.%-notify'`)).length).toBe(0);
  });

  test("a draft voided before it was sent never reaches the portal (404), and is not listed", async () => {
    const { cookie, quote } = await clientWithQuote({ send: false });
    await adminCall(ctx, `${QUOTES}/${quote.id}/void`, { body: { reason: "Duplicate" } });
    expect((await json<PortalQuoteList>(await as(cookie, ""))).quotes).toEqual([]);
    for (const [path, body] of [[`/${quote.id}`], [`/${quote.id}/accept`, accept()], [`/${quote.id}/decline`, { reason: "price" }]] as const)
      expect((await as(cookie, path, body)).status, path).toBe(404);
  });

  test("a quote replaced by a newer version while the client read it: decline and changes at the old version answer 409 with when (and in French)", async () => {
    const { cookie, quote } = await clientWithQuote();
    await adminCall(ctx, `${QUOTES}/${quote.id}`, { method: "PUT", body: { ...QUOTE_FORM, title: "Revised", addressId: quote.addressId, version: 1 } });
    const today = new Date().toISOString();
    const why = `This quote was replaced on ${en.date(today)} by a newer version (version 2). Please review the latest version before you answer.`;
    const message = async (res: Response) => [res.status, ((await res.json()) as { error: { message: string } }).error.message];
    expect(await message(await as(cookie, `/${quote.id}/decline`, { reason: "price", version: 1 }))).toEqual([409, why]);
    expect(await message(await as(cookie, `/${quote.id}/changes`, { message: "Hi", version: 1 }))).toEqual([409, why]);
    const res = await call(ctx.t, `${PORTAL}/${quote.id}/changes`, { cookie, body: { message: "Hi", version: 1 }, headers: { "accept-language": "fr" } });
    expect(await message(res)).toEqual([
      409,
      `Cette soumission a été remplacée le ${fr.date(today)} par une nouvelle version (version 2). Veuillez consulter la dernière version avant de répondre.`,
    ]);
    expect((await json<PortalQuoteDetail>(await as(cookie, `/${quote.id}`))).quote.status).toBe("pending");
    // A bad version is a 400 naming it; the current one is taken.
    expect(
      (await json<{ error: { fields: Record<string, string> } }>(await as(cookie, `/${quote.id}/decline`, { reason: "price", version: 0 }), 400)).error.fields,
    ).toHaveProperty("version");
    expect((await as(cookie, `/${quote.id}/changes`, { message: "Garage too?", version: 2 })).status).toBe(202);
    expect((await as(cookie, `/${quote.id}/decline`, { reason: "price", version: 2 })).status).toBe(200);
  });
});
