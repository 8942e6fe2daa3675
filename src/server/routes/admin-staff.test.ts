import { sql } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import type { ApiErrorBody } from "../../shared/api-error";
import type { SessionInfo, StaffRole } from "../../shared/schemas/auth";
import type { InvitationDetails, StaffInvitationAnswer, StaffList, StaffMemberAnswer } from "../../shared/schemas/staff";
import type { Database } from "../db/client";
import { countOf, makeClientUser, rowsOf, type TestApp, useAuthTestApp } from "../test/auth-fixtures";
import { call, lastMailTo, linkIn, makeAdmin, signInAdmin } from "../test/auth-helpers";
import { auditRows } from "../test/lead-fixtures";
import { testDbKinds } from "../test/test-db";
import { OWNER_ADDS } from "./admin";
import { OWNER_STAFF } from "./admin-staff";

// Staff accounts (decision 060): an owner invites by e-mail (the invitee chooses a username and
// password through the link), changes roles, deactivates (every session ends in the same
// transaction) and reactivates; each change audited and told by e-mail. Every refused transition is
// a 409 saying why; office staff get a 403, cleaners never reach the admin routes.

const BASE = "/api/admin/staff";
const CHOSEN = "a long and unusual passphrase 7";

type Json = Record<string, unknown>;

