import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { businessDay } from "../../../shared/business-time";
import { addDays } from "../../../shared/calendar-date";
import type { Database } from "../../db/client";
import { clients, jobs, outbox, serviceVisits } from "../../db/schema/index";
import { transaction } from "../../db/transaction";
import { loadConfig } from "../../env";
import type { JobHandlers } from "../../jobs/kinds";
import { createJobRunner } from "../../jobs/worker";
import { seedQuoteClient } from "../../test/quote-fixtures";
import { seedServiceVisit } from "../../test/service-visit-fixtures";
import { silentLogger } from "../../test/test-app";
import { testDbKinds } from "../../test/test-db";
import { useTestDb } from "../../test/use-test-db";
import { scheduleVisitReminderRun, visitReminderJobHandler } from "./visit-reminder-job";
import { runVisitReminderPass } from "./visit-reminders";

// The day-before reminder: one e-mail per visit and day, whatever the number of passes; a visit
// moved to another day gets one for its new day; nothing for cancelled visits or clients without
// an e-mail address; the hourly job waits for 8 a.m. in Ottawa.

const config = loadConfig({ DATA_DIR: "/tmp/unused-test-data", APP_URL: "https://maplecrest.example", AUTH_SECRET: "visit-reminder-test-secret-32-chars" });
const TODAY = "2027-03-09";
const TOMORROW = addDays(TODAY, 1);

describe.each(testDbKinds)("visit reminders on %s", (kind) => {
  let database: Database;
  useTestDb(kind, (db) => (database = db));

  const pass = (today = TODAY, limit?: number) => transaction(database.db, (tx) => runVisitReminderPass(tx, { config, today, limit }));
  const mails = () => database.db.select().from(outbox).where(eq(outbox.kind, "visit.reminder")).orderBy(outbox.createdAt);
  const visitOf = async (email: string | null, date: string) => {
    const { clientId } = await seedQuoteClient(database, email, "ON", "Jane Doe");
    return seedServiceVisit(database, clientId, date);
  };

  test("tomorrow's visit: one e-mail with the day, window, service, address and portal link; a second pass sends nothing", async () => {
    const id = await visitOf("jane@example.com", TOMORROW);
    await visitOf("later@example.com", addDays(TODAY, 2));
    await visitOf("today@example.com", TODAY);
    expect(await pass()).toEqual({ reminders: 1, more: false });
    const [mail, ...others] = await mails();
    expect(others).toEqual([]);
    expect(mail!.to).toBe("jane@example.com");
    expect(mail!.subject).toBe("Reminder: your cleaning visit tomorrow, March 10, 2027 - Maple Crest Cleaning");
    expect(mail!.text).toContain("Arrival window: 8:00 AM - 10:00 AM");
    expect(mail!.text).toContain("Service: Weekly cleaning");
    expect(mail!.text).toContain("Address: 5 Visit Lane, Ottawa, ON K1A 0B1");
    expect(mail!.text).toContain("https://maplecrest.example/client-dashboard?email=jane%40example.com");
    const [row] = await database.db.select().from(serviceVisits).where(eq(serviceVisits.id, id));
    expect(row!.remindedFor).toBe(TOMORROW);
    expect(await pass()).toEqual({ reminders: 0, more: false });
    expect(await mails()).toHaveLength(1);
  });

  test("a visit moved to another day gets one reminder for its new day", async () => {
    const id = await visitOf("jane@example.com", TOMORROW);
    await pass();
    await database.db
      .update(serviceVisits)
      .set({ visitDate: addDays(TODAY, 3) })
      .where(eq(serviceVisits.id, id));
    expect(await pass(addDays(TODAY, 2))).toEqual({ reminders: 1, more: false });
    expect(await pass(addDays(TODAY, 2))).toEqual({ reminders: 0, more: false });
    expect((await mails()).map((m) => m.subject)).toEqual([
      "Reminder: your cleaning visit tomorrow, March 10, 2027 - Maple Crest Cleaning",
      "Reminder: your cleaning visit tomorrow, March 12, 2027 - Maple Crest Cleaning",
    ]);
  });

  test("nothing for a cancelled visit or a client without an e-mail address (who gets it once one is added)", async () => {
    const cancelled = await visitOf("c@example.com", TOMORROW);
    await database.db.update(serviceVisits).set({ status: "cancelled" }).where(eq(serviceVisits.id, cancelled));
    const noEmail = await visitOf(null, TOMORROW);
    expect(await pass()).toEqual({ reminders: 0, more: false });
    const [visit] = await database.db.select().from(serviceVisits).where(eq(serviceVisits.id, noEmail));
    await database.db.update(clients).set({ email: "added@example.com" }).where(eq(clients.id, visit!.clientId));
    expect(await pass()).toEqual({ reminders: 1, more: false });
  });

  test("batches: a full batch says more, and the next pass takes the rest", async () => {
    for (let i = 0; i < 3; i++) await visitOf(`c${i}@example.com`, TOMORROW);
    expect(await pass(TODAY, 2)).toEqual({ reminders: 2, more: true });
    expect(await pass(TODAY, 2)).toEqual({ reminders: 1, more: false });
    expect(await mails()).toHaveLength(3);
  });

  test("the hourly job: nothing before 8 a.m. in Ottawa, one e-mail from then on, the next hour's run scheduled", async () => {
    // Yesterday in Ottawa, so that every hour of it is due, whatever the hour the test runs at
    // (with today, a run at 8 a.m. shared its hour's job with the 7 a.m. run's next one).
    const today = addDays(businessDay(), -1);
    await visitOf("jane@example.com", addDays(today, 1));
    const run = async (clock: Date) => {
      const handlers: JobHandlers = { "visits.reminders": visitReminderJobHandler({ config, clock: () => clock }) };
      await scheduleVisitReminderRun(database.db, clock);
      await createJobRunner({ db: database.db, handlers, logger: silentLogger }).runDue();
    };
    // The clock at an hour of Ottawa's day, whatever its offset from UTC.
    const noon = new Date(`${today}T12:00:00Z`);
    const noonHour = Number(new Intl.DateTimeFormat("en-CA", { timeZone: "America/Toronto", hour: "numeric", hourCycle: "h23" }).format(noon));
    const ottawaAt = (hour: number) => new Date(noon.getTime() + (hour - noonHour) * 3600_000);
    await run(ottawaAt(7));
    expect(await mails()).toHaveLength(0);
    expect((await database.db.select({ key: jobs.dedupeKey }).from(jobs)).map((j) => j.key)).toHaveLength(2);
    await database.db.delete(jobs);
    await run(ottawaAt(10));
    expect(await mails()).toHaveLength(1);
  });
});
