import { sql } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { NEWS_CONSENT, UNSUBSCRIBE_WORDS } from "../../shared/consent";
import type { ApiErrorBody } from "../../shared/api-error";
import type { UnsubscribeAnswer } from "../../shared/schemas/consents";
import { unsubscribeToken } from "../services/consent/unsubscribe-token";
import { makeClient } from "../test/auth-fixtures";
import { consentRows, recordAt, tokenOf, useConsentTestApp } from "../test/consent-fixtures";
import type { LeadTest } from "../test/lead-fixtures";
import { testDbKinds } from "../test/test-db";

// The unsubscribe link (decision 057): public, its signed token the only key; POST withdraws at
// once and once (the page's, and a mail program's one-click POST of RFC 8058), /undo gives consent
// again, GET changes nothing. A forged, altered or cut token is refused, and one person's token
// never touches another's consent.

const COMPANY = "Maple Crest Cleaning";
const WORDS = { en: UNSUBSCRIBE_WORDS.words.en(COMPANY), fr: UNSUBSCRIBE_WORDS.words.fr(COMPANY) };
const AGAIN = { en: NEWS_CONSENT.words.en(COMPANY), fr: NEWS_CONSENT.words.fr(COMPANY) };

/** A request as a mail program or a browser makes it: no cookie, no Origin unless given. */
function send(ctx: LeadTest, path: string, init: { method?: string; body?: BodyInit; type?: string; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { ...(init.type ? { "content-type": init.type } : {}), ...init.headers };
  return ctx.t.app.request(path, { method: init.method ?? "POST", headers, body: init.body }, { incoming: { socket: { remoteAddress: "198.51.100.4" } } });
}

const fromPage = (ctx: LeadTest, token: string, language: "en" | "fr", path = "/api/unsubscribe") =>
  send(ctx, `${path}?token=${encodeURIComponent(token)}`, {
    type: "application/json",
    body: JSON.stringify({ language }),
    headers: { "user-agent": "Firefox/140", "accept-language": language },
  });

const oneClick = (ctx: LeadTest, token: string) =>
  send(ctx, `/api/unsubscribe?token=${encodeURIComponent(token)}`, { type: "application/x-www-form-urlencoded", body: "List-Unsubscribe=One-Click" });

describe.each(testDbKinds)("the unsubscribe link on %s", (kind) => {
  const ctx = useConsentTestApp(kind);

  test("the page's POST withdraws consent at once, in the page's language, with the words it shows; again, it writes nothing more", async () => {
    await recordAt(ctx, "marie@example.com", "given", new Date(Date.now() - 86_400_000), "consultation_form", "fr");
    const first = await fromPage(ctx, tokenOf("Marie@Example.com"), "fr");
    expect(first.status).toBe(200);
    expect((await first.json()) as UnsubscribeAnswer).toEqual({ email: "marie@example.com", subscribed: false, wording: WORDS.fr, offer: AGAIN.fr });
    const again = await fromPage(ctx, tokenOf("marie@example.com"), "fr");
    expect(again.status).toBe(200);
    expect(((await again.json()) as UnsubscribeAnswer).subscribed).toBe(false);
    const rows = await consentRows(ctx, "marie@example.com");
    expect(rows.map((r) => r.action)).toEqual(["given", "withdrawn"]);
    expect(rows[1]).toEqual({
      email: "marie@example.com",
      action: "withdrawn",
      source: "unsubscribe_link",
      language: "fr",
      wording: WORDS.fr,
      ip: "198.51.100.4",
      user_agent: "Firefox/140",
    });
  });

  test("a mail program's one-click POST (RFC 8058) withdraws it in the person's own language, form-encoded or multipart, without cookie or Origin", async () => {
    await makeClient(ctx.database, "paul@example.com", "Paul Client");
    await ctx.database.db.execute(sql`update clients set language = 'fr' where email = 'paul@example.com'`);
    const res = await oneClick(ctx, tokenOf("paul@example.com"));
    expect(res.status).toBe(200);
    const [row] = await consentRows(ctx, "paul@example.com");
    expect(row).toMatchObject({ action: "withdrawn", source: "unsubscribe_link", language: "fr", wording: WORDS.fr });

    const form = new FormData();
    form.set("List-Unsubscribe", "One-Click");
    expect((await send(ctx, `/api/unsubscribe?token=${tokenOf("ann@example.com")}`, { body: form })).status).toBe(200);
    expect((await consentRows(ctx, "ann@example.com")).map((r) => [r.action, r.language])).toEqual([["withdrawn", "en"]]);

    // A form that does not say One-Click is refused, naming the field; nothing is written.
    const wrong = await send(ctx, `/api/unsubscribe?token=${tokenOf("bob@example.com")}`, {
      type: "application/x-www-form-urlencoded",
      body: "List-Unsubscribe=Yes",
    });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as ApiErrorBody).error.fields).toEqual({
      "List-Unsubscribe": "An unsubscribe request from a mail program must say List-Unsubscribe=One-Click.",
    });
    expect(await consentRows(ctx, "bob@example.com")).toEqual([]);
  });

  test("a forged, altered, cut or foreign token is refused with a clear 400, in the reader's language; nothing is written", async () => {
    const mine = tokenOf("marie@example.com");
    const [, signature] = mine.split(".");
    const forged = `${Buffer.from("paul@example.com").toString("base64url")}.${signature}`;
    const altered = `${mine.slice(0, -1)}${mine.endsWith("A") ? "B" : "A"}`;
    const foreign = unsubscribeToken("another server's secret, at least 32 characters", "marie@example.com");
    for (const token of [forged, altered, mine.slice(0, 20), foreign, "nonsense"]) {
      const res = await fromPage(ctx, token, "en");
      expect(res.status, token).toBe(400);
      expect(((await res.json()) as ApiErrorBody).error.fields).toEqual({
        token: "This unsubscribe link is not valid: open the whole link from our e-mail.",
      });
      expect((await oneClick(ctx, token)).status).toBe(400);
    }
    const french = await fromPage(ctx, forged, "fr");
    expect(((await french.json()) as ApiErrorBody).error.fields?.token).toBe(
      "Ce lien de désabonnement n’est pas valide\u00a0: ouvrez le lien en entier à partir de notre courriel.",
    );
    const missing = await send(ctx, "/api/unsubscribe", { type: "application/json", body: JSON.stringify({ language: "en" }) });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as ApiErrorBody).error.fields).toEqual({
      token: "This unsubscribe link is incomplete: open the whole link from the e-mail.",
    });
    expect(await consentRows(ctx)).toEqual([]);
  });

  test("one person's token unsubscribes that person only", async () => {
    const at = new Date(Date.now() - 3_600_000);
    await recordAt(ctx, "marie@example.com", "given", at);
    await recordAt(ctx, "paul@example.com", "given", at);
    expect((await fromPage(ctx, tokenOf("marie@example.com"), "en")).status).toBe(200);
    expect((await consentRows(ctx, "paul@example.com")).map((r) => r.action)).toEqual(["given"]);
    expect((await consentRows(ctx, "marie@example.com")).map((r) => r.action)).toEqual(["given", "withdrawn"]);
  });

  test("undo gives consent again from the page, once, with the box's words; then unsubscribing works again", async () => {
    await fromPage(ctx, tokenOf("marie@example.com"), "en");
    const undo = await fromPage(ctx, tokenOf("marie@example.com"), "en", "/api/unsubscribe/undo");
    expect(undo.status).toBe(200);
    expect((await undo.json()) as UnsubscribeAnswer).toEqual({ email: "marie@example.com", subscribed: true, wording: AGAIN.en, offer: WORDS.en });
    await fromPage(ctx, tokenOf("marie@example.com"), "en", "/api/unsubscribe/undo");
    await fromPage(ctx, tokenOf("marie@example.com"), "en");
    const rows = await consentRows(ctx, "marie@example.com");
    expect(rows.map((r) => [r.action, r.source, r.wording])).toEqual([
      ["withdrawn", "unsubscribe_link", WORDS.en],
      ["given", "unsubscribe_link", AGAIN.en],
      ["withdrawn", "unsubscribe_link", WORDS.en],
    ]);
    // A mail program never undoes: the undo takes the page's JSON only.
    const form = await send(ctx, `/api/unsubscribe/undo?token=${tokenOf("marie@example.com")}`, {
      type: "application/x-www-form-urlencoded",
      body: "List-Unsubscribe=One-Click",
    });
    expect(form.status).toBe(415);
  });

  test("GET changes nothing: the API's address opened in a browser leads to the page, in the person's language", async () => {
    await makeClient(ctx.database, "paul@example.com", "Paul Client");
    await ctx.database.db.execute(sql`update clients set language = 'fr' where email = 'paul@example.com'`);
    const token = tokenOf("paul@example.com");
    const res = await send(ctx, `/api/unsubscribe?token=${token}`, { method: "GET" });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`/fr/unsubscribe?token=${token}`);
    const forged = await send(ctx, `/api/unsubscribe?token=x${token}`, { method: "GET" });
    expect(forged.headers.get("location")).toBe(`/unsubscribe?token=x${token}`);
    expect(await consentRows(ctx)).toEqual([]);
  });
});
