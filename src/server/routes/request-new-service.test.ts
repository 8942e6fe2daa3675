import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import type { PortalProfile } from "../../shared/portal";
import { SESSION_HINT_COOKIE } from "../../shared/session-hint";
import { jobAssessments } from "../db/schema/index";
import { signInNewClient } from "../test/auth-fixtures";
import { assessmentBody } from "../test/assessment-fixture";
import { call } from "../test/auth-helpers";
import { useClientTestApp } from "../test/client-fixtures";
import { seedQuoteClient } from "../test/quote-fixtures";
import { testDbKinds } from "../test/test-db";

// Request New Service: a signed-in client's quote request starts with their contact data
// (GET /api/portal/profile) and the stored assessment is tied to their client record, found from
// the session and never from the body.

describe.each(testDbKinds)("request new service on %s", (kind) => {
  const ctx = useClientTestApp(kind);
  let n = 0;

  async function signedIn(province: "ON" | "QC" = "ON") {
    const email = `request${++n}-${kind}@example.com`;
    const { clientId } = await seedQuoteClient(ctx.database, email, province, `Robin Request ${n}`);
    const { res, cookie } = await signInNewClient(ctx.t, ctx.database, email);
    return { email, clientId, cookie, res };
  }
  const post = (body: unknown, cookie?: string) => call(ctx.t, "/api/assessments", { body, cookie });
  const stored = (id: string) => ctx.database.db.select({ clientId: jobAssessments.clientId }).from(jobAssessments).where(eq(jobAssessments.id, id));

  test("the login link sets the readable session hint; sign-out removes it", async () => {
    const { res, cookie } = await signedIn();
    const hint = res.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_HINT_COOKIE}=`));
    expect(hint).toMatch(new RegExp(`^${SESSION_HINT_COOKIE}=1; Path=/; Max-Age=\\d+; SameSite=Lax`));
    expect(hint).not.toMatch(/HttpOnly/i);
    const out = await call(ctx.t, "/api/auth/sign-out", { body: {}, cookie });
    expect(out.headers.getSetCookie()).toContain(`${SESSION_HINT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`);
  });

  test("the profile: the client's name, e-mail, phone and first address", async () => {
    const { email, cookie } = await signedIn("QC");
    const res = await call(ctx.t, "/api/portal/profile", { cookie });
    expect(res.status).toBe(200);
    expect((await res.json()) as PortalProfile).toEqual({
      fullName: `Robin Request ${n}`,
      email,
      phoneNumber: "613-555-0100",
      address: { line: "12 Main St, Gatineau, QC", postalCode: "J8X 3X7" },
    });
  });

  test("an account without a client record: its own e-mail, nothing else to prefill", async () => {
    const email = `noclient${++n}-${kind}@example.com`;
    const { cookie } = await signInNewClient(ctx.t, ctx.database, email, "Sam Account");
    const res = await call(ctx.t, "/api/portal/profile", { cookie });
    expect((await res.json()) as PortalProfile).toEqual({ fullName: "Sam Account", email, phoneNumber: null, address: null });
    // Nothing to tie the request to either.
    const made = await post(assessmentBody(email), cookie);
    expect(made.status).toBe(201);
    expect(await stored(((await made.json()) as { id: string }).id)).toEqual([{ clientId: null }]);
  });

  test("a signed-in client's assessment is tied to their client", async () => {
    const { email, clientId, cookie } = await signedIn();
    const res = await post(assessmentBody(email), cookie);
    expect(res.status).toBe(201);
    expect(await stored(((await res.json()) as { id: string }).id)).toEqual([{ clientId }]);
  });

  test("a visitor's assessment is tied to nobody", async () => {
    const res = await post(assessmentBody("visitor@example.com"));
    expect(res.status).toBe(201);
    expect(await stored(((await res.json()) as { id: string }).id)).toEqual([{ clientId: null }]);
  });

  test("a client id in the body is ignored: a visitor's stays untied, a client's stays their own", async () => {
    const a = await signedIn();
    const b = await signedIn();
    const forged = { ...assessmentBody("visitor@example.com"), clientId: a.clientId, client_id: a.clientId };
    const visitor = await post(forged);
    expect(visitor.status).toBe(201);
    expect(await stored(((await visitor.json()) as { id: string }).id)).toEqual([{ clientId: null }]);
    const other = await post({ ...assessmentBody(b.email), clientId: a.clientId, client_id: a.clientId }, b.cookie);
    expect(other.status).toBe(201);
    expect(await stored(((await other.json()) as { id: string }).id)).toEqual([{ clientId: b.clientId }]);
  });

  test("an admin's session ties nothing, and the profile is the portal's (403 for staff, 401 signed out)", async () => {
    const admin = await post(assessmentBody("staff@example.com"), ctx.admin);
    expect(admin.status).toBe(201);
    expect(await stored(((await admin.json()) as { id: string }).id)).toEqual([{ clientId: null }]);
    expect((await call(ctx.t, "/api/portal/profile", { cookie: ctx.admin })).status).toBe(403);
    expect((await call(ctx.t, "/api/portal/profile")).status).toBe(401);
  });
});
