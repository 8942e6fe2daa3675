import { sql } from "drizzle-orm";
import { createHash } from "node:crypto";
import { describe, expect, test } from "vitest";
import type { ApiErrorBody } from "../../shared/api-error";
import type { Database } from "../db/client";
import { clearRateLimits, countOf, makeClient, makeClientUser, rowsOf, type TestApp, useAuthTestApp } from "../test/auth-fixtures";
import { call, cookieFrom, lastMailTo, linkIn, makeAdmin } from "../test/auth-helpers";
import { testDbKinds } from "../test/test-db";
import { assessmentBody } from "../test/assessment-fixture";

const REQUEST = "/api/auth/sign-in/magic-link";
const EMAIL = "jane@example.com";

const assessment = assessmentBody(EMAIL);

describe.each(testDbKinds)("client magic links on %s", (kind) => {
  let database: Database;
  let t: TestApp;
  useAuthTestApp(kind, (db, app) => ((database = db), (t = app)));

  const VERIFY = () => `${t.config.appUrl}/api/auth/magic-link/verify`;
  const request = (email: string) => call(t, REQUEST, { body: { email } });
  /** Ask for a link and return it as a path on the app. */
  async function requestLink(email = EMAIL) {
    const res = await request(email);
    expect(res.status).toBe(200);
    const mail = await lastMailTo(database, email);
    expect(mail?.kind).toBe("auth.login-link");
    return linkIn(mail!.text, VERIFY()).replace(t.config.appUrl, "");
  }
  const follow = (link: string) => call(t, link);
  const location = (res: Response) => {
    const url = new URL(res.headers.get("location")!, t.config.appUrl);
    return url.pathname + url.search;
  };
  const sessionCookie = (res: Response) => /better-auth\.session_token=[^;]/.test(res.headers.getSetCookie().join("\n"));
  const magicLinkRows = (email: string) =>
    countOf(database, sql`from verifications where identifier like 'magic-link:%' and lower(value::jsonb ->> 'email') = ${email}`);
  /** Let the next request pass the one-a-minute limit, keeping the hourly count. */
  const minuteLater = () => database.db.execute(sql`update rate_limits set window_start = window_start - interval '61 seconds' where key like '%:minute:%'`);

  test("a link signs the client in and lands on /client-dashboard?email=<address>", async () => {
    await makeClientUser(database, EMAIL);
    const link = await requestLink();
    const target = new URL(link, t.config.appUrl);
    expect(target.searchParams.get("callbackURL")).toBe(`/client-dashboard?email=${encodeURIComponent(EMAIL)}`);
    expect(target.searchParams.get("errorCallbackURL")).toBe("/client-login");

    const res = await follow(link);
    expect(res.status).toBe(302);
    expect(location(res)).toBe("/client-dashboard?email=jane%40example.com");
    const session = await call(t, "/api/session", { cookie: cookieFrom(res) });
    expect(session.status).toBe(200);
    expect(await session.json()).toMatchObject({ user: { email: EMAIL }, role: "client", username: null });
  });

  test("asked for from a French page: the link, or the no-account notice, comes in French and still works; a used link returns to the French sign-in page", async () => {
    await makeClientUser(database, EMAIL);
    const french = { "Accept-Language": "fr-CA,fr;q=0.9" };
    expect((await call(t, REQUEST, { body: { email: EMAIL }, headers: french })).status).toBe(200);
    const mail = (await lastMailTo(database, EMAIL))!;
    expect(mail).toMatchObject({ kind: "auth.login-link", language: "fr", subject: "Votre lien de connexion – Maple Crest Cleaning" });
    expect(mail.text).toContain("Il ne fonctionne qu’une seule fois et expire dans 15\u00a0minutes\u00a0:");
    const link = linkIn(mail.text, VERIFY()).replace(t.config.appUrl, "");
    expect(new URL(link, t.config.appUrl).searchParams.get("errorCallbackURL")).toBe("/fr/client-login");
    const res = await follow(link);
    expect(location(res)).toBe("/client-dashboard?email=jane%40example.com");
    const again = await follow(link);
    expect(again.status).toBe(302);
    expect(location(again)).toBe("/fr/client-login?error=INVALID_TOKEN");

    expect((await call(t, REQUEST, { body: { email: "inconnu@example.com" }, headers: french })).status).toBe(200);
    const notice = (await lastMailTo(database, "inconnu@example.com"))!;
    expect(notice).toMatchObject({ kind: "auth.no-account", language: "fr", subject: "Demande de connexion – Maple Crest Cleaning" });
    // The quote request it offers is the French page.
    expect(notice.text).toContain(`${t.config.appUrl}/fr/get-quote\n`);
  });

  test("a link asked for from a portal page returns to it, keeping ?email=", async () => {
    await makeClientUser(database, EMAIL);
    const next = "/client-dashboard/quotes/3f1c9a7e-5b2d-4c8e-9a1b-000000000001";
    expect((await call(t, REQUEST, { body: { email: EMAIL, next } })).status).toBe(200);
    const mail = await lastMailTo(database, EMAIL);
    const link = linkIn(mail!.text, VERIFY()).replace(t.config.appUrl, "");
    expect(new URL(link, t.config.appUrl).searchParams.get("callbackURL")).toBe(`${next}?email=jane%40example.com`);

    const res = await follow(link);
    expect(res.status).toBe(302);
    expect(location(res)).toBe(`${next}?email=jane%40example.com`);
    expect(sessionCookie(res)).toBe(true);
  });

  test.each([
    "//evil.example.com/client-dashboard",
    "https://evil.example.com/client-dashboard",
    "/admin",
    "/client-dashboardx",
    "/client-dashboard/../admin",
    "/client-dashboard//evil.example.com",
    "/client-dashboard/quotes?next=https://evil.example.com",
    "/client-dashboard/%2e%2e/admin",
    "\\evil.example.com",
    42,
  ])("a `next` that is not a portal page (%j) is ignored: the link leads to the dashboard", async (next) => {
    await makeClientUser(database, EMAIL);
    expect((await call(t, REQUEST, { body: { email: EMAIL, next } })).status).toBe(200);
    const mail = await lastMailTo(database, EMAIL);
    const link = linkIn(mail!.text, VERIFY()).replace(t.config.appUrl, "");
    expect(new URL(link, t.config.appUrl).searchParams.get("callbackURL")).toBe("/client-dashboard?email=jane%40example.com");
    expect(location(await follow(link))).toBe("/client-dashboard?email=jane%40example.com");
  });

  test("a link works once: the second use redirects to /client-login?error=INVALID_TOKEN and sets no session", async () => {
    await makeClientUser(database, EMAIL);
    const link = await requestLink();
    expect(sessionCookie(await follow(link))).toBe(true);
    const again = await follow(link);
    expect(again.status).toBe(302);
    expect(location(again)).toBe("/client-login?error=INVALID_TOKEN");
    expect(sessionCookie(again)).toBe(false);
    expect(await countOf(database, sql`from sessions`)).toBe(1);
  });

  test("20 parallel uses of one link create exactly one session", async () => {
    await makeClientUser(database, EMAIL);
    const link = await requestLink();
    const results = await Promise.all(Array.from({ length: 20 }, () => follow(link)));
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(302));
    expect(results.filter(sessionCookie)).toHaveLength(1);
    expect(results.filter((r) => location(r) === "/client-login?error=INVALID_TOKEN")).toHaveLength(19);
    expect(await countOf(database, sql`from sessions`)).toBe(1);
  });

  test("a link expires after 15 minutes", async () => {
    await makeClientUser(database, EMAIL);
    const link = await requestLink();
    const [row] = await rowsOf<{ seconds: number }>(
      database,
      sql`select extract(epoch from expires_at - now())::int as seconds from verifications where identifier like 'magic-link:%'`,
    );
    expect(row!.seconds).toBeGreaterThan(15 * 60 - 30);
    expect(row!.seconds).toBeLessThanOrEqual(15 * 60);

    await database.db.execute(sql`update verifications set expires_at = now() - interval '1 second' where identifier like 'magic-link:%'`);
    const res = await follow(link);
    expect(location(res)).toBe("/client-login?error=INVALID_TOKEN");
    expect(sessionCookie(res)).toBe(false);
    expect(await countOf(database, sql`from sessions`)).toBe(0);
  });

  test("a newer link invalidates the older ones", async () => {
    await makeClientUser(database, EMAIL);
    const first = await requestLink();
    await minuteLater();
    const second = await requestLink();
    expect(second).not.toBe(first);
    expect(await magicLinkRows(EMAIL)).toBe(1);

    const old = await follow(first);
    expect(location(old)).toBe("/client-login?error=INVALID_TOKEN");
    expect(sessionCookie(old)).toBe(false);
    const current = await follow(second);
    expect(location(current)).toBe("/client-dashboard?email=jane%40example.com");
    expect(sessionCookie(current)).toBe(true);
  });

  test("the token is stored only as its SHA-256", async () => {
    await makeClientUser(database, EMAIL);
    const link = await requestLink();
    const token = new URL(link, t.config.appUrl).searchParams.get("token")!;
    expect(token.length).toBeGreaterThanOrEqual(32);
    const rows = await rowsOf<{ identifier: string; value: string }>(database, sql`select identifier, value from verifications`);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.identifier).toBe(`magic-link:${createHash("sha256").update(token).digest("base64url")}`);
    expect(rows[0]!.identifier).not.toContain(token);
    expect(rows[0]!.value).not.toContain(token);
  });

  describe("known and unknown addresses", () => {
    const known: [string, () => Promise<unknown>][] = [
      ["an existing client user", () => makeClientUser(database, EMAIL)],
      [
        "a consultation",
        async () => expect((await call(t, "/api/consultations", { body: { name: "Jane Doe", email: EMAIL, phone: "613-555-0100" } })).status).toBe(201),
      ],
      ["an assessment", async () => expect((await call(t, "/api/assessments", { body: assessment })).status).toBe(201)],
      ["a client record (in another case)", () => makeClient(database, "Jane@Example.com")],
    ];

    test.each(known)("an address from %s gets a working link", async (_from, seed) => {
      await seed();
      const link = await requestLink();
      const res = await follow(link);
      expect(location(res)).toBe("/client-dashboard?email=jane%40example.com");
      const session = await call(t, "/api/session", { cookie: cookieFrom(res) });
      expect(((await session.json()) as { role: string }).role).toBe("client");
    });

    test("an unknown address gets the same answer, no usable link, and the 'no account' e-mail", async () => {
      await makeClientUser(database, EMAIL);
      const knownRes = await request(EMAIL);
      const unknownRes = await request("stranger@example.com");
      expect(unknownRes.status).toBe(knownRes.status);
      expect(await unknownRes.json()).toEqual(await knownRes.json());

      expect(await magicLinkRows("stranger@example.com")).toBe(0);
      expect(await magicLinkRows(EMAIL)).toBe(1);
      const mail = await lastMailTo(database, "stranger@example.com");
      expect(mail?.kind).toBe("auth.no-account");
      expect(mail!.text).toContain(`${t.config.appUrl}/get-quote`);
      expect(mail!.text).not.toContain("/api/auth/magic-link/verify");
      expect(await countOf(database, sql`from users where email = 'stranger@example.com'`)).toBe(0);
    });

    test("an admin address gets no magic link", async () => {
      await makeAdmin(t, database, "boss@example.com");
      const res = await request("boss@example.com");
      expect(res.status).toBe(200);
      expect(await magicLinkRows("boss@example.com")).toBe(0);
      const mail = await lastMailTo(database, "boss@example.com");
      expect(mail?.kind).toBe("auth.no-account");
      expect(mail!.text).not.toContain("/api/auth/magic-link/verify");
      expect(await countOf(database, sql`from sessions`)).toBe(0);
    });
  });

  describe("send limits", () => {
    test("a second request within a minute is 429 with Retry-After and a message", async () => {
      await makeClientUser(database, EMAIL);
      expect((await request(EMAIL)).status).toBe(200);
      const res = await request(EMAIL);
      expect(res.status).toBe(429);
      const retryAfter = Number(res.headers.get("Retry-After"));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
      const { error } = (await res.json()) as ApiErrorBody;
      expect(error.code).toBe("rate_limited");
      expect(error.message).toMatch(/less than a minute ago/);
      expect(await countOf(database, sql`from outbox`)).toBe(1);
      // The limit is per address.
      expect((await request("other@example.com")).status).toBe(200);
    });

    test("at most five links an hour: the sixth is 429", async () => {
      await makeClientUser(database, EMAIL);
      for (let i = 1; i <= 5; i++) {
        expect((await request(EMAIL)).status, `request ${i}`).toBe(200);
        await minuteLater();
      }
      const sixth = await request(EMAIL);
      expect(sixth.status).toBe(429);
      expect(Number(sixth.headers.get("Retry-After"))).toBeGreaterThan(60);
      expect(((await sixth.json()) as ApiErrorBody).error.message).toMatch(/Too many links/);
      expect(await countOf(database, sql`from outbox where "to" = ${EMAIL}`)).toBe(5);
      await clearRateLimits(database);
      expect((await request(EMAIL)).status).toBe(200);
    });

    test("the limit counts the address however it is typed", async () => {
      await makeClientUser(database, EMAIL);
      expect((await request(EMAIL)).status).toBe(200);
      expect((await request("  JANE@Example.com ")).status).toBe(429);
    });
  });

  test("the address is trimmed and lowercased", async () => {
    await makeClientUser(database, EMAIL);
    const res = await request("  Jane@EXAMPLE.com  ");
    expect(res.status).toBe(200);
    const mail = await lastMailTo(database, EMAIL);
    expect(mail?.kind).toBe("auth.login-link");
    const link = linkIn(mail!.text, VERIFY());
    expect(new URL(link).searchParams.get("callbackURL")).toBe("/client-dashboard?email=jane%40example.com");
    expect(await countOf(database, sql`from outbox`)).toBe(1);
  });

  test.each([["not-an-email"], [""], ["   "], ["jane@"], [42]])("a bad e-mail (%j) is 400 naming the email field", async (email) => {
    const res = await call(t, REQUEST, { body: { email } });
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as ApiErrorBody;
    expect(error.code).toBe("validation");
    expect(error.fields).toEqual({ email: "Please enter a valid email address" });
    expect(await countOf(database, sql`from outbox`)).toBe(0);
  });

  test("a verify link with a forged or missing token signs nobody in", async () => {
    await makeClientUser(database, EMAIL);
    const link = await requestLink();
    const forged = new URL(link, t.config.appUrl);
    forged.searchParams.set(
      "token",
      forged.searchParams.get("token")!.replace(/.$/, (ch) => (ch === "a" ? "b" : "a")),
    );
    const res = await follow(forged.pathname + forged.search);
    expect(location(res)).toBe("/client-login?error=INVALID_TOKEN");
    expect(sessionCookie(res)).toBe(false);
    expect(await countOf(database, sql`from sessions`)).toBe(0);
    // The genuine link still works.
    expect(sessionCookie(await follow(link))).toBe(true);
  });

  test.each(["callbackURL", "errorCallbackURL", "newUserCallbackURL"])("the verify link never redirects off the site (%s)", async (param) => {
    await makeClientUser(database, EMAIL);
    const link = new URL(await requestLink(), t.config.appUrl);
    link.searchParams.set(param, "https://evil.example.com/");
    const res = await follow(link.pathname + link.search);
    expect(res.status).toBe(403);
    expect(res.headers.get("location")).toBeNull();
    expect(sessionCookie(res)).toBe(false);
    // Refused before the token was used: the link still works as sent.
    link.searchParams.delete(param);
    if (param !== "newUserCallbackURL") link.searchParams.set(param, param === "callbackURL" ? "/client-dashboard?email=jane%40example.com" : "/client-login");
    expect(sessionCookie(await follow(link.pathname + link.search))).toBe(true);
  });

  test("a made-up token with an off-site callback is not an open redirect", async () => {
    const res = await follow("/api/auth/magic-link/verify?token=nope&callbackURL=https%3A%2F%2Fevil.example.com%2F");
    expect(res.status).toBe(403);
    expect(res.headers.get("location")).toBeNull();
  });
});
