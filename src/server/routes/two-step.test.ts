import { sql } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import type { ApiErrorBody } from "../../shared/api-error";
import type { RecoveryCodes, TwoStepChallenge, TwoStepSetup } from "../../shared/schemas/two-step";
import type { Database } from "../db/client";
import { countOf, rowsOf, type TestApp, useAuthTestApp } from "../test/auth-fixtures";
import { ADMIN_PASSWORD, call, cookieFrom, lastMailTo, makeAdmin, signInAdmin } from "../test/auth-helpers";
import { testDbKinds } from "../test/test-db";
import { totpNow } from "../test/totp";

// Two-step sign-in (decision 068): an owner or office staff member turns it on with an
// authenticator app, signs in with its code or a recovery code (each once), turns it off with
// their password; an owner can require it, and then staff without it can only set it up.

const OWNER = "owner@example.com";
const OFFICE = "office@example.com";
const CLEANER = "cleaner@example.com";

describe.each(testDbKinds)("two-step sign-in on %s", (kind) => {
  let database: Database;
  let t: TestApp;
  useAuthTestApp(kind, (db, app) => ((database = db), (t = app)));

  const errorOf = async (res: Response) => ((await res.json()) as ApiErrorBody).error;
  const post = (path: string, body: unknown, cookie?: string, headers?: Record<string, string>) => call(t, path, { body, cookie, headers });
  const audits = (action: string) => countOf(database, sql`from audit_log where action = ${action}`);

  /** Turn it on for a signed-in member: the setup, then the app's first code. The new session cookie and the secret. */
  async function turnOn(cookie: string) {
    const setup = await post("/api/two-step/setup", { password: ADMIN_PASSWORD }, cookie);
    expect(setup.status).toBe(200);
    const body = (await setup.json()) as TwoStepSetup;
    const confirm = await post("/api/two-step/confirm", { code: await totpNow(body.secret) }, cookie);
    expect(confirm.status).toBe(200);
    return { ...body, cookie: cookieFrom(confirm) || cookie };
  }

  /** Sign in with the password; the challenge cookie (no session) and the answer. */
  async function firstStep(email: string) {
    const { res, cookie } = await signInAdmin(t, email);
    return { res, cookie, body: (await res.json()) as TwoStepChallenge };
  }

  test("an office member turns it on with a code from the secret, then signing in asks for a code before any session", async () => {
    await makeAdmin(t, database, OFFICE, "olive", "office");
    const { cookie } = await signInAdmin(t, OFFICE);
    expect(await (await call(t, "/api/two-step", { cookie })).json()).toEqual({ enabled: false, required: false, recoveryCodesLeft: null });

    const setup = await post("/api/two-step/setup", { password: ADMIN_PASSWORD }, cookie);
    const body = (await setup.json()) as TwoStepSetup;
    expect(body.otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
    expect(body.otpauthUrl).toContain(`secret=${body.secret}`);
    expect(body.secret).toMatch(/^[A-Z2-7]+$/);
    expect(body.recoveryCodes).toHaveLength(10);
    // Not on until confirmed: signing in still needs only the password.
    expect((await firstStep(OFFICE)).res.headers.getSetCookie().join()).toMatch(/better-auth\.session_token=[^;]/);

    const wrong = await post("/api/two-step/confirm", { code: "000000" === (await totpNow(body.secret)) ? "111111" : "000000" }, cookie);
    expect(wrong.status).toBe(400);
    expect((await errorOf(wrong)).fields).toEqual({ code: expect.stringContaining("not right") });
    const confirm = await post("/api/two-step/confirm", { code: await totpNow(body.secret) }, cookie);
    expect(confirm.status).toBe(200);
    const renewed = cookieFrom(confirm);
    expect(await confirm.json()).toEqual({ enabled: true, required: false, recoveryCodesLeft: 10 });
    expect(await audits("two-step.enable")).toBe(1);
    expect((await call(t, "/api/admin/visits", { cookie: renewed })).status).toBe(200);

    // Signing in: the password alone gives no session, only the challenge and the member's language.
    const first = await firstStep(OFFICE);
    expect(first.res.status).toBe(200);
    expect(first.body).toEqual({ twoStep: { language: "en" } });
    expect(first.cookie).not.toMatch(/session_token/);
    expect(first.cookie).toMatch(/two_factor=/);
    expect((await call(t, "/api/session", { cookie: first.cookie })).status).toBe(401);

    const bad = await post("/api/two-step/sign-in", { kind: "totp", code: "12345" }, first.cookie);
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).fields?.code).toBe("Enter the 6-digit code from your authenticator app");
    const signedIn = await post("/api/two-step/sign-in", { kind: "totp", code: await totpNow(body.secret) }, first.cookie);
    expect(signedIn.status).toBe(200);
    expect(await signedIn.json()).toEqual({ user: { email: OFFICE, name: "olive" } });
    const session = await call(t, "/api/session", { cookie: cookieFrom(signedIn) });
    expect(await session.json()).toMatchObject({ role: "office", username: "olive" });
  });

  test("a wrong code says so, in French for a French member; five wrong codes end the challenge", async () => {
    await makeAdmin(t, database, OFFICE, "olive", "office");
    await database.db.execute(sql`update admin_users set language = 'fr'`);
    const { secret } = await turnOn((await signInAdmin(t, OFFICE)).cookie);
    const first = await firstStep(OFFICE);
    expect(first.body).toEqual({ twoStep: { language: "fr" } });
    const now = await totpNow(secret);
    const wrong = now === "123456" ? "654321" : "123456";
    const fr = { "accept-language": "fr-CA" };
    const refused = await post("/api/two-step/sign-in", { kind: "totp", code: wrong }, first.cookie, fr);
    expect(refused.status).toBe(400);
    expect((await errorOf(refused)).fields?.code).toMatch(/^Ce code n’est pas le bon/);
    for (let i = 0; i < 4; i++) await post("/api/two-step/sign-in", { kind: "totp", code: wrong }, first.cookie);
    // The challenge is used up: even the right code needs the password again.
    const ended = await post("/api/two-step/sign-in", { kind: "totp", code: await totpNow(secret) }, first.cookie);
    expect(ended.status).toBe(401);
    expect((await errorOf(ended)).message).toMatch(/Sign in again/);
  });

  test("without a challenge the second step is 401, and attempts from one address are limited", async () => {
    const none = await post("/api/two-step/sign-in", { kind: "totp", code: "123456" });
    expect(none.status).toBe(401);
    for (let i = 1; i < 20; i++) await post("/api/two-step/sign-in", { kind: "totp", code: "123456" });
    const limited = await post("/api/two-step/sign-in", { kind: "totp", code: "123456" });
    expect(limited.status).toBe(429);
    expect((await errorOf(limited)).message).toMatch(/Too many wrong codes/);
  });

  test("a recovery code signs in once; new codes replace the old ones, with an e-mail", async () => {
    await makeAdmin(t, database, OWNER, "boss", "owner");
    const { recoveryCodes, cookie } = await turnOn((await signInAdmin(t, OWNER)).cookie);
    const code = recoveryCodes[0]!;

    const first = await firstStep(OWNER);
    const used = await post("/api/two-step/sign-in", { kind: "recovery", code }, first.cookie);
    expect(used.status).toBe(200);
    expect((await call(t, "/api/session", { cookie: cookieFrom(used) })).status).toBe(200);
    expect(await (await call(t, "/api/two-step", { cookie: cookieFrom(used) })).json()).toMatchObject({ recoveryCodesLeft: 9 });

    const again = await firstStep(OWNER);
    const reused = await post("/api/two-step/sign-in", { kind: "recovery", code }, again.cookie);
    expect(reused.status).toBe(400);
    expect((await errorOf(reused)).fields?.code).toMatch(/already used/);

    const wrongPassword = await post("/api/two-step/recovery-codes", { password: "not my password at all" }, cookie);
    expect(wrongPassword.status).toBe(400);
    expect((await errorOf(wrongPassword)).fields).toEqual({ password: "This password is not right." });
    const fresh = await post("/api/two-step/recovery-codes", { password: ADMIN_PASSWORD }, cookie);
    expect(fresh.status).toBe(200);
    const { recoveryCodes: next } = (await fresh.json()) as RecoveryCodes;
    expect(next).toHaveLength(10);
    expect(await audits("two-step.recovery-codes")).toBe(1);
    expect(await lastMailTo(database, OWNER)).toMatchObject({
      kind: "staff.recovery-codes",
      language: "en",
      subject: expect.stringContaining("New recovery codes"),
    });

    const old = await post("/api/two-step/sign-in", { kind: "recovery", code: recoveryCodes[1] }, again.cookie);
    expect(old.status).toBe(400);
    const works = await post("/api/two-step/sign-in", { kind: "recovery", code: next[0] }, again.cookie);
    expect(works.status).toBe(200);
  });

  test("turning it off takes the password, is audited and e-mailed in the member's language; signing in is one step again", async () => {
    await makeAdmin(t, database, OFFICE, "olive", "office");
    await database.db.execute(sql`update admin_users set language = 'fr'`);
    const { cookie } = await turnOn((await signInAdmin(t, OFFICE)).cookie);
    const refused = await post("/api/two-step/disable", { password: "" }, cookie);
    expect(refused.status).toBe(400);
    expect((await errorOf(refused)).fields).toEqual({ password: "Entrez votre mot de passe" });
    const off = await post("/api/two-step/disable", { password: ADMIN_PASSWORD }, cookie);
    expect(off.status).toBe(200);
    expect(await off.json()).toEqual({ enabled: false, required: false, recoveryCodesLeft: null });
    expect(await audits("two-step.disable")).toBe(1);
    expect(await lastMailTo(database, OFFICE)).toMatchObject({ kind: "staff.two-step-off", language: "fr", subject: expect.stringContaining("désactivée") });
    expect(await countOf(database, sql`from two_factors`)).toBe(0);
    expect((await firstStep(OFFICE)).cookie).toMatch(/session_token=/);
    // Off already: a 409 that says so.
    const twice = await post("/api/two-step/disable", { password: ADMIN_PASSWORD }, cookieFrom(off) || cookie);
    expect(twice.status).toBe(409);
  });

  test("the owner's requirement: only an owner who has it sets it; staff without it get 403 everywhere in the admin but setup and sign-out", async () => {
    await makeAdmin(t, database, OWNER, "boss", "owner");
    await makeAdmin(t, database, OFFICE, "olive", "office");
    await makeAdmin(t, database, CLEANER, "mia", "cleaner");
    let owner = (await signInAdmin(t, OWNER)).cookie;
    const office = (await signInAdmin(t, OFFICE)).cookie;
    const cleaner = (await signInAdmin(t, CLEANER)).cookie;
    const require = (cookie: string, required: unknown) => call(t, "/api/two-step/requirement", { method: "PUT", body: { required }, cookie });

    expect((await require(office, true)).status).toBe(403);
    expect((await require(owner, "yes")).status).toBe(400);
    const first = await require(owner, true);
    expect(first.status).toBe(409);
    expect((await errorOf(first)).message).toMatch(/own account before/);
    owner = (await turnOn(owner)).cookie;
    expect((await require(owner, true)).status).toBe(200);
    expect(await (await call(t, "/api/two-step/requirement", { cookie: office })).json()).toEqual({ required: true });
    expect((await require(owner, true)).status).toBe(409);
    const [audit] = await rowsOf<{ details: { required: boolean } }>(database, sql`select details from audit_log where action = 'two-step.requirement'`);
    expect(audit?.details.required).toBe(true);

    const blocked = await call(t, "/api/admin/visits", { cookie: office });
    expect(blocked.status).toBe(403);
    expect((await errorOf(blocked)).message).toMatch(/^Two-step sign-in is required for your account/);
    expect((await call(t, "/api/admin/clients", { cookie: office })).status).toBe(403);
    expect((await call(t, "/api/admin/visits", { cookie: owner })).status).toBe(200);
    // The cleaner is not asked; the admin area still does not exist for them.
    expect((await call(t, "/api/admin/visits", { cookie: cleaner })).status).toBe(404);
    expect((await call(t, "/api/session", { cookie: cleaner })).status).toBe(200);
    // Setup works, and so does the session (the screens need it).
    expect(await (await call(t, "/api/two-step", { cookie: office })).json()).toEqual({ enabled: false, required: true, recoveryCodesLeft: null });
    expect((await call(t, "/api/session", { cookie: office })).status).toBe(200);
    const { cookie: ready } = await turnOn(office);
    expect((await call(t, "/api/admin/visits", { cookie: ready })).status).toBe(200);

    const optional = await require(owner, false);
    expect(optional.status).toBe(200);
    expect(await audits("two-step.requirement")).toBe(2);
    expect((await post("/api/auth/sign-out", {}, ready)).status).toBe(200);
  });

  test("cleaners, clients and visitors: not theirs", async () => {
    await makeAdmin(t, database, CLEANER, "mia", "cleaner");
    const cleaner = (await signInAdmin(t, CLEANER)).cookie;
    expect((await call(t, "/api/two-step", { cookie: cleaner })).status).toBe(404);
    expect((await post("/api/two-step/setup", { password: ADMIN_PASSWORD }, cleaner)).status).toBe(404);
    expect((await call(t, "/api/two-step")).status).toBe(401);
    expect((await post("/api/two-step/setup", { password: ADMIN_PASSWORD })).status).toBe(401);
    // better-auth's own two-factor routes are not reachable from outside.
    expect((await post("/api/auth/two-factor/enable", { password: ADMIN_PASSWORD }, cleaner)).status).toBe(404);
  });
});
