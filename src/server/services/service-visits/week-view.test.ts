import { sql } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { businessDay } from "../../../shared/business-time";
import { addDays } from "../../../shared/calendar-date";
import { weekItem, type ServiceVisitRange } from "../../../shared/schemas/service-visits";
import { openPostgres, queryRows, type Database } from "../../db/client";
import { useClientTestApp } from "../../test/client-fixtures";
import { crewIds } from "../../test/crew-ids";
import { adminCall } from "../../test/lead-fixtures";
import { seedQuoteClient } from "../../test/quote-fixtures";
import { SERVICE_VISITS, seedServiceVisit } from "../../test/service-visit-fixtures";
import { postgresOnly, testDbKinds } from "../../test/test-db";
import { buildWeekDays } from "./week-view";

// The week view's answer is kept until a row it is built from changes, in this process or another,
// or until a visit turns late (decision 071).

const today = businessDay();
const tomorrow = addDays(today, 1);
const range = { from: today, to: addDays(today, 6) };

/** A change made with every trigger off: the stamp stays, so a kept answer still shows the old rows. */
const unstamped = (database: Database, statement: ReturnType<typeof sql>) =>
  database.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(statement);
  });

describe.each(testDbKinds)("the week view's kept answer on %s", (kind) => {
  const ctx = useClientTestApp(kind);
  const week = async () => (await adminCall<ServiceVisitRange>(ctx, `${SERVICE_VISITS}/range?from=${range.from}&to=${range.to}`)).visits.map(weekItem);

  test("served again while nothing changed; a change to a visit, its crew, a check-in, a client or a staff member's name is in the next answer", async () => {
    const { clientId } = await seedQuoteClient(ctx.database, null, "ON", "Jane Doe");
    const visitId = await seedServiceVisit(ctx.database, clientId, tomorrow);
    const [boss] = await crewIds(ctx.database, ["boss"]);
    expect((await week()).map((v) => v.clientName)).toEqual(["Jane Doe"]);

    // Nothing the triggers saw: the kept answer.
    await unstamped(ctx.database, sql`update clients set full_name = 'Unseen' where id = ${clientId}`);
    expect((await week())[0]!.clientName).toBe("Jane Doe");

    await ctx.database.db.execute(sql`update clients set full_name = 'Jane Roe' where id = ${clientId}`);
    expect((await week())[0]!.clientName).toBe("Jane Roe");

    await ctx.database.db.execute(sql`insert into service_visit_crew (visit_id, user_id) values (${visitId}, ${boss})`);
    expect((await week())[0]!.crew).toEqual([{ userId: boss, name: "boss" }]);

    await ctx.database.db.execute(sql`update admin_users set username = 'chief' where user_id = ${boss}`);
    expect((await week())[0]!.staff).toEqual(["chief"]);
    await ctx.database.db.execute(sql`update admin_users set username = 'boss' where user_id = ${boss}`);
    expect((await week())[0]!.staff).toEqual(["boss"]);

    await ctx.database.db.execute(
      sql`insert into service_visit_events (visit_id, kind, actor_user_id, actor_name, at) values (${visitId}, 'checked_in', ${boss}, 'boss', now())`,
    );
    expect((await week())[0]!.crewState).toBe("checkedIn");

    await ctx.database.db.execute(sql`update service_visits set status = 'cancelled' where id = ${visitId}`);
    expect((await week())[0]!.status).toBe("cancelled");

    await ctx.database.db.execute(sql`delete from service_visits where id = ${visitId}`);
    expect(await week()).toEqual([]);
  });

  test("a day is good until its first visit waiting for its crew turns late: 15 minutes into its window", async () => {
    const { clientId } = await seedQuoteClient(ctx.database, null);
    const first = await seedServiceVisit(ctx.database, clientId, tomorrow);
    const later = await seedServiceVisit(ctx.database, clientId, addDays(today, 2));
    const lateAt = async (date: string) =>
      Number(
        (
          await queryRows<{ at: string }>(
            ctx.database.db,
            sql`select extract(epoch from ((${date}::date + time '08:15') at time zone 'America/Toronto')) * 1000 as at`,
          )
        )[0]!.at,
      );
    const until = async () => (await buildWeekDays(ctx.database.db, [tomorrow, addDays(today, 2), addDays(today, 3)])).days.map((d) => d.validUntil);
    expect(await until()).toEqual([await lateAt(tomorrow), await lateAt(addDays(today, 2)), null]);
    // Checked in, the first is no longer waiting; the later one cancelled is not either.
    const [boss] = await crewIds(ctx.database, ["boss"]);
    await ctx.database.db.execute(
      sql`insert into service_visit_events (visit_id, kind, actor_user_id, actor_name, at) values (${first}, 'checked_in', ${boss}, 'boss', now())`,
    );
    await ctx.database.db.execute(sql`update service_visits set status = 'cancelled' where id = ${later}`);
    expect(await until()).toEqual([null, null, null]);
  });

  test("a visit turning late is in the next answer with no row changed", async () => {
    const { clientId } = await seedQuoteClient(ctx.database, null);
    const { addressId } = (
      await queryRows<{ addressId: string }>(ctx.database.db, sql`select id as "addressId" from client_addresses where client_id = ${clientId}`)
    )[0]!;
    // Its window began 15 minutes ago less two seconds (Ottawa time): late in two seconds.
    const [{ day }] = (await queryRows<{ day: string }>(
      ctx.database.db,
      sql`with t as (select (now() at time zone 'America/Toronto') - interval '15 minutes' + interval '2 seconds' as local)
          insert into service_visits (client_id, address_id, visit_date, window_start, window_end, service)
          select ${clientId}, ${addressId}, local::date, local::time, time '23:59:59', 'Weekly cleaning' from t
          returning visit_date::text as day`,
    )) as [{ day: string }];
    const state = async () => (await adminCall<ServiceVisitRange>(ctx, `${SERVICE_VISITS}/range?from=${day}&to=${day}`)).visits.map(weekItem)[0]!.crewState;
    expect(await state()).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(await state()).toBe("late");
  });

  test("a change builds its own day again; the other days are served as kept", async () => {
    const { clientId } = await seedQuoteClient(ctx.database, null, "ON", "Jane Doe");
    const one = await seedServiceVisit(ctx.database, clientId, tomorrow);
    const two = await seedServiceVisit(ctx.database, clientId, addDays(today, 2));
    expect((await week()).map((v) => v.service)).toEqual(["Weekly cleaning", "Weekly cleaning"]);
    await unstamped(ctx.database, sql`update service_visits set service = 'Unseen' where id = ${two}`);
    await ctx.database.db.execute(sql`update service_visits set service = 'Deep cleaning' where id = ${one}`);
    expect((await week()).map((v) => v.service)).toEqual(["Deep cleaning", "Weekly cleaning"]);
    // Moved to another day: both its days are built again; the third is still as kept.
    await ctx.database.db.execute(sql`update service_visits set visit_date = ${addDays(today, 3)} where id = ${one}`);
    expect((await week()).map((v) => [v.date, v.service])).toEqual([
      [addDays(today, 2), "Weekly cleaning"],
      [addDays(today, 3), "Deep cleaning"],
    ]);
  });
});

describe.each(postgresOnly)("the week view's kept answer, two processes on %s", () => {
  const ctx = useClientTestApp("postgres");

  test("a check-in written through another connection is in this process's next answer", async () => {
    const { clientId } = await seedQuoteClient(ctx.database, null);
    const visitId = await seedServiceVisit(ctx.database, clientId, tomorrow);
    const [boss] = await crewIds(ctx.database, ["boss"]);
    const read = async () =>
      (await adminCall<ServiceVisitRange>(ctx, `${SERVICE_VISITS}/range?from=${range.from}&to=${range.to}`)).visits.map(weekItem)[0]!.crewState;
    expect(await read()).toBeNull();
    const url = (await queryRows<{ db: string }>(ctx.database.db, sql`select current_database() as db`))[0]!.db;
    const other = new URL(process.env.TEST_DATABASE_URL!);
    other.pathname = `/${url}`;
    const second = await openPostgres(other.toString());
    try {
      await second.db.execute(
        sql`insert into service_visit_events (visit_id, kind, actor_user_id, actor_name, at) values (${visitId}, 'checked_in', ${boss}, 'boss', now())`,
      );
    } finally {
      await second.close();
    }
    expect(await read()).toBe("checkedIn");
  });
});