describe.each(testDbKinds)("staff accounts on %s", (kind) => {
  let database: Database;
  let t: TestApp;
  useAuthTestApp(kind, (db, app) => ((database = db), (t = app)));

  const errorOf = async (res: Response) => ((await res.json()) as ApiErrorBody).error;
  /** The owner (made as create-admin makes one) and their session. */
  async function owner() {
    const { userId } = await makeAdmin(t, database, "owner@example.com", "olivia");
    return { userId, cookie: (await signInAdmin(t, "owner@example.com")).cookie };
  }
  /** A staff account of `role`, signed in. */
  async function member(role: StaffRole, name: string, language: "en" | "fr" = "en") {
    const { userId } = await makeAdmin(t, database, `${name}@example.com`, name, role);
    await database.db.execute(sql`update admin_users set language = ${language} where user_id = ${userId}`);
    return { userId, cookie: (await signInAdmin(t, `${name}@example.com`)).cookie };
  }
  const invite = (cookie: string, body: Json) => call(t, `${BASE}/invitations`, { cookie, body });
  /** The token of the last invitation e-mailed to `to`, from its link, and the link. */
  async function invitationLink(to: string) {
    const mail = await lastMailTo(database, to);
    expect(mail?.kind).toBe("staff.invitation");
    const link = linkIn(mail!.text, `${t.config.appUrl}/admin?type=invitation`);
    return { link, token: new URL(link).searchParams.get("token")!, mail: mail! };
  }
  const check = (token: string, language = "en") => call(t, "/api/staff-invitations/check", { body: { token }, headers: { "accept-language": language } });
  const accept = (body: Json, language = "en") => call(t, "/api/staff-invitations/accept", { body, headers: { "accept-language": language } });

  test("an owner invites a cleaner in French: the e-mail's link checks, and accepting makes the verified account with that role and language", async () => {
    const boss = await owner();
    const res = await invite(boss.cookie, { email: "  Luc@Example.com ", role: "cleaner", language: "fr" });
    expect(res.status).toBe(201);
    const { invitation } = (await res.json()) as StaffInvitationAnswer;
    expect(invitation).toMatchObject({ email: "luc@example.com", role: "cleaner", language: "fr", status: "invited", expired: false, invitedBy: "olivia" });
    const days = (Date.parse(invitation.expiresAt) - Date.parse(invitation.sentAt)) / 86_400_000;
    expect(days).toBeCloseTo(7, 2);

    // The e-mail in French, with the company block, the link to the invitation screen in French.
    const { link, token, mail } = await invitationLink("luc@example.com");
    expect(mail).toMatchObject({ language: "fr", subject: "Invitation à votre compte du personnel – Maple Crest Cleaning" });
    expect(mail.text).toContain("olivia vous invite à vous joindre à l’équipe de Maple Crest Cleaning en tant que préposé à l’entretien.");
    expect(new URL(link).searchParams.get("lang")).toBe("fr");
    expect(await rowsOf(database, sql`select 1 from staff_invitations where token_hash = ${token}`)).toEqual([]); // only its hash is kept

    const checked = await check(token, "fr");
    expect(checked.status).toBe(200);
    expect((await checked.json()) as InvitationDetails).toEqual({ email: "luc@example.com", role: "cleaner", language: "fr", expiresAt: invitation.expiresAt });

    const made = await accept({ token, username: "luc", password: CHOSEN }, "fr");
    expect(made.status).toBe(201);
    expect(await made.json()).toEqual({ user: { username: "luc", email: "luc@example.com", role: "cleaner" } });
    expect(
      await rowsOf(
        database,
        sql`select u.email_verified, a.role, a.language from users u join admin_users a on a.user_id = u.id where u.email = 'luc@example.com'`,
      ),
    ).toEqual([{ email_verified: true, role: "cleaner", language: "fr" }]);
    expect(await countOf(database, sql`from staff_invitations`)).toBe(0);

    // They sign in; the session names them a cleaner, in French; the link is spent.
    const signedIn = await signInAdmin(t, "luc@example.com", CHOSEN);
    expect(signedIn.res.status).toBe(200);
    expect((await (await call(t, "/api/session", { cookie: signedIn.cookie })).json()) as SessionInfo).toMatchObject({
      role: "cleaner",
      username: "luc",
      language: "fr",
    });
    const again = await check(token, "fr");
    expect(again.status).toBe(404);
    expect((await errorOf(again)).message).toMatch(/^Ce lien d’invitation n’est pas valide/);
    // The owner's list now has them, with their last sign-in, and no invitation.
    const list = (await (await call(t, BASE, { cookie: boss.cookie })).json()) as StaffList;
    expect(list.invitations).toEqual([]);
    expect(list.members.map((m) => [m.username, m.role, m.status, m.you, m.lastSignedInAt !== null])).toEqual([
      ["luc", "cleaner", "active", false, true],
      ["olivia", "owner", "active", true, true],
    ]);
    expect((await auditRows(database)).map((a) => a.action).sort()).toEqual(["staff.invite", "staff.join"]);
  });

  test("an invitation is refused for an address with an account or an open invitation; its fields are checked", async () => {
    const boss = await owner();
    await makeClientUser(database, "client@example.com");
    expect((await invite(boss.cookie, { email: "ana@example.com", role: "office", language: "en" })).status).toBe(201);
    for (const [email, message] of [
      ["OWNER@example.com", "owner@example.com already has a staff account."],
      ["client@example.com", "client@example.com is a client's sign-in address: a staff member needs an address of their own."],
      ["ana@example.com", "An invitation to ana@example.com is already waiting: send it again from the list, or revoke it first."],
    ]) {
      const res = await invite(boss.cookie, { email, role: "cleaner", language: "en" });
      expect(res.status, email).toBe(409);
      expect(await errorOf(res)).toMatchObject({ code: "conflict", message, fields: { email: message } });
    }
    const bad = await invite(boss.cookie, { email: "nope@", role: "boss", language: "de" });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).fields).toEqual({
      email: "Please enter a valid email address",
      role: "Choose a role: owner, office or cleaner.",
      language: "Choose the language of their e-mails: English or French.",
    });
    expect(await countOf(database, sql`from staff_invitations`)).toBe(1);
  });

  test("resend makes a new link (the old one stops working) even after it expired; revoke ends it; each refused twice with why", async () => {
    const boss = await owner();
    const { invitation } = (await (await invite(boss.cookie, { email: "sam@example.com", role: "office", language: "en" })).json()) as StaffInvitationAnswer;
    const first = await invitationLink("sam@example.com");
    await database.db.execute(sql`update staff_invitations set expires_at = now() - interval '1 day'`);
    const expired = await check(first.token);
    expect(expired.status).toBe(409);
    expect((await errorOf(expired)).message).toBe("This invitation has expired (a link works for 7 days). Ask the person who invited you to send it again.");
    expect(((await (await call(t, BASE, { cookie: boss.cookie })).json()) as StaffList).invitations[0]!.expired).toBe(true);

    const resent = await call(t, `${BASE}/invitations/${invitation.id}/resend`, { cookie: boss.cookie, body: {} });
    expect(resent.status).toBe(200);
    expect(((await resent.json()) as StaffInvitationAnswer).invitation.expired).toBe(false);
    const second = await invitationLink("sam@example.com");
    expect(second.token).not.toBe(first.token);
    expect((await check(first.token)).status).toBe(404);
    expect((await check(second.token)).status).toBe(200);

    const revoked = await call(t, `${BASE}/invitations/${invitation.id}/revoke`, { cookie: boss.cookie, body: {} });
    expect(revoked.status).toBe(200);
    expect(await revoked.json()).toMatchObject({ id: invitation.id, email: "sam@example.com" });
    expect((await check(second.token)).status).toBe(404);
    expect((await accept({ token: second.token, username: "sam", password: CHOSEN })).status).toBe(404);
    expect(((await (await call(t, BASE, { cookie: boss.cookie })).json()) as StaffList).invitations).toEqual([]);

    const revokeAgain = await call(t, `${BASE}/invitations/${invitation.id}/revoke`, { cookie: boss.cookie, body: {} });
    expect(revokeAgain.status).toBe(409);
    expect((await errorOf(revokeAgain)).message).toBe("The invitation to sam@example.com is already revoked.");
    const resendRevoked = await call(t, `${BASE}/invitations/${invitation.id}/resend`, { cookie: boss.cookie, body: {} });
    expect(resendRevoked.status).toBe(409);
    expect((await errorOf(resendRevoked)).message).toBe("The invitation to sam@example.com was revoked: invite them again instead.");
    // A revoked invitation does not block a new one.
    expect((await invite(boss.cookie, { email: "sam@example.com", role: "cleaner", language: "en" })).status).toBe(201);
    expect((await auditRows(database)).map((a) => a.action)).toEqual(["staff.invite", "staff.invitation.resend", "staff.invitation.revoke", "staff.invite"]);
  });

  test("accepting checks the username and password in the invitation's language; a taken username is a 409 on its field", async () => {
    const boss = await owner();
    await invite(boss.cookie, { email: "eve@example.com", role: "office", language: "fr" });
    const { token } = await invitationLink("eve@example.com");
    const short = await accept({ token, username: "ev", password: "short" }, "fr");
    expect(short.status).toBe(400);
    expect((await errorOf(short)).fields).toEqual({
      username: "Le nom d’utilisateur doit compter au moins 3\u00a0caractères",
      password: "Le mot de passe doit compter au moins 12\u00a0caractères",
    });
    const common = await accept({ token, username: "eve", password: "password1234" }, "fr");
    expect(common.status).toBe(400);
    expect((await errorOf(common)).fields).toEqual({ password: "Ce mot de passe est trop courant. Choisissez-en un plus difficile à deviner." });
    const taken = await accept({ token, username: "OLIVIA", password: CHOSEN }, "fr");
    expect(taken.status).toBe(409);
    expect((await errorOf(taken)).fields).toEqual({ username: "Ce nom d’utilisateur est déjà pris." });
    // Nothing was made by the refusals; the invitation still works.
    expect(await countOf(database, sql`from users where email = 'eve@example.com'`)).toBe(0);
    expect((await accept({ token, username: "eve", password: CHOSEN }, "fr")).status).toBe(201);
    expect((await accept({ token, username: "eve2", password: CHOSEN }, "fr")).status).toBe(404);
  });

  test("a role change is audited and told by e-mail; the same role changes nothing; the last active owner cannot give up the role", async () => {
    const boss = await owner();
    const ana = await member("office", "ana", "fr");
    const changed = await call(t, `${BASE}/${ana.userId}/role`, { method: "PUT", cookie: boss.cookie, body: { role: "cleaner" } });
    expect(changed.status).toBe(200);
    expect(((await changed.json()) as StaffMemberAnswer).member).toMatchObject({ username: "ana", role: "cleaner", status: "active" });
    const mail = await lastMailTo(database, "ana@example.com");
    expect(mail).toMatchObject({ kind: "staff.role-changed", language: "fr", subject: "Votre rôle a changé – Maple Crest Cleaning" });
    expect(mail!.text).toContain("vous travaillez désormais en tant que préposé à l’entretien.");
    // Their open session is a cleaner's from the next request: the admin area is no longer theirs.
    expect((await call(t, "/api/admin/clients", { cookie: ana.cookie })).status).toBe(404);

    const same = await call(t, `${BASE}/${ana.userId}/role`, { method: "PUT", cookie: boss.cookie, body: { role: "cleaner" } });
    expect(same.status).toBe(200);

    const last = await call(t, `${BASE}/${boss.userId}/role`, { method: "PUT", cookie: boss.cookie, body: { role: "office" } });
    expect(last.status).toBe(409);
    expect((await errorOf(last)).message).toBe(
      "olivia is the last active owner: make another staff member an owner before giving them another role. Someone must always be able to manage staff accounts and the company settings.",
    );
    // With a second owner, either may step down.
    expect((await call(t, `${BASE}/${ana.userId}/role`, { method: "PUT", cookie: boss.cookie, body: { role: "owner" } })).status).toBe(200);
    expect((await call(t, `${BASE}/${boss.userId}/role`, { method: "PUT", cookie: boss.cookie, body: { role: "office" } })).status).toBe(200);
    expect((await call(t, BASE, { cookie: boss.cookie })).status).toBe(403);

    const bad = await call(t, `${BASE}/${ana.userId}/role`, { method: "PUT", cookie: ana.cookie, body: { role: "admin" } });
    expect(bad.status).toBe(400);
    expect((await call(t, `${BASE}/nobody/role`, { method: "PUT", cookie: ana.cookie, body: { role: "office" } })).status).toBe(404);
    expect((await auditRows(database)).map((a) => [a.action, a.details])).toEqual([
      ["staff.role", { username: "ana", from: "office", to: "cleaner" }],
      ["staff.role", { username: "ana", from: "cleaner", to: "owner" }],
      ["staff.role", { username: "olivia", from: "owner", to: "office" }],
    ]);
  });

  test("deactivating ends every session of theirs at once and stops sign-in with a clear message; reactivating lets them back", async () => {
    const boss = await owner();
    const sam = await member("cleaner", "sam");
    const second = (await signInAdmin(t, "sam@example.com")).cookie;
    expect((await call(t, "/api/session", { cookie: sam.cookie })).status).toBe(200);

    const res = await call(t, `${BASE}/${sam.userId}/deactivate`, { cookie: boss.cookie, body: {} });
    expect(res.status).toBe(200);
    expect(((await res.json()) as StaffMemberAnswer).member).toMatchObject({ status: "deactivated", deactivatedAt: expect.any(String) });
    expect(await countOf(database, sql`from sessions where user_id = ${sam.userId}`)).toBe(0);
    for (const cookie of [sam.cookie, second]) expect((await call(t, "/api/session", { cookie })).status).toBe(401);
    const refused = await signInAdmin(t, "sam@example.com");
    expect(refused.res.status).toBe(403);
    expect((await errorOf(refused.res)).message).toBe(
      "This staff account is deactivated, so it can no longer sign in. Ask an owner of the company if you think this is a mistake.",
    );
    expect(refused.cookie).toBe("");
    expect(await lastMailTo(database, "sam@example.com")).toMatchObject({
      kind: "staff.deactivated",
      subject: "Your staff account is deactivated - Maple Crest Cleaning",
    });
    // No longer offered for a visit; no reset link either.
    const staff = (await (await call(t, "/api/admin/service-visits/staff", { cookie: boss.cookie })).json()) as { names: string[] };
    expect(JSON.stringify(staff)).not.toContain("sam");
    expect((await call(t, "/api/auth/request-password-reset", { body: { email: "sam@example.com" } })).status).toBe(200);
    expect((await lastMailTo(database, "sam@example.com"))!.kind).toBe("staff.deactivated");

    const again = await call(t, `${BASE}/${sam.userId}/deactivate`, { cookie: boss.cookie, body: {} });
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toBe("sam's account is already deactivated.");

    expect((await call(t, `${BASE}/${sam.userId}/reactivate`, { cookie: boss.cookie, body: {} })).status).toBe(200);
    expect(await lastMailTo(database, "sam@example.com")).toMatchObject({ kind: "staff.reactivated" });
    expect((await signInAdmin(t, "sam@example.com")).res.status).toBe(200);
    const active = await call(t, `${BASE}/${sam.userId}/reactivate`, { cookie: boss.cookie, body: {} });
    expect(active.status).toBe(409);
    expect((await errorOf(active)).message).toBe("sam's account is already active.");

    // The last active owner cannot be deactivated, not even by themselves.
    const lastOwner = await call(t, `${BASE}/${boss.userId}/deactivate`, { cookie: boss.cookie, body: {} });
    expect(lastOwner.status).toBe(409);
    expect((await errorOf(lastOwner)).message).toMatch(/^olivia is the last active owner: make another staff member an owner before deactivating them\./);
    expect((await auditRows(database)).map((a) => [a.action, a.details])).toEqual([
      ["staff.deactivate", { username: "sam", sessionsEnded: 2 }],
      ["staff.reactivate", { username: "sam", role: "cleaner" }],
    ]);
  });

  // The second is refused: 409 when it got past its role check before the first committed (the
  // owners' rows are locked, and counted again), 403 when it came after (it is no owner any more).
  test("two owners demoting each other at once leave one owner", async () => {
    const a = await owner();
    const b = await member("owner", "bea");
    const [one, two] = await Promise.all([
      call(t, `${BASE}/${b.userId}/role`, { method: "PUT", cookie: a.cookie, body: { role: "office" } }),
      call(t, `${BASE}/${a.userId}/deactivate`, { cookie: b.cookie, body: {} }),
    ]);
    const [done, refused] = [one.status, two.status].sort();
    expect(done).toBe(200);
    expect([403, 409]).toContain(refused);
    expect(await countOf(database, sql`from admin_users where role = 'owner' and deactivated_at is null`)).toBe(1);
  });

  test("office staff are refused staff accounts and Add Admin with a 403 saying why; a cleaner finds no admin route at all", async () => {
    const boss = await owner();
    const office = await member("office", "ana");
    const cleaner = await member("cleaner", "luc");
    for (const [method, path, body] of [
      ["GET", BASE, undefined],
      ["POST", `${BASE}/invitations`, { email: "x@example.com", role: "owner", language: "en" }],
      ["PUT", `${BASE}/${boss.userId}/role`, { role: "office" }],
      ["POST", `${BASE}/${boss.userId}/deactivate`, {}],
    ] as const) {
      const res = await call(t, path, { method, body, cookie: office.cookie });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect((await errorOf(res)).message).toBe(OWNER_STAFF);
    }
    const add = await call(t, "/api/admin/admins", { cookie: office.cookie, body: { username: "sneaky", email: "sneaky@example.com", password: CHOSEN } });
    expect(add.status).toBe(403);
    expect((await errorOf(add)).message).toBe(OWNER_ADDS);
    // A cleaner: the answer of an address no route has, for the admin area whatever exists there.
    const unknown = await errorOf(await call(t, "/api/admin/no-such-thing", { cookie: boss.cookie }));
    for (const path of [BASE, "/api/admin/clients", "/api/admin/settings"]) {
      const res = await call(t, path, { cookie: cleaner.cookie });
      expect(res.status, path).toBe(404);
      expect(await errorOf(res), path).toEqual(unknown);
    }
    expect(await countOf(database, sql`from staff_invitations`)).toBe(0);
    expect(await countOf(database, sql`from admin_users where role = 'owner'`)).toBe(1);
  });

  test("Add Admin makes an office account, audited; verified, it signs in to the admin area but not to staff accounts", async () => {
    const boss = await owner();
    const res = await call(t, "/api/admin/admins", { cookie: boss.cookie, body: { username: "newbie", email: "newbie@example.com", password: CHOSEN } });
    expect(res.status).toBe(201);
    const [row] = await rowsOf<{ role: string; verified: boolean }>(
      database,
      sql`select a.role, u.email_verified as verified from admin_users a join users u on u.id = a.user_id where a.email = 'newbie@example.com'`,
    );
    expect(row).toEqual({ role: "office", verified: false });
    expect((await auditRows(database)).map((a) => [a.action, a.details])).toEqual([
      ["staff.create", { username: "newbie", email: "newbie@example.com", role: "office" }],
    ]);
    await database.db.execute(sql`update users set email_verified = true where email = 'newbie@example.com'`);
    const { cookie } = await signInAdmin(t, "newbie@example.com", CHOSEN);
    expect((await call(t, "/api/admin/clients", { cookie })).status).toBe(200);
    expect((await call(t, BASE, { cookie })).status).toBe(403);
  });
});
