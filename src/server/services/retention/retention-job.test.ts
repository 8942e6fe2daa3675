import { sql } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { businessDay } from "../../../shared/business-time";
import { addDays } from "../../../shared/calendar-date";
import { RETENTION_CATEGORIES, type RetentionCategory, type RetentionRun } from "../../../shared/schemas/retention";
import { queryRows, type Database, type Db } from "../../db/client";
import { createJobRunner } from "../../jobs/worker";
import { silentLogger } from "../../test/test-app";
import { postgresOnly, testDbKinds } from "../../test/test-db";
import { useTestDb, useTwoPools } from "../../test/use-test-db";
import { DUE, KEPT_CLIENT, retentionTables, seedRetentionWorld, type RetentionWorld } from "../../test/retention-fixtures";
import { ANONYMISED_NAME, REMOVED_SUBJECT } from "./categories";
import { retentionRunTime } from "./cutoffs";
import { nextRetentionRun, retentionJobHandler, scheduleRetentionRun } from "./retention-job";
import { listRetentionRuns, runRetentionNow } from "./run-retention";

// The retention job (decision 055) on a real database: a run anonymises or removes exactly what is
// past due, a second run changes nothing, batches continue in follow-up jobs, and neither a
// crashed run nor two runs at once count a row twice. A client's enquiries and mail stay.

const actor = { userId: null, email: "staff@example.com" };
const zero = Object.fromEntries(RETENTION_CATEGORIES.map((c) => [c, 0])) as Record<RetentionCategory, number>;
const countsOf = (run: RetentionRun) => Object.fromEntries(run.counts.map((c) => [c.category, c.rows])) as Record<RetentionCategory, number>;

/** The counts of every run, added up per category. */
async function totals(db: Db): Promise<Record<RetentionCategory, number>> {
  const rows = await queryRows<{ category: RetentionCategory; n: number }>(
    db,
    sql`select category, sum(rows)::int as n from retention_run_counts group by category`,
  );
  return { ...zero, ...Object.fromEntries(rows.map((r) => [r.category, Number(r.n)])) };
}

/** What the tables hold of each seeded row after a run. */
async function state(db: Db, w: RetentionWorld) {
  const one = async <T>(query: ReturnType<typeof sql>) => (await queryRows<T>(db, query))[0];
  return {
    consultation: (id: string) =>
      one<{ name: string; email: string; phone: string; company: string | null; message: string | null; anonymized: boolean }>(
        sql`select name, email, phone, company, message, anonymized_at is not null as anonymized from consultations where id = ${id}`,
      ),
    assessment: (id: string) =>
      one<Record<string, unknown>>(
        sql`select full_name, email, phone_number, property_address, postcode, property_size, custom_frequency, pet_type, pets,
                   special_requirements, property_type, service_type, frequency, anonymized_at is not null as anonymized
            from job_assessments where id = ${id}`,
      ),
    lead: (id: string) =>
      one<Record<string, unknown>>(
        sql`select full_name, email, phone_number, address, details, comments, anonymized_at is not null as anonymized from leads where id = ${id}`,
      ),
    mail: (id: string) =>
      one<Record<string, unknown>>(
        sql`select "to", reply_to, subject, text, html, (select count(*)::int from outbox_attachments f where f.outbox_id = o.id) as files,
                   body_removed_at is not null as body_removed, recipient_removed_at is not null as recipient_removed
            from outbox o where id = ${id}`,
      ),
    incidentIds: async () => (await queryRows<{ id: string }>(db, sql`select id from confidentiality_incidents order by id`)).map((r) => r.id),
    auditIds: async () => (await queryRows<{ id: string }>(db, sql`select id from audit_log order by id`)).map((r) => r.id),
    world: w,
  };
}

