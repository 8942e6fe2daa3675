import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, test } from "vitest";
import type { RetentionOverview, RetentionRunStarted, RetentionSettings } from "../../shared/schemas/retention";
import { rowsOf } from "../test/auth-fixtures";
import { call, makeAdmin, signInAdmin } from "../test/auth-helpers";
import { useClientTestApp } from "../test/client-fixtures";
import { adminCall, adminError, auditRows } from "../test/lead-fixtures";
import { DUE, seedRetentionWorld } from "../test/retention-fixtures";
import { emptyTablesOf, testDbKinds } from "../test/test-db";
import { retentionRunTime } from "../services/retention/cutoffs";
import { scheduleRetentionRun } from "../services/retention/retention-job";
import { addDays } from "../../shared/calendar-date";
import { businessDay } from "../../shared/business-time";
import { OWNER_RETENTION } from "./admin-retention";

// Retention in the admin (decision 055): the periods (owner only, audited, bounds named by field),
// the runs and the next one, and Run retention now (any admin; a second run changes nothing).

const BASE = "/api/admin/retention";

describe.each(testDbKinds)("retention routes on %s", (kind) => {
  const ctx = useClientTestApp(kind);
  beforeEach(() => emptyTablesOf(ctx.database.db, "consultations", "retention_runs", "retention_settings", "confidentiality_incidents"));
  const overview = () => adminCall<RetentionOverview>(ctx, BASE);

  test("GET: the defaults until the owner saves, no runs yet, and the next run at 3 a.m. Ottawa time", async () => {
    const first = await overview();
    expect(first).toEqual({ settings: { enquiryMonths: 24, mailBodyDays: 90, updatedAt: null, canEdit: true }, runs: [], nextRunAt: expect.any(String) });
    const next = new Date(first.nextRunAt);
    expect([retentionRunTime(businessDay()).getTime(), retentionRunTime(addDays(businessDay(), 1)).getTime()]).toContain(next.getTime());
    expect(next.getTime()).toBeGreaterThan(Date.now());
    // With a job scheduled (the server's), the job's time.
    await scheduleRetentionRun(ctx.database.db, addDays(businessDay(), 3));
    await ctx.database.db.execute(sql`delete from jobs where dedupe_key <> ${`retention.run:${addDays(businessDay(), 3)}`}`);
    expect((await overview()).nextRunAt).toBe(retentionRunTime(addDays(businessDay(), 3)).toISOString());
  });

  test("PUT settings: the owner saves the periods; the change is audited with old and new values; saving them unchanged audits nothing", async () => {
    const saved = await adminCall<RetentionSettings>(ctx, `${BASE}/settings`, { method: "PUT", body: { enquiryMonths: 12, mailBodyDays: 60 } });
    expect(saved).toEqual({ enquiryMonths: 12, mailBodyDays: 60, updatedAt: expect.any(String), canEdit: true });
    expect((await overview()).settings).toEqual(saved);
    // The privacy page states the periods in force from then on.
    expect(await (await call(ctx.t, "/api/privacy-page")).json()).toMatchObject({ enquiryMonths: 12, mailBodyDays: 60 });
    await adminCall(ctx, `${BASE}/settings`, { method: "PUT", body: { enquiryMonths: 12, mailBodyDays: 60 } });
    const audits = (await auditRows(ctx.database)).filter((r) => r.action === "settings.update");
    expect(audits).toEqual([
      {
        action: "settings.update",
        entity: "retention_settings",
        entityId: "1",
        actorUserId: ctx.adminId,
        actorEmail: "admin@example.com",
        details: { changed: { enquiryMonths: { from: 24, to: 12 }, mailBodyDays: { from: 90, to: 60 } } },
      },
    ]);
  });

  test("PUT settings with bad periods: 400 naming each field, nothing saved", async () => {
    const cases: [unknown, Record<string, string>][] = [
      [
        { enquiryMonths: 3, mailBodyDays: 7 },
        {
          enquiryMonths: "Enquiries must be kept at least 6 months (implied consent from an enquiry lasts 6 months).",
          mailBodyDays: "Sent e-mail contents must be kept at least 30 days (staff answer questions about what was sent).",
        },
      ],
      [{ enquiryMonths: 1000, mailBodyDays: 90 }, { enquiryMonths: "Enquiries may be kept at most 120 months (10 years)." }],
      [
        { enquiryMonths: "24", mailBodyDays: null },
        { enquiryMonths: "Enquiries must be a whole number of months.", mailBodyDays: "Sent e-mail contents must be a whole number of days." },
      ],
      [[], { body: expect.any(String) }],
    ];
    for (const [body, fields] of cases) {
      const error = await adminError(ctx, `${BASE}/settings`, { method: "PUT", body }, "validation");
      expect(error.status).toBe(400);
      expect(error.fields).toEqual(fields);
    }
    expect((await overview()).settings.updatedAt).toBeNull();
    expect(await rowsOf(ctx.database, sql`select 1 from retention_settings`)).toEqual([]);
  });

  test("retention is part of the settings: office staff neither read, save nor run it (403 saying so); a second owner does", async () => {
    await makeAdmin(ctx.t, ctx.database, "second@example.com", "second", "office");
    await makeAdmin(ctx.t, ctx.database, "third@example.com", "third", "owner");
    const cookie = (await signInAdmin(ctx.t, "second@example.com")).cookie;
    for (const [method, path, body] of [
      ["GET", BASE, undefined],
      ["PUT", `${BASE}/settings`, { enquiryMonths: 12, mailBodyDays: 60 }],
      ["POST", `${BASE}/runs`, undefined],
    ] as const) {
      const refused = await call(ctx.t, path, { method, body, cookie });
      expect(refused.status, `${method} ${path}`).toBe(403);
      expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(OWNER_RETENTION);
    }
    expect(await rowsOf(ctx.database, sql`select 1 from retention_runs`)).toEqual([]);
    const owner = (await signInAdmin(ctx.t, "third@example.com")).cookie;
    expect(((await (await call(ctx.t, BASE, { cookie: owner })).json()) as RetentionOverview).settings.canEdit).toBe(true);
    const run = await call(ctx.t, `${BASE}/runs`, { method: "POST", cookie: owner });
    expect(run.status).toBe(201);
    expect(((await run.json()) as RetentionRunStarted).run.actorEmail).toBe("third@example.com");
    await ctx.database.db.execute(sql`delete from users where email in ('second@example.com', 'third@example.com')`);
  });

  test("POST runs: what was due is done and said; a second run does nothing; the runs list them newest first", async () => {
    await seedRetentionWorld(ctx.database.db);
    const { run } = await adminCall<RetentionRunStarted>(ctx, `${BASE}/runs`, { method: "POST" }, 201);
    expect(run).toMatchObject({
      trigger: "manual",
      actorEmail: "admin@example.com",
      finishedAt: expect.any(String),
      settings: { enquiryMonths: 24, mailBodyDays: 90 },
    });
    expect(Object.fromEntries(run.counts.map((c) => [c.category, c.rows]))).toEqual(DUE);
    expect(run.counts.map((c) => c.category)).toEqual([
      "consultations",
      "assessments",
      "leads",
      "mail_bodies",
      "mail_recipients",
      "incidents",
      "audit_log",
      "staff_invitations",
    ]);

    const again = await adminCall<RetentionRunStarted>(ctx, `${BASE}/runs`, { method: "POST" }, 201);
    expect(again.run.counts.every((c) => c.rows === 0)).toBe(true);
    const { runs } = await overview();
    expect(runs.map((r) => r.id)).toEqual([again.run.id, run.id]);
  });

  test("a shorter period set by the owner applies to the next run", async () => {
    await ctx.database.db.execute(sql`insert into consultations (name, email, phone, created_at)
      values ('Seven Months', 'seven@example.com', '613-555-0141', now() - interval '7 months'),
             ('Five Months', 'five@example.com', '613-555-0142', now() - interval '5 months')`);
    const before = await adminCall<RetentionRunStarted>(ctx, `${BASE}/runs`, { method: "POST" }, 201);
    expect(before.run.counts.find((c) => c.category === "consultations")!.rows).toBe(0);
    await adminCall(ctx, `${BASE}/settings`, { method: "PUT", body: { enquiryMonths: 6, mailBodyDays: 90 } });
    const after = await adminCall<RetentionRunStarted>(ctx, `${BASE}/runs`, { method: "POST" }, 201);
    expect(after.run.settings).toEqual({ enquiryMonths: 6, mailBodyDays: 90 });
    expect(after.run.counts.find((c) => c.category === "consultations")!.rows).toBe(1);
    expect(await rowsOf(ctx.database, sql`select email from consultations order by email`)).toEqual([{ email: "" }, { email: "five@example.com" }]);
  });
});
