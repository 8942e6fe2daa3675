import { sql } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import type { ApiErrorBody } from "../../shared/api-error";
import type { Database } from "../db/client";
import { VALIDATION_MESSAGES } from "../../shared/i18n/validation";
import { assessmentBody } from "../test/assessment-fixture";
import { countOf, rowsOf, type TestApp, useAuthTestApp } from "../test/auth-fixtures";
import { call, makeAdmin } from "../test/auth-helpers";
import { testDbKinds } from "../test/test-db";

// One test per defect the generated requests found (docs/decisions/020).

const consultation = { name: "Ada Lovelace", email: "ada@example.com", phone: "613-555-0100" };

describe.each(testDbKinds)("input the generated requests found on %s", (kind) => {
  let database: Database;
  let t: TestApp;
  useAuthTestApp(kind, (db, app) => ((database = db), (t = app)));

  test("text holding U+0000 answers 400 naming the field (it was a 500: PostgreSQL text cannot store it); nothing is stored", async () => {
    for (const [path, body, field] of [
      ["/api/consultations", { ...consultation, name: "Ada\u0000\u0000" }, "name"],
      ["/api/consultations", { ...consultation, message: "Hello\u0000" }, "message"],
      ["/api/assessments", { ...assessmentBody(), property_address: "\u0000" }, "property_address"],
    ] as const) {
      const res = await call(t, path, { body });
      expect(res.status, `${path} ${field}`).toBe(400);
      expect(((await res.json()) as ApiErrorBody).error.fields).toEqual({ [field]: VALIDATION_MESSAGES.nul });
    }
    for (const table of [sql`from consultations`, sql`from job_assessments`, sql`from outbox`]) expect(await countOf(database, table)).toBe(0);
  });

  test("a lone surrogate (half an emoji) is stored as U+FFFD (it was a 500 on PGlite)", async () => {
    const res = await call(t, "/api/consultations", { body: { ...consultation, phone: "613-555-0100 \u21bb\udfff" } });
    expect(res.status).toBe(201);
    const [row] = await rowsOf<{ phone: string }>(database, sql`select phone from consultations`);
    expect(row!.phone).toBe("613-555-0100 \u21bb\ufffd");
  });

  test("a staff password of 128 emoji is checked like any other; 129 is refused by the schema and counts no attempt", async () => {
    // better-auth counted UTF-16 units (256 here) and refused it with its own 400 after the
    // lockout had counted the attempt; the schema counts characters.
    await makeAdmin(t, database);
    const wrong = await call(t, "/api/auth/sign-in/email", { body: { email: "admin@example.com", password: "🧹".repeat(128) } });
    expect(wrong.status).toBe(401);
    expect(await countOf(database, sql`from rate_limits where key = 'sign-in:admin@example.com'`)).toBe(1);
    await database.db.execute(sql`delete from rate_limits`);
    const long = await call(t, "/api/auth/sign-in/email", { body: { email: "admin@example.com", password: "🧹".repeat(129) } });
    expect(long.status).toBe(400);
    expect(((await long.json()) as ApiErrorBody).error.fields).toEqual({ password: "Password must be at most 128 characters" });
    expect(await countOf(database, sql`from rate_limits`)).toBe(0);
  });

  test("the link routes answer their refusals in the API's error shape (they answered better-auth's own)", async () => {
    const foreign = await call(t, "/api/auth/magic-link/verify?token=nope&callbackURL=https%3A%2F%2Fevil.example.com");
    expect(foreign.status).toBe(403);
    expect(((await foreign.json()) as ApiErrorBody).error.code).toBe("forbidden");
    const noToken = await call(t, "/api/auth/verify-email");
    expect(noToken.status).toBe(400);
    const body = (await noToken.json()) as ApiErrorBody;
    expect(body.error.code).toBe("bad_request");
    expect(Object.keys(body)).toEqual(["error"]);
    // A redirect still passes through as it is.
    const redirect = await call(t, "/api/auth/magic-link/verify?token=nope&callbackURL=%2Fclient-dashboard&errorCallbackURL=%2Fclient-login");
    expect(redirect.status).toBe(302);
  });
});