describe.each(testDbKinds)("retention on %s", (kind) => {
  let database: Database;
  useTestDb(kind, (db) => (database = db));

  test("a run anonymises or removes exactly what is past due, and a client's enquiries and mail stay", async () => {
    const w = await seedRetentionWorld(database.db);
    const run = await runRetentionNow({ db: database.db, actor });
    expect(countsOf(run)).toEqual(DUE);
    expect(run).toMatchObject({ trigger: "manual", actorEmail: "staff@example.com", settings: { enquiryMonths: 24, mailBodyDays: 90 } });
    expect(run.finishedAt).toEqual(expect.any(String));
    const s = await state(database.db, w);

    // Enquiries of people who never became clients, past 24 months: nobody can be identified; counts and dates stay.
    expect(await s.consultation(w.consultations.due)).toEqual({ name: ANONYMISED_NAME, email: "", phone: "", company: null, message: null, anonymized: true });
    expect(await s.assessment(w.assessments.due)).toMatchObject({
      full_name: ANONYMISED_NAME,
      email: "",
      phone_number: "",
      property_address: null,
      postcode: "K1P",
      property_size: "2 Bedrooms",
      custom_frequency: null,
      pet_type: null,
      pets: true,
      special_requirements: null,
      property_type: ["home"],
      service_type: ["regular"],
      frequency: "custom",
      anonymized: true,
    });
    expect(await s.assessment(w.assessments.customSize)).toMatchObject({ property_size: "Custom Size", postcode: "K2P", anonymized: true });
    expect(await s.lead(w.leads.due)).toEqual({
      full_name: ANONYMISED_NAME,
      email: null,
      phone_number: "",
      address: null,
      details: null,
      comments: null,
      anonymized: true,
    });

    // Not due, or a client's (by e-mail in any case, by phone, by a link): untouched.
    for (const id of [w.consultations.recent, w.consultations.clientByEmail, w.consultations.clientByPhone])
      expect(await s.consultation(id), id).toMatchObject({ anonymized: false, company: "Acme" });
    for (const id of [w.assessments.recent, w.assessments.linked, w.assessments.madeClient])
      expect(await s.assessment(id), id).toMatchObject({ anonymized: false, special_requirements: "Gate code 1234" });
    for (const id of [w.leads.worked, w.leads.converted, w.leads.clientLead])
      expect(await s.lead(id), id).toMatchObject({ anonymized: false, address: "1 Bank St" });

    // E-mails sent over 90 days ago lose their contents and files; a notice to the company its subject naming the person.
    expect(await s.mail(w.mail.oldSent)).toEqual({
      to: KEPT_CLIENT.email,
      reply_to: null,
      subject: "Your quote Q-2024-0001",
      text: "",
      html: null,
      files: 0,
      body_removed: true,
      recipient_removed: false,
    });
    expect(await s.mail(w.mail.oldNotify)).toMatchObject({
      to: "quotes@maplecrestcleaning.ca",
      reply_to: null,
      subject: REMOVED_SUBJECT,
      text: "",
      body_removed: true,
    });
    expect(await s.mail(w.mail.recentSent)).toMatchObject({ text: "Body of recentSent", files: 1, body_removed: false });
    expect(await s.mail(w.mail.unsent)).toMatchObject({ text: "Body of unsent", body_removed: false });
    // The address of a visitor who never became a client goes with their enquiry; a client's stays.
    expect(await s.mail(w.mail.visitorConfirm)).toMatchObject({ to: "", subject: "We received your request", body_removed: true, recipient_removed: true });
    expect(await s.mail(w.mail.clientLogin)).toMatchObject({ to: "Kept@Example.com", body_removed: true, recipient_removed: false });

    // The incident closed five years and a day ago leaves with its history; the audit log keeps six years.
    expect(await s.incidentIds()).toEqual([w.incidents.lastDay, w.incidents.open].sort());
    expect(await s.auditIds()).toEqual([w.audit.recent, w.audit.ofOpenIncident].sort());
    // Staff invitations revoked or expired over 30 days ago are removed; a recent revocation and an open one stay.
    const invitations = await queryRows<{ id: string }>(database.db, sql`select id from staff_invitations order by id`);
    expect(invitations.map((i) => i.id)).toEqual([w.invitations.revokedRecently, w.invitations.open].sort());

    // Counts the business needs stay: every enquiry row is still there.
    const [rows] = await queryRows<{ c: number; a: number; l: number }>(
      database.db,
      sql`select (select count(*)::int from consultations) as c, (select count(*)::int from job_assessments) as a, (select count(*)::int from leads) as l`,
    );
    expect(rows).toEqual({ c: 4, a: 5, l: 4 });
  });

  test("an announcement withheld for want of consent loses its contents and a visitor's address as a sent one does", async () => {
    const at = (days: number) => new Date(Date.now() - days * 86_400_000);
    const withheld = (to: string, days: number) =>
      queryRows<{ id: string }>(
        database.db,
        sql`insert into outbox (kind, "to", subject, text, html, withheld_at, created_at)
            values ('announcement.send', ${to}, 'Spring offer', 'Dear reader', '<p>Dear reader</p>', ${at(days)}, ${at(days)}) returning id`,
      ).then((rows) => rows[0]!.id);
    const old = await withheld("old.reader@example.com", 91);
    const recent = await withheld("new.reader@example.com", 10);
    const run = await runRetentionNow({ db: database.db, actor });
    expect(countsOf(run).mail_bodies).toBe(1);
    const s = await state(database.db, {} as RetentionWorld);
    expect(await s.mail(old)).toMatchObject({ text: "", html: null, subject: "Spring offer", body_removed: true });
    expect(await s.mail(recent)).toMatchObject({ text: "Dear reader", body_removed: false });
  });

  test("a second run changes nothing and counts nothing", async () => {
    await seedRetentionWorld(database.db);
    await runRetentionNow({ db: database.db, actor });
    const after = await retentionTables(database.db);
    const again = await runRetentionNow({ db: database.db, actor });
    expect(countsOf(again)).toEqual(zero);
    expect(await retentionTables(database.db)).toEqual(after);
    expect(await totals(database.db)).toEqual(DUE);
  });

  test("the daily job runs at 3 a.m. in Ottawa, in batches continued by follow-up jobs, and schedules the next day's", async () => {
    await seedRetentionWorld(database.db);
    // Yesterday's run, missed while the server was down: due at once.
    const yesterday = addDays(businessDay(), -1);
    expect(await scheduleRetentionRun(database.db, yesterday)).toBe(true);
    expect(await scheduleRetentionRun(database.db, yesterday)).toBe(false);
    const runner = createJobRunner({ db: database.db, handlers: { "retention.run": retentionJobHandler({ batch: 1 }) }, logger: silentLogger });
    let ran = 0;
    for (let pass = 0; pass < 10; pass++) ran += (await runner.runDue()).ran;
    // A batch of one: the largest category (4 e-mails) takes four rounds and a fifth that finds nothing.
    expect(ran).toBe(5);

    const runs = await listRetentionRuns(database.db);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ trigger: "daily", actorEmail: null, finishedAt: expect.any(String) });
    expect(countsOf(runs[0]!)).toEqual(DUE);
    const jobs = await queryRows<{ dedupe_key: string; run_at: Date | string; done: boolean; payload: { runId?: string } }>(
      database.db,
      sql`select dedupe_key, run_at, done_at is not null as done, payload from jobs order by created_at, dedupe_key`,
    );
    const tomorrow = addDays(businessDay(), 1);
    expect(jobs.filter((j) => !j.done)).toEqual([{ dedupe_key: `retention.run:${tomorrow}`, run_at: expect.anything(), done: false, payload: {} }]);
    expect(new Date(jobs.find((j) => !j.done)!.run_at).toISOString()).toBe(retentionRunTime(tomorrow).toISOString());
    expect(jobs.filter((j) => j.dedupe_key.startsWith("retention.run:more:")).map((j) => j.payload.runId)).toEqual(Array(4).fill(runs[0]!.id));
    expect((await nextRetentionRun(database.db)).toISOString()).toBe(retentionRunTime(tomorrow).toISOString());
  });

  test("a run that crashes part way keeps what it committed, counted once; the next run takes the rest", async () => {
    const w = await seedRetentionWorld(database.db);
    // The second assessment (by age) cannot be written: the run fails in its second round.
    await database.db.execute(
      sql.raw(`create or replace function retention_test_crash() returns trigger language plpgsql as $$
      begin if old.full_name = 'Custom Size' then raise exception 'disk full'; end if; return new; end $$`),
    );
    await database.db.execute(
      sql.raw(`create trigger retention_test_crash before update on job_assessments for each row execute function retention_test_crash()`),
    );
    try {
      const failed = await runRetentionNow({ db: database.db, actor, limit: 1 }).catch((err: Error) => err);
      expect(String((failed as Error).cause)).toContain("disk full");
      const [crashed] = await listRetentionRuns(database.db);
      expect(crashed!.finishedAt).toBeNull();
      // Its first round committed, the second rolled back with its counts.
      expect(countsOf(crashed!)).toEqual({
        ...zero,
        consultations: 1,
        assessments: 1,
        leads: 1,
        mail_bodies: 1,
        mail_recipients: 1,
        incidents: 1,
        audit_log: 1,
        staff_invitations: 1,
      });
      expect(await queryRows(database.db, sql`select id from job_assessments where anonymized_at is not null`)).toEqual([{ id: w.assessments.due }]);
    } finally {
      await database.db.execute(sql.raw(`drop trigger retention_test_crash on job_assessments`));
    }
    const next = await runRetentionNow({ db: database.db, actor, limit: 1 });
    expect(countsOf(next)).toEqual({ ...zero, assessments: 1, mail_bodies: 3, staff_invitations: 1 });
    expect(await totals(database.db)).toEqual(DUE);
  });

  test("a failing daily round is retried by the job worker without counting it twice", async () => {
    await seedRetentionWorld(database.db);
    await scheduleRetentionRun(database.db, businessDay());
    await database.db.execute(sql`update jobs set run_at = now() - interval '1 minute'`);
    await database.db.execute(
      sql.raw(`create or replace function retention_test_crash() returns trigger language plpgsql as $$
      begin raise exception 'connection lost'; end $$`),
    );
    await database.db.execute(sql.raw(`create trigger retention_test_crash before delete on audit_log for each row execute function retention_test_crash()`));
    const runner = createJobRunner({ db: database.db, handlers: { "retention.run": retentionJobHandler() }, logger: silentLogger });
    try {
      expect(await runner.runDue()).toEqual({ ran: 0, more: false });
      // Rolled back whole: no run, nothing changed, the next day not yet scheduled; the job waits for its retry.
      expect(await listRetentionRuns(database.db)).toEqual([]);
      expect(await queryRows(database.db, sql`select id from consultations where anonymized_at is not null`)).toEqual([]);
      expect(await queryRows(database.db, sql`select attempts, last_error from jobs`)).toEqual([
        { attempts: 1, last_error: expect.stringContaining("delete from audit_log") },
      ]);
    } finally {
      await database.db.execute(sql.raw(`drop trigger retention_test_crash on audit_log`));
    }
    await database.db.execute(sql`update jobs set run_at = now() - interval '1 second'`);
    expect((await runner.runDue()).ran).toBe(1);
    expect(await totals(database.db)).toEqual(DUE);
    expect(await listRetentionRuns(database.db)).toHaveLength(1);
  });

  test("two runs at once each take other rows: together they count every due row once", async () => {
    await seedRetentionWorld(database.db);
    const [a, b] = await Promise.all([runRetentionNow({ db: database.db, actor, limit: 1 }), runRetentionNow({ db: database.db, actor, limit: 1 })]);
    for (const c of RETENTION_CATEGORIES) expect(countsOf(a)[c] + countsOf(b)[c], c).toBe(DUE[c]);
    expect(await totals(database.db)).toEqual(DUE);
  });
});

