import { sql } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import type { ApiErrorBody } from "../../shared/api-error";
import type { Database } from "../db/client";
import { countOf, makeClientUser, rowsOf, type TestApp, useAuthTestApp } from "../test/auth-fixtures";
import { ADMIN_PASSWORD, call, cookieFrom, lastMailTo, linkIn, makeAdmin, signInAdmin, signInClient } from "../test/auth-helpers";
import { createTestApp } from "../test/test-app";
import { testDbKinds } from "../test/test-db";

const ADMIN = "admin@example.com";
const NEW_PASSWORD = "a brand new and unusual passphrase 9";
const SIGN_IN = "/api/auth/sign-in/email";

describe.each(testDbKinds)("staff accounts on %s", (kind) => {
  let database: Database;
  let t: TestApp;
  useAuthTestApp(kind, (db, app) => ((database = db), (t = app)));

  const errorOf = async (res: Response) => ((await res.json()) as ApiErrorBody).error;
  const sessionStatus = async (cookie: string, app = t) => (await call(app, "/api/session", { cookie })).status;
  const sessionCount = () => countOf(database, sql`from sessions`);

  describe("sign-in", () => {
    test("success sets an httpOnly SameSite=Lax cookie and the body carries no token", async () => {
      await makeAdmin(t, database);
      const { res, cookie } = await signInAdmin(t);
      expect(res.status).toBe(200);
      const [setCookie, ...more] = res.headers.getSetCookie();
      expect(more).toEqual([]);
      expect(setCookie).toMatch(/^better-auth\.session_token=[^;]+;/);
      expect(setCookie).toMatch(/; HttpOnly(;|$)/);
      expect(setCookie).toMatch(/; SameSite=Lax(;|$)/);
      expect(setCookie).not.toMatch(/; Secure(;|$)/);

      const text = await res.text();
      expect(JSON.parse(text)).toEqual({ user: { email: ADMIN, name: "boss" } });
      const [{ token }] = (await rowsOf<{ token: string }>(database, sql`select token from sessions`)) as [{ token: string }];
      expect(text).not.toContain(token.slice(0, 16));
      expect(decodeURIComponent(cookie)).toContain(token);

      const session = await call(t, "/api/session", { cookie });
      expect(await session.json()).toMatchObject({ user: { email: ADMIN }, role: "owner", username: "boss" });
    });

    test("with an https APP_URL the cookie is also Secure", async () => {
      const secure = createTestApp(database, { APP_URL: "https://example.com" });
      await makeAdmin(secure, database);
      const res = await call(secure, SIGN_IN, { body: { email: ADMIN, password: ADMIN_PASSWORD }, headers: { origin: "https://example.com" } });
      expect(res.status).toBe(200);
      const [setCookie] = res.headers.getSetCookie();
      expect(setCookie).toMatch(/^__Secure-better-auth\.session_token=/);
      expect(setCookie).toMatch(/; Secure(;|$)/);
      expect(setCookie).toMatch(/; HttpOnly(;|$)/);
      expect(setCookie).toMatch(/; SameSite=Lax(;|$)/);
      const session = await call(secure, "/api/session", { cookie: cookieFrom(res), headers: { origin: "https://example.com" } });
      expect(session.status).toBe(200);
    });

    test("the e-mail is trimmed and lowercased", async () => {
      await makeAdmin(t, database);
      expect((await signInAdmin(t, "  Admin@Example.COM ")).res.status).toBe(200);
    });

    test("a wrong password is 401 with a message and no session", async () => {
      await makeAdmin(t, database);
      const { res, cookie } = await signInAdmin(t, ADMIN, "not the right password");
      expect(res.status).toBe(401);
      expect(await errorOf(res)).toEqual({ code: "unauthenticated", message: "Invalid email or password." });
      expect(cookie).toBe("");
      expect(await sessionCount()).toBe(0);
      // Asked in French, answered in French.
      const french = await call(t, SIGN_IN, { body: { email: ADMIN, password: "not the right password" }, headers: { "accept-language": "fr-CA" } });
      expect(await errorOf(french)).toEqual({ code: "unauthenticated", message: "Adresse courriel ou mot de passe non valide." });
    });

    test("an unknown account answers exactly like a wrong password", async () => {
      await makeAdmin(t, database);
      const wrong = await signInAdmin(t, ADMIN, "not the right password");
      const unknown = await signInAdmin(t, "nobody@example.com", "not the right password");
      expect(unknown.res.status).toBe(wrong.res.status);
      expect(await unknown.res.json()).toEqual(await wrong.res.json());
    });

    test("bad input is 400 naming the fields", async () => {
      const res = await call(t, SIGN_IN, { body: { email: "nope", password: "short" } });
      expect(res.status).toBe(400);
      expect((await errorOf(res)).fields).toEqual({ email: "Please enter a valid email address", password: "Password must be at least 12 characters" });
    });

    test("a user with a password who is not an admin gets 403 and no session", async () => {
      await makeAdmin(t, database, "former@example.com", "former");
      await database.db.execute(sql`delete from admin_users`);
      const { res, cookie } = await signInAdmin(t, "former@example.com");
      expect(res.status).toBe(403);
      expect(await errorOf(res)).toEqual({ code: "forbidden", message: "Access denied. Admin privileges required." });
      expect(cookie).toBe("");
      expect(await sessionCount()).toBe(0);
    });

    test("a client cannot use the staff form", async () => {
      await makeClientUser(database, "client@example.com");
      const { res } = await signInAdmin(t, "client@example.com");
      expect(res.status).toBe(401);
      expect(await sessionCount()).toBe(0);
    });

    test("the stored password hash is argon2id with at least m=19456 and t=2", async () => {
      await makeAdmin(t, database);
      const [{ password }] = (await rowsOf<{ password: string }>(database, sql`select password from accounts`)) as [{ password: string }];
      expect(password).toMatch(/^\$argon2id\$v=19\$/);
      const params = Object.fromEntries(
        password
          .split("$")[3]!
          .split(",")
          .map((p: string) => p.split("=") as [string, string]),
      );
      expect(Number(params.m)).toBeGreaterThanOrEqual(19456);
      expect(Number(params.t)).toBeGreaterThanOrEqual(2);
      expect(password).not.toContain(ADMIN_PASSWORD);
    });
  });

  describe("lockout", () => {
    async function failTenTimes() {
      for (let i = 0; i < 10; i++) {
        const res = await call(t, SIGN_IN, {
          body: { email: ADMIN, password: `wrong password number ${i}` },
          ip: `198.51.100.${i + 1}`,
          headers: { "x-forwarded-for": `192.0.2.${i + 1}` },
        });
        expect(res.status, `attempt ${i + 1}`).toBe(401);
      }
    }

    test("after 10 failures within 15 minutes the account answers 429, even with the right password, from any address", async () => {
      await makeAdmin(t, database);
      await makeAdmin(t, database, "other@example.com", "other");
      await failTenTimes();

      for (const [ip, forwarded] of [
        ["203.0.113.77", undefined],
        ["203.0.113.78", "192.0.2.200"],
        ["10.0.0.1", "203.0.113.99, 10.0.0.1"],
      ] as const) {
        const res = await call(t, SIGN_IN, {
          body: { email: ADMIN, password: ADMIN_PASSWORD },
          ip,
          headers: forwarded ? { "x-forwarded-for": forwarded } : {},
        });
        expect(res.status).toBe(429);
        const retryAfter = Number(res.headers.get("Retry-After"));
        expect(retryAfter).toBeGreaterThan(14 * 60);
        expect(retryAfter).toBeLessThanOrEqual(15 * 60);
        const error = await errorOf(res);
        expect(error.code).toBe("rate_limited");
        expect(error.message).toMatch(/^Too many failed sign-in attempts\. Please try again in 1[45] minutes\.$/);
      }
      // However it is typed.
      expect((await signInAdmin(t, " ADMIN@example.com", ADMIN_PASSWORD)).res.status).toBe(429);
      expect(await sessionCount()).toBe(0);

      // Another account is unaffected.
      expect((await signInAdmin(t, "other@example.com")).res.status).toBe(200);

      // The state is in the database: another server process on it refuses too.
      const second = createTestApp(database);
      expect((await signInAdmin(second)).res.status).toBe(429);
    });

    test("the lockout ends when its 15-minute window has passed", async () => {
      await makeAdmin(t, database);
      await failTenTimes();
      expect((await signInAdmin(t)).res.status).toBe(429);
      await database.db.execute(sql`update rate_limits set window_start = window_start - interval '15 minutes'`);
      expect((await signInAdmin(t)).res.status).toBe(200);
    });

    test("a success clears the count of failures", async () => {
      await makeAdmin(t, database);
      for (let i = 0; i < 9; i++) expect((await signInAdmin(t, ADMIN, "not the right password")).res.status).toBe(401);
      expect((await signInAdmin(t)).res.status).toBe(200);
      for (let i = 0; i < 9; i++) expect((await signInAdmin(t, ADMIN, "not the right password")).res.status).toBe(401);
      expect((await signInAdmin(t)).res.status).toBe(200);
    });

    test("X-Forwarded-For is ignored unless TRUST_PROXY is set", async () => {
      await makeAdmin(t, database);
      const headers = { "x-forwarded-for": "192.0.2.50" };
      await call(t, SIGN_IN, { body: { email: ADMIN, password: ADMIN_PASSWORD }, ip: "203.0.113.5", headers });
      const behindProxy = createTestApp(database, { TRUST_PROXY: "true" });
      await call(behindProxy, SIGN_IN, { body: { email: ADMIN, password: ADMIN_PASSWORD }, ip: "10.0.0.2", headers });
      const ips = await rowsOf<{ ip_address: string }>(database, sql`select ip_address from sessions order by created_at`);
      expect(ips.map((r) => r.ip_address)).toEqual(["203.0.113.5", "192.0.2.50"]);
    });
  });

  describe("e-mail verification", () => {
    test("an admin added from the admin area cannot sign in until the link from its e-mail is opened", async () => {
      await makeAdmin(t, database);
      const { cookie } = await signInAdmin(t);
      const added = await call(t, "/api/admin/admins", { cookie, body: { username: "newbie", email: "newbie@example.com", password: NEW_PASSWORD } });
      expect(added.status).toBe(201);

      const before = await signInAdmin(t, "newbie@example.com", NEW_PASSWORD);
      expect(before.res.status).toBe(403);
      expect((await errorOf(before.res)).message).toBe("Please verify your email address first: we have sent you a new link. Open it, then sign in.");
      expect(before.cookie).toBe("");
      // The attempt with the right password mailed a fresh link (an expired first one is no dead end).
      expect(await countOf(database, sql`from outbox where "to" = 'newbie@example.com' and kind = 'auth.verify-email'`)).toBe(2);

      const mail = await lastMailTo(database, "newbie@example.com");
      expect(mail?.kind).toBe("auth.verify-email");
      const link = linkIn(mail!.text, `${t.config.appUrl}/api/auth/verify-email`);
      const opened = await call(t, link.replace(t.config.appUrl, ""));
      expect(opened.status).toBe(302);
      expect(new URL(opened.headers.get("location")!, t.config.appUrl).pathname).toBe("/admin");
      expect(cookieFrom(opened)).toBe(""); // it verifies; signing in is still the form's job

      const after = await signInAdmin(t, "newbie@example.com", NEW_PASSWORD);
      expect(after.res.status).toBe(200);
      expect(await (await call(t, "/api/session", { cookie: after.cookie })).json()).toMatchObject({ role: "office", username: "newbie" });
    });
  });

  describe("session lifetimes", () => {
    /** Move a session's clock back: it was created, last used and due to expire `seconds` earlier. */
    const age = (seconds: number) =>
      database.db.execute(sql`
        update sessions set created_at = created_at - make_interval(secs => ${seconds}),
          updated_at = updated_at - make_interval(secs => ${seconds}),
          expires_at = expires_at - make_interval(secs => ${seconds})`);
    const lifetime = async () => {
      const [row] = await rowsOf<{ idle: number; total: number }>(
        database,
        sql`select extract(epoch from expires_at - now())::int as idle, extract(epoch from expires_at - created_at)::int as total from sessions`,
      );
      return row!;
    };
    const HOUR = 3600;
    const DAY = 24 * HOUR;

    test("a staff session expires after 1 hour idle; use slides it", async () => {
      await makeAdmin(t, database);
      const { cookie } = await signInAdmin(t);
      expect((await lifetime()).idle).toBeGreaterThan(HOUR - 60);
      expect((await lifetime()).idle).toBeLessThanOrEqual(HOUR);

      await age(HOUR - 120);
      expect(await sessionStatus(cookie)).toBe(200);
      expect((await lifetime()).idle).toBeGreaterThan(HOUR - 60); // slid forward

      await age(HOUR + 1);
      expect(await sessionStatus(cookie)).toBe(401);
      expect(await sessionCount()).toBe(0);
    });

    test("a staff session ends 12 hours after sign-in however it is used", async () => {
      await makeAdmin(t, database);
      const { cookie } = await signInAdmin(t);
      // 11.5 hours of steady use: each request slides it, never past 12 hours from sign-in.
      await age(11.5 * HOUR);
      await database.db.execute(sql`update sessions set expires_at = now() + interval '10 minutes'`);
      expect(await sessionStatus(cookie)).toBe(200);
      const { idle, total } = await lifetime();
      expect(total).toBe(12 * HOUR);
      expect(idle).toBeLessThanOrEqual(30 * 60);
      expect(idle).toBeGreaterThan(29 * 60);

      await database.db.execute(sql`update sessions set updated_at = updated_at - interval '2 minutes'`);
      await age(30 * 60 + 1);
      expect(await sessionStatus(cookie)).toBe(401);
    });

    test("a client session expires after 7 days idle and slides with use", async () => {
      await makeClientUser(database, "client@example.com");
      const { cookie } = await signInClient(t, database, "client@example.com");
      expect((await lifetime()).idle).toBeGreaterThan(7 * DAY - 60);
      expect((await lifetime()).idle).toBeLessThanOrEqual(7 * DAY);

      await age(6 * DAY);
      expect(await sessionStatus(cookie)).toBe(200);
      expect((await lifetime()).idle).toBeGreaterThan(7 * DAY - 60);

      await age(6 * DAY);
      expect(await sessionStatus(cookie)).toBe(200); // 12 days old, used within the week

      await age(7 * DAY + 1);
      expect(await sessionStatus(cookie)).toBe(401);
      expect(await sessionCount()).toBe(0);
    });

    test("a client session ends 30 days after sign-in however it is used", async () => {
      await makeClientUser(database, "client@example.com");
      const { cookie } = await signInClient(t, database, "client@example.com");
      for (let used = 0; used < 4; used++) {
        await age(6 * DAY);
        expect(await sessionStatus(cookie)).toBe(200);
      }
      // 29 days old: this slide stops at 30 days.
      await age(5 * DAY);
      expect(await sessionStatus(cookie)).toBe(200);
      const { idle, total } = await lifetime();
      expect(total).toBe(30 * DAY);
      expect(idle).toBeLessThanOrEqual(DAY);
      await age(DAY + 1);
      expect(await sessionStatus(cookie)).toBe(401);
    });

    test("requests within a minute of each other do not rewrite the session", async () => {
      await makeAdmin(t, database);
      const { cookie } = await signInAdmin(t);
      const [before] = await rowsOf<{ expires_at: string }>(database, sql`select expires_at::text from sessions`);
      expect(await sessionStatus(cookie)).toBe(200);
      const [after] = await rowsOf<{ expires_at: string }>(database, sql`select expires_at::text from sessions`);
      expect(after).toEqual(before);
    });
  });

  describe("sign-out", () => {
    test("revokes the session at once", async () => {
      await makeAdmin(t, database);
      const { cookie } = await signInAdmin(t);
      const other = await signInAdmin(t);
      const res = await call(t, "/api/auth/sign-out", { cookie, body: {} });
      expect(res.status).toBe(200);
      expect(res.headers.getSetCookie().join("\n")).toMatch(/better-auth\.session_token=;.*Max-Age=0/);
      expect(await sessionStatus(cookie)).toBe(401);
      expect(await countOf(database, sql`from sessions`)).toBe(1); // the other device stays signed in
      expect(await sessionStatus(other.cookie)).toBe(200);
    });

    test("a client signs out the same way", async () => {
      await makeClientUser(database, "client@example.com");
      const { cookie } = await signInClient(t, database, "client@example.com");
      expect((await call(t, "/api/auth/sign-out", { cookie, body: {} })).status).toBe(200);
      expect(await sessionStatus(cookie)).toBe(401);
      expect(await sessionCount()).toBe(0);
    });
  });

  describe("password reset", () => {
    const requestReset = (email: string) => call(t, "/api/auth/request-password-reset", { body: { email } });
    const reset = (token: string, newPassword: string, headers?: Record<string, string>) =>
      call(t, "/api/auth/reset-password", { body: { token, newPassword }, headers });

    async function resetToken() {
      const res = await requestReset(ADMIN);
      expect(res.status).toBe(200);
      const mail = await lastMailTo(database, ADMIN);
      expect(mail?.kind).toBe("auth.password-reset");
      const link = new URL(linkIn(mail!.text, `${t.config.appUrl}/admin?type=recovery&token=`));
      expect(link.pathname).toBe("/admin");
      expect(link.searchParams.get("type")).toBe("recovery");
      return link.searchParams.get("token")!;
    }

    test("the e-mailed token sets a new password, revokes every session, and works once", async () => {
      await makeAdmin(t, database);
      const first = await signInAdmin(t);
      const second = await signInAdmin(t);
      const token = await resetToken();

      const res = await reset(token, NEW_PASSWORD);
      expect(res.status).toBe(200);
      expect(await sessionStatus(first.cookie)).toBe(401);
      expect(await sessionStatus(second.cookie)).toBe(401);
      expect(await sessionCount()).toBe(0);

      expect((await signInAdmin(t, ADMIN, ADMIN_PASSWORD)).res.status).toBe(401);
      expect((await signInAdmin(t, ADMIN, NEW_PASSWORD)).res.status).toBe(200);

      const again = await reset(token, "yet another unusual passphrase 3");
      expect(again.status).toBe(400);
      expect((await errorOf(again)).message).toBe("This link is invalid or has expired. Please request a new one.");
      const french = await reset(token, "yet another unusual passphrase 3", { "accept-language": "fr-CA,fr;q=0.9,en;q=0.8" });
      expect(french.status).toBe(400);
      expect(await errorOf(french)).toEqual({ code: "bad_request", message: "Ce lien n’est pas valide ou a expiré. Veuillez en demander un nouveau." });
      expect((await signInAdmin(t, ADMIN, NEW_PASSWORD)).res.status).toBe(200);
    });

    test("an unknown address answers exactly like a known one and queues nothing", async () => {
      await makeAdmin(t, database);
      await makeClientUser(database, "client@example.com");
      const known = await requestReset(ADMIN);
      const knownBody = await known.json();
      expect(await countOf(database, sql`from outbox`)).toBe(1);
      for (const email of ["nobody@example.com", "client@example.com"]) {
        const res = await requestReset(email);
        expect(res.status, email).toBe(known.status);
        expect(await res.json(), email).toEqual(knownBody);
      }
      expect(await countOf(database, sql`from outbox`)).toBe(1);
    });

    test("reset requests share the link limits: a second one within a minute is 429", async () => {
      await makeAdmin(t, database);
      expect((await requestReset(ADMIN)).status).toBe(200);
      const res = await requestReset(ADMIN);
      expect(res.status).toBe(429);
      expect(res.headers.get("Retry-After")).toBeTruthy();
    });

    test.each([
      ["short", "too short", "Password must be at least 12 characters"],
      ["common", "password123456", "This password is too common. Please choose one that is harder to guess."],
      ["common with a suffix", "qwerty123456!", "This password is too common. Please choose one that is harder to guess."],
    ])("a %s new password is 400 with fields.newPassword and the token still works", async (_what, password, message) => {
      await makeAdmin(t, database);
      const token = await resetToken();
      const res = await reset(token, password);
      expect(res.status).toBe(400);
      expect((await errorOf(res)).fields).toEqual({ newPassword: message });
      expect((await signInAdmin(t)).res.status).toBe(200);
      expect((await reset(token, NEW_PASSWORD)).status).toBe(200);
    });

    test("an expired token is refused", async () => {
      await makeAdmin(t, database);
      const token = await resetToken();
      await database.db.execute(sql`update verifications set expires_at = now() - interval '1 second'`);
      expect((await reset(token, NEW_PASSWORD)).status).toBe(400);
      expect((await signInAdmin(t)).res.status).toBe(200);
    });
  });

  describe("Add Admin", () => {
    const body = { username: "second", email: "second@example.com", password: NEW_PASSWORD };
    async function adminCookie() {
      await makeAdmin(t, database);
      return (await signInAdmin(t)).cookie;
    }
    const add = (cookie: string, input: unknown) => call(t, "/api/admin/admins", { cookie, body: input });
    const snapshot = async () => ({
      users: await countOf(database, sql`from users`),
      accounts: await countOf(database, sql`from accounts`),
      admins: await countOf(database, sql`from admin_users`),
      outbox: await countOf(database, sql`from outbox`),
    });

    test("creates an unverified admin with its admin_users row and sends the verification e-mail", async () => {
      const cookie = await adminCookie();
      const res = await add(cookie, { ...body, email: "  Second@Example.com ", username: "  second " });
      expect(res.status).toBe(201);
      const created = (await res.json()) as { user: { id: string; username: string; email: string } };
      expect(created.user).toMatchObject({ username: "second", email: "second@example.com" });
      const [row] = await rowsOf<{ username: string; email: string; email_verified: boolean }>(
        database,
        sql`select a.username, a.email, u.email_verified from admin_users a join users u on u.id = a.user_id where u.id = ${created.user.id}`,
      );
      expect(row).toEqual({ username: "second", email: "second@example.com", email_verified: false });
      expect((await lastMailTo(database, "second@example.com"))?.kind).toBe("auth.verify-email");
    });

    test.each([
      ["username", { username: "ab" }, "Username must be at least 3 characters"],
      ["username", { username: "   abc   ".replace("abc", "ab") }, "Username must be at least 3 characters"],
      ["username", { username: "x".repeat(65) }, "Username must be at most 64 characters"],
      ["email", { email: "not-an-email" }, "Please enter a valid email address"],
      ["password", { password: "short" }, "Password must be at least 12 characters"],
      ["password", { password: "x".repeat(129) }, "Password must be at most 128 characters"],
      ["password", { password: "password123456" }, "This password is too common. Please choose one that is harder to guess."],
      ["password", { password: "qwerty123456" }, "This password is too common. Please choose one that is harder to guess."],
    ] as const)("a bad %s is 400 naming it, and nothing is written", async (field, change, message) => {
      const cookie = await adminCookie();
      const before = await snapshot();
      const res = await add(cookie, { ...body, ...change });
      expect(res.status).toBe(400);
      expect((await errorOf(res)).fields).toEqual({ [field]: message });
      expect(await snapshot()).toEqual(before);
    });

    test("every invalid field is named at once", async () => {
      const cookie = await adminCookie();
      const res = await add(cookie, {});
      expect(res.status).toBe(400);
      expect(Object.keys((await errorOf(res)).fields!).sort()).toEqual(["email", "password", "username"]);
    });

    test.each([
      ["the e-mail of an admin", { email: "ADMIN@example.com", username: "someone" }, "email", "An account with this email already exists."],
      ["the e-mail of a client", { email: "client@example.com", username: "someone" }, "email", "An account with this email already exists."],
      ["a username in another case", { email: "someone@example.com", username: "BOSS" }, "username", "This username is already taken."],
    ] as const)("%s is 409, and nothing is written", async (_what, change, field, message) => {
      const cookie = await adminCookie();
      await makeClientUser(database, "client@example.com");
      const before = await snapshot();
      const res = await add(cookie, { ...body, ...change });
      expect(res.status).toBe(409);
      expect(await errorOf(res)).toMatchObject({ code: "conflict", fields: { [field]: message } });
      expect(await snapshot()).toEqual(before);
    });

    test("two at once with one username: one is created, the other is 409 and leaves no user behind", async () => {
      const cookie = await adminCookie();
      const before = await snapshot();
      const results = await Promise.all([add(cookie, { ...body, email: "one@example.com" }), add(cookie, { ...body, email: "two@example.com" })]);
      expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
      const after = await snapshot();
      expect(after).toEqual({ users: before.users + 1, accounts: before.accounts + 1, admins: before.admins + 1, outbox: before.outbox + 1 });
    });
  });
});
