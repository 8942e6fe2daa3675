import { sql } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import type { ApiErrorBody } from "../../shared/api-error";
import type { StaffRole } from "../../shared/schemas/auth";
import type { StaffList, StaffMemberAnswer } from "../../shared/schemas/staff";
import type { TwoStepSetup } from "../../shared/schemas/two-step";
import type { Database } from "../db/client";
import { countOf, type TestApp, useAuthTestApp } from "../test/auth-fixtures";
import { ADMIN_PASSWORD, call, cookieFrom, lastMailTo, makeAdmin, signInAdmin } from "../test/auth-helpers";
import { auditRows } from "../test/lead-fixtures";
import { testDbKinds } from "../test/test-db";
import { totpNow } from "../test/totp";
import { OWNER_STAFF } from "./admin-staff";

// An owner resets another staff member's two-step sign-in (decision 068), for a member who lost
// their phone and recovery codes: it goes off, every session of theirs ends, it is audited and
// the member is e-mailed in their language. Their own, one already off: 409; office staff: 403.

const BASE = "/api/admin/staff";

describe.each(testDbKinds)("resetting a member's two-step sign-in on %s", (kind) => {
  let database: Database;
  let t: TestApp;
  useAuthTestApp(kind, (db, app) => ((database = db), (t = app)));

  const errorOf = async (res: Response) => ((await res.json()) as ApiErrorBody).error;
  const reset = (userId: string, cookie: string) => call(t, `${BASE}/${encodeURIComponent(userId)}/two-step/reset`, { cookie, body: {} });

  /** A staff account of `role` in `language`, signed in. */
  async function member(role: StaffRole, name: string, language: "en" | "fr" = "en") {
    const { userId } = await makeAdmin(t, database, `${name}@example.com`, name, role);
    await database.db.execute(sql`update admin_users set language = ${language} where user_id = ${userId}`);
    return { userId, cookie: (await signInAdmin(t, `${name}@example.com`)).cookie };
  }

  /** Turn it on for a signed-in member (setup, then the app's first code): their renewed session cookie. */
  async function turnOn(cookie: string) {
    const setup = (await (await call(t, "/api/two-step/setup", { cookie, body: { password: ADMIN_PASSWORD } })).json()) as TwoStepSetup;
    const confirm = await call(t, "/api/two-step/confirm", { cookie, body: { code: await totpNow(setup.secret) } });
    expect(confirm.status).toBe(200);
    return cookieFrom(confirm) || cookie;
  }

  const listed = async (cookie: string) => ((await (await call(t, BASE, { cookie })).json()) as StaffList).members;

  test("an owner resets a French office member's: row gone, flag cleared, every session ended, e-mailed in French, audited; the password alone signs in", async () => {
    const boss = await member("owner", "olivia");
    const chloe = await member("office", "chloe", "fr");
    const session = await turnOn(chloe.cookie);
    const second = (await signInAdmin(t, "chloe@example.com")).cookie; // only the challenge: no session
    expect(second).not.toMatch(/session_token/);
    expect((await listed(boss.cookie)).map((m) => [m.username, m.twoStepOn])).toEqual([
      ["chloe", true],
      ["olivia", false],
    ]);

    const res = await reset(chloe.userId, boss.cookie);
    expect(res.status).toBe(200);
    expect(((await res.json()) as StaffMemberAnswer).member).toMatchObject({ username: "chloe", twoStepOn: false, status: "active" });
    expect(await countOf(database, sql`from two_factors where user_id = ${chloe.userId}`)).toBe(0);
    expect(await countOf(database, sql`from users where id = ${chloe.userId} and two_factor_enabled`)).toBe(0);
    expect(await countOf(database, sql`from sessions where user_id = ${chloe.userId}`)).toBe(0);
    expect((await call(t, "/api/session", { cookie: session })).status).toBe(401);

    const mail = await lastMailTo(database, "chloe@example.com");
    expect(mail).toMatchObject({
      kind: "staff.two-step-reset",
      language: "fr",
      subject: "Un propriétaire a désactivé votre connexion en deux étapes – Maple Crest Cleaning",
    });
    expect(mail!.text).toContain("Une fois connecté, réactivez-la dans Sécurité");
    expect(mail!.text).toContain("on vous demandera de la configurer à votre prochaine connexion");
    const audit = (await auditRows(database)).filter((a) => a.action === "two-step.reset");
    expect(audit).toEqual([
      {
        action: "two-step.reset",
        entity: "staff",
        entityId: chloe.userId,
        actorUserId: boss.userId,
        actorEmail: "olivia@example.com",
        details: { username: "chloe", sessionsEnded: 1 },
      },
    ]);

    // Signing in is one step again, and the list says it is off.
    const again = await signInAdmin(t, "chloe@example.com");
    expect(again.res.status).toBe(200);
    expect(again.cookie).toMatch(/session_token=/);
    expect((await call(t, "/api/two-step", { cookie: again.cookie })).status).toBe(200);
    expect((await listed(boss.cookie)).find((m) => m.username === "chloe")?.twoStepOn).toBe(false);
  });

  test("refused: office staff 403, their own 409, already off 409, no one's 404; nothing changes", async () => {
    const boss = await member("owner", "olivia");
    const ana = await member("office", "ana");
    const luc = await member("cleaner", "luc");
    const bossCookie = await turnOn(boss.cookie);
    const anaCookie = await turnOn(ana.cookie);

    const office = await reset(boss.userId, anaCookie);
    expect(office.status).toBe(403);
    expect((await errorOf(office)).message).toBe(OWNER_STAFF);

    const own = await reset(boss.userId, bossCookie);
    expect(own.status).toBe(409);
    expect((await errorOf(own)).message).toBe(
      "You cannot reset your own two-step sign-in here: use your own two-step settings, in Security, to turn it off or make new recovery codes.",
    );

    const off = await reset(luc.userId, bossCookie);
    expect(off.status).toBe(409);
    expect(await errorOf(off)).toMatchObject({ code: "conflict", message: "luc's two-step sign-in is already off: there is nothing to reset." });

    for (const id of ["nobody", "0e2b6a9c-0000-4000-8000-000000000000", "x'; drop table users; --", "%00", "a".repeat(500)]) {
      const res = await reset(id, bossCookie);
      expect(res.status, id).toBe(404);
      expect((await errorOf(res)).message, id).toMatch(/not found/i);
    }

    expect(await countOf(database, sql`from two_factors`)).toBe(2);
    expect(await countOf(database, sql`from audit_log where action = 'two-step.reset'`)).toBe(0);
    expect(await countOf(database, sql`from outbox where kind = 'staff.two-step-reset'`)).toBe(0);
    expect((await call(t, "/api/session", { cookie: bossCookie })).status).toBe(200);
  });
});