describe.each(postgresOnly)("retention from two server processes on one %s database", () => {
  let pools: [Database, Database];
  useTwoPools((opened) => (pools = opened));

  test("two runs side by side on separate connection pools anonymise each due row once and count it once", async () => {
    const [a, b] = pools;
    // Many rows, so the two runs overlap batch after batch.
    await a.db.execute(sql`insert into consultations (name, email, phone, created_at)
      select 'Visitor ' || i, 'visitor' || i || '@example.com', '613-555-' || lpad(i::text, 4, '0'), now() - interval '3 years' - i * interval '1 minute'
      from generate_series(1, 3000) i`);
    await a.db.execute(sql`insert into clients (full_name, email, phone_number) values ('Visitor 7', 'visitor7@example.com', '613-555-9999')`);
    const [ra, rb] = await Promise.all([runRetentionNow({ db: a.db, actor, limit: 50 }), runRetentionNow({ db: b.db, actor, limit: 50 })]);
    expect(countsOf(ra).consultations).toBeGreaterThan(0);
    expect(countsOf(rb).consultations).toBeGreaterThan(0);
    expect(countsOf(ra).consultations + countsOf(rb).consultations).toBe(2999);
    const [n] = await queryRows<{ anonymised: number; kept: string }>(
      a.db,
      sql`select count(*) filter (where anonymized_at is not null)::int as anonymised, string_agg(name, ',') filter (where anonymized_at is null) as kept from consultations`,
    );
    expect(n).toEqual({ anonymised: 2999, kept: "Visitor 7" });
  }, 60_000);
});
