import { sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, test } from "vitest";
import { businessDay } from "../../shared/business-time";
import { addDays } from "../../shared/calendar-date";
import { localeFormat } from "../../shared/locale-format";
import type { CrewConflictBody } from "../../shared/schemas/crew-conflicts";
import { isoWeekday } from "../../shared/schemas/crew-conflicts";
import type { ServiceVisitDetail } from "../../shared/schemas/service-visits";
import type { StaffAvailabilityList, TimeOff, TimeOffAdded } from "../../shared/schemas/staff-availability";
import { countOf, rowsOf } from "../test/auth-fixtures";
import { call, makeAdmin, signInAdmin } from "../test/auth-helpers";
import { useClientTestApp } from "../test/client-fixtures";
import { crewIds } from "../test/crew-ids";
import { adminCall, adminError } from "../test/lead-fixtures";
import { seedQuoteClient } from "../test/quote-fixtures";
import { SERVICE_VISITS } from "../test/service-visit-fixtures";
import { testDbKinds } from "../test/test-db";

// A visit's crew by staff account (decision 064): conflicts with the crew's other visits, time off
// and working hours are a 409 listing each (English and French) unless confirmed; former names
// without an account stay, only removable; the availability API.

const today = businessDay();
const [en, fr] = [localeFormat("en"), localeFormat("fr")];
/** A Monday at least a week ahead, so every day of its week is in the future. */
const monday = (() => {
  let d = addDays(today, 7);
  while (isoWeekday(d) !== 1) d = addDays(d, 1);
  return d;
})();
const AVAILABILITY = "/api/admin/staff-availability";
const FORM = { windowStart: "08:00", windowEnd: "10:00", service: "Weekly cleaning", crewNotes: null };

describe.each(testDbKinds)("visit crews and availability on %s", (kind) => {
  const ctx = useClientTestApp(kind);
  let mia: string;
  let leo: string;
  beforeAll(async () => {
    await makeAdmin(ctx.t, ctx.database, "mia@example.com", "Mia", "cleaner");
    await makeAdmin(ctx.t, ctx.database, "leo@example.com", "leo", "cleaner");
    [mia, leo] = (await crewIds(ctx.database, ["Mia", "leo"])) as [string, string];
  });
  beforeEach(async () => {
    for (const table of ["staff_time_off", "staff_working_hours", "staff_availability"])
      await ctx.database.db.execute(sql`delete from ${sql.identifier(table)}`);
    await ctx.database.db.execute(sql`update admin_users set deactivated_at = null`);
  });

  const schedule = async (over: object, status = 201) => {
    const { clientId, addressId } = await seedQuoteClient(ctx.database, null);
    const res = await call(ctx.t, SERVICE_VISITS, {
      body: { ...FORM, date: monday, clientId, addressId, ...over },
      cookie: ctx.admin,
      headers: { "accept-language": "fr-CA" },
    });
    const body = (await res.json()) as ServiceVisitDetail & CrewConflictBody;
    expect(res.status, JSON.stringify(body)).toBe(status);
    return body;
  };
  const edit = (id: string, body: object, lang = "en-CA") =>
    call(ctx.t, `${SERVICE_VISITS}/${id}`, {
      method: "PUT",
      body: { ...FORM, date: monday, ...body },
      cookie: ctx.admin,
      headers: { "accept-language": lang },
    });
  const visits = () => countOf(ctx.database, sql`from service_visits`);

  test("a visit overlapping another of the same cleaner is a 409 naming them and that visit, unless confirmed", async () => {
    const first = (await schedule({ crew: [mia] })).visit;
    expect(first.crew).toEqual([{ userId: mia, name: "Mia" }]);
    const before = await visits();
    const refused = await schedule({ crew: [leo, mia], windowStart: "09:00", windowEnd: "11:00" }, 409);
    expect(refused.error.conflicts).toEqual([
      { kind: "overlap", userId: mia, name: "Mia", visit: { id: first.id, date: monday, windowStart: "08:00", windowEnd: "10:00", clientName: "Jane Doe" } },
    ]);
    // In the reader's language (the request asked for French).
    expect(refused.error.message).toBe(
      `Cette équipe a des conflits\u00a0; confirmez pour l’affecter quand même\u00a0:\nMia a une autre visite (Jane Doe) le ${fr.date(monday)} de ${fr.clockTime("08:00")} à ${fr.clockTime("10:00")}.`,
    );
    expect(await visits()).toBe(before);
    // Back to back is no overlap; confirmed, the overlap is assigned.
    await schedule({ crew: [mia], windowStart: "10:00", windowEnd: "12:00" });
    const confirmed = (await schedule({ crew: [mia], windowStart: "09:00", windowEnd: "11:00", confirmCrewConflicts: true })).visit;
    expect(confirmed.staff).toEqual(["Mia"]);
    // A cancelled visit is no conflict.
    await adminCall(ctx, `${SERVICE_VISITS}/${confirmed.id}/cancel`, { body: {} });
    const other = (await schedule({})).visit;
    const english = await edit(other.id, { crew: [mia], windowStart: "09:00", windowEnd: "11:00" });
    expect(english.status).toBe(409);
    expect(((await english.json()) as CrewConflictBody).error.message).toBe(
      `This crew has conflicts; confirm to assign anyway:\nMia is on another visit (Jane Doe) on ${en.date(monday)} from 8:00 AM to 10:00 AM.\nMia is on another visit (Jane Doe) on ${en.date(monday)} from 10:00 AM to 12:00 PM.`,
    );
  });

  test("time off over visits already booked lists them, scheduled only, in the answer and in the availability list", async () => {
    const booked = (await schedule({ crew: [leo] })).visit;
    await schedule({ crew: [mia], windowStart: "10:00", windowEnd: "12:00" });
    const cancelled = (await schedule({ crew: [leo], windowStart: "12:00", windowEnd: "14:00" })).visit;
    await adminCall(ctx, `${SERVICE_VISITS}/${cancelled.id}/cancel`, { body: { reason: "Client away" } });
    const later = (await schedule({ crew: [leo], date: addDays(monday, 3) })).visit;
    const added = await adminCall<TimeOffAdded>(
      ctx,
      `${AVAILABILITY}/${leo}/time-off`,
      { body: { startDate: monday, endDate: addDays(monday, 1), reason: null } },
      201,
    );
    const expected = [{ id: booked.id, date: monday, windowStart: "08:00", windowEnd: "10:00", clientName: "Jane Doe" }];
    expect(added.timeOff.visits).toEqual(expected);
    const list = await adminCall<StaffAvailabilityList>(ctx, AVAILABILITY);
    expect(list.staff.find((m) => m.userId === leo)!.timeOff.map((o) => o.visits)).toEqual([expected]);
    // Another time off of his, over the later visit only.
    await adminCall(ctx, `${AVAILABILITY}/${leo}/time-off`, { body: { startDate: addDays(monday, 3), endDate: addDays(monday, 3) } }, 201);
    const again = await adminCall<StaffAvailabilityList>(ctx, AVAILABILITY);
    expect(again.staff.find((m) => m.userId === leo)!.timeOff.map((o) => o.visits.map((v) => v.id))).toEqual([[booked.id], [later.id]]);
    expect(again.staff.find((m) => m.userId === mia)!.timeOff).toEqual([]);
  });

  test("time off and working hours: each a conflict; an edit checks only the members added unless the visit moves", async () => {
    const off = await adminCall<{ timeOff: TimeOff }>(
      ctx,
      `${AVAILABILITY}/${leo}/time-off`,
      {
        body: { startDate: addDays(monday, -1), endDate: addDays(monday, 2), reason: "Vacation" },
      },
      201,
    );
    await adminCall(ctx, `${AVAILABILITY}/${mia}/hours`, {
      method: "PUT",
      body: { days: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: "09:00", end: "17:00" })) },
    });
    const refused = await schedule({ crew: [mia, leo] }, 409);
    expect(refused.error.conflicts).toEqual([
      { kind: "hours", userId: mia, name: "Mia", date: monday, hours: { start: "09:00", end: "17:00" } },
      {
        kind: "timeOff",
        userId: leo,
        name: "leo",
        timeOff: { id: off.timeOff.id, startDate: addDays(monday, -1), endDate: addDays(monday, 2), reason: "Vacation" },
      },
    ]);
    // Saturday is not one of Mia's days.
    const saturday = await schedule({ crew: [mia], date: addDays(monday, 5), windowStart: "10:00", windowEnd: "12:00" }, 409);
    expect(saturday.error.conflicts).toEqual([{ kind: "hours", userId: mia, name: "Mia", date: addDays(monday, 5), hours: null }]);
    expect(saturday.error.message).toContain("Mia ne travaille pas le samedi.");

    const visit = (await schedule({ crew: [mia], windowStart: "10:00", windowEnd: "12:00" })).visit;
    // Leo added: his time off; Mia already on it is not checked again while the visit stays put.
    const added = await edit(visit.id, { crew: [mia, leo], windowStart: "10:00", windowEnd: "12:00", crewNotes: "Side door" });
    expect(((await added.json()) as CrewConflictBody).error.conflicts.map((c) => [c.kind, c.name])).toEqual([["timeOff", "leo"]]);
    await adminCall(ctx, `${AVAILABILITY}/${leo}/time-off/${off.timeOff.id}`, { method: "DELETE" });
    expect((await edit(visit.id, { crew: [mia, leo], windowStart: "10:00", windowEnd: "12:00" })).status).toBe(200);
    // Moved earlier: the whole crew is checked again.
    const moved = await edit(visit.id, { crew: [mia, leo], windowStart: "07:00", windowEnd: "09:00" });
    expect(((await moved.json()) as CrewConflictBody).error.conflicts.map((c) => [c.kind, c.name])).toEqual([["hours", "Mia"]]);
  });

  test("a recurring schedule's crew: its generated visits' conflicts are a 409 listing each once, nothing kept, unless confirmed; an edit checks the members added", async () => {
    const SCHEDULES = "/api/admin/service-schedules";
    const series = async (body: object, status: number) => {
      const { clientId, addressId } = await seedQuoteClient(ctx.database, null);
      const res = await call(ctx.t, SCHEDULES, {
        body: { ...FORM, clientId, addressId, frequency: "weekly", startDate: monday, endDate: addDays(monday, 21), ...body },
        cookie: ctx.admin,
      });
      const answer = (await res.json()) as { schedule: { id: string } } & CrewConflictBody;
      expect(res.status, JSON.stringify(answer)).toBe(status);
      return answer;
    };
    // Mia is on a one-off visit in the series' second week, and off in its third.
    const taken = (await schedule({ crew: [mia], date: addDays(monday, 7) })).visit;
    const off = await adminCall<{ timeOff: TimeOff }>(
      ctx,
      `${AVAILABILITY}/${mia}/time-off`,
      { body: { startDate: addDays(monday, 14), endDate: addDays(monday, 14), reason: null } },
      201,
    );
    const schedules = () => countOf(ctx.database, sql`from service_schedules`);
    const [schedulesBefore, visitsBefore] = [await schedules(), await visits()];
    const refused = await series({ crew: [mia, leo] }, 409);
    expect(refused.error.conflicts.map((c) => [c.kind, c.name, c.kind === "overlap" ? c.visit.id : c.kind === "timeOff" ? c.timeOff.id : null])).toEqual([
      ["overlap", "Mia", taken.id],
      ["timeOff", "Mia", off.timeOff.id],
    ]);
    expect([await schedules(), await visits()]).toEqual([schedulesBefore, visitsBefore]);
    const made = await series({ crew: [leo] }, 201);
    // Mia added to the series: her conflicts; confirmed, she is on it.
    const update = (body: object) =>
      call(ctx.t, `${SCHEDULES}/${made.schedule.id}`, {
        method: "PUT",
        body: { ...FORM, frequency: "weekly", startDate: monday, endDate: addDays(monday, 21), ...body },
        cookie: ctx.admin,
      });
    const added = await update({ crew: [leo, mia] });
    expect(added.status).toBe(409);
    expect(((await added.json()) as CrewConflictBody).error.conflicts.map((c) => c.kind)).toEqual(["overlap", "timeOff"]);
    expect((await update({ crew: [leo, mia], confirmCrewConflicts: true })).status).toBe(200);
    // Her conflicts were confirmed: another change that keeps the days and the crew is not refused for them.
    expect((await update({ crew: [leo, mia], crewNotes: "Side door" })).status).toBe(200);
  });

  test("crew accounts: a deactivated member stays on a visit but is not assigned anew; former names stay until removed, none added", async () => {
    const visit = (await schedule({ crew: [leo] })).visit;
    await ctx.database.db.execute(sql`update admin_users set deactivated_at = now() where user_id = ${leo}`);
    expect((await edit(visit.id, { crew: [leo], crewNotes: "Ladder" })).status).toBe(200);
    const other = (await schedule({ windowStart: "12:00", windowEnd: "14:00" })).visit;
    const refused = await adminError(ctx, `${SERVICE_VISITS}/${other.id}`, { method: "PUT", body: { ...FORM, date: monday, crew: [leo] } }, "validation");
    expect(refused.fields).toEqual({ crew: `Not an active staff member: ${leo}.` });

    await ctx.database.db.execute(sql`update service_visits set legacy_staff = '{Old Timer,Ann}' where id = ${other.id}`);
    const read = (await adminCall<ServiceVisitDetail>(ctx, `${SERVICE_VISITS}/${other.id}`)).visit;
    expect(read).toMatchObject({ crew: [], legacyStaff: ["Old Timer", "Ann"], staff: ["Old Timer", "Ann"] });
    const kept = await adminCall<ServiceVisitDetail>(ctx, `${SERVICE_VISITS}/${other.id}`, { method: "PUT", body: { ...FORM, date: monday, crew: [mia] } });
    expect(kept.visit).toMatchObject({ staff: ["Mia", "Old Timer", "Ann"], legacyStaff: ["Old Timer", "Ann"] });
    const dropped = await adminCall<ServiceVisitDetail>(ctx, `${SERVICE_VISITS}/${other.id}`, {
      method: "PUT",
      body: { ...FORM, date: monday, crew: [mia], legacyStaff: ["Ann"] },
    });
    expect(dropped.visit.legacyStaff).toEqual(["Ann"]);
    const added = await adminError(
      ctx,
      `${SERVICE_VISITS}/${other.id}`,
      { method: "PUT", body: { ...FORM, date: monday, crew: [mia], legacyStaff: ["Ann", "New"] } },
      "validation",
    );
    expect(Object.keys(added.fields!)).toEqual(["legacyStaff"]);
    // The list's search finds the crew's account name and the former names.
    const search = async (q: string) => (await adminCall<{ items: { id: string }[] }>(ctx, `${SERVICE_VISITS}?search=${q}`)).items.map((v) => v.id);
    expect(await search("mi")).toEqual([other.id]);
    expect(await search("ann")).toEqual([other.id]);
    const [row] = await rowsOf<{ n: number }>(ctx.database, sql`select count(*)::int as n from service_visit_crew where visit_id = ${visit.id}`);
    expect(row!.n).toBe(1);
  });

  test("the availability API: the active staff with hours and time off; bad input names the field; unknown ids are 404", async () => {
    await adminCall(ctx, `${AVAILABILITY}/${mia}/hours`, { method: "PUT", body: { days: [{ weekday: 6, start: "08:00", end: "12:30" }] } });
    await adminCall(ctx, `${AVAILABILITY}/${mia}/time-off`, { body: { startDate: addDays(today, -3), endDate: addDays(today, -1) } }, 201);
    const current = await adminCall<{ timeOff: TimeOff }>(
      ctx,
      `${AVAILABILITY}/${mia}/time-off`,
      { body: { startDate: today, endDate: today, reason: " " } },
      201,
    );
    const list = await adminCall<StaffAvailabilityList>(ctx, AVAILABILITY);
    expect(list.staff.map((s) => s.name)).toEqual(["boss", "leo", "Mia"]);
    expect(list.staff[2]).toEqual({
      userId: mia,
      name: "Mia",
      role: "cleaner",
      hours: [{ weekday: 6, start: "08:00", end: "12:30" }],
      // Time off already over is not listed.
      timeOff: [{ id: current.timeOff.id, startDate: today, endDate: today, reason: null, visits: [] }],
    });
    expect(list.staff[1]!.hours).toBeNull();
    for (const [path, body, field] of [
      [`${mia}/hours`, { days: [{ weekday: 8, start: "08:00", end: "09:00" }] }, "days"],
      [`${mia}/hours`, { days: [{ weekday: 1, start: "10:00", end: "09:00" }] }, "days"],
      [`${mia}/hours`, { days: "all" }, "days"],
      [`${mia}/time-off`, { startDate: today, endDate: addDays(today, -1) }, "endDate"],
      [`${mia}/time-off`, { startDate: "2026-02-30", endDate: today }, "startDate"],
      [`${mia}/time-off`, { startDate: today, endDate: today, reason: "x".repeat(201) }, "reason"],
    ] as const) {
      const error = await adminError(ctx, `${AVAILABILITY}/${path}`, { method: path.endsWith("hours") ? "PUT" : "POST", body }, "validation");
      expect(Object.keys(error.fields!), JSON.stringify(body)).toEqual([field]);
    }
    expect((await call(ctx.t, `${AVAILABILITY}/nobody/time-off`, { body: { startDate: today, endDate: today }, cookie: ctx.admin })).status).toBe(404);
    expect((await call(ctx.t, `${AVAILABILITY}/${leo}/time-off/${current.timeOff.id}`, { method: "DELETE", cookie: ctx.admin })).status).toBe(404);
    expect((await call(ctx.t, `${AVAILABILITY}/${mia}/time-off/nope`, { method: "DELETE", cookie: ctx.admin })).status).toBe(404);
    // A cleaner reaches none of it.
    const cleaner = (await signInAdmin(ctx.t, "mia@example.com")).cookie;
    expect((await call(ctx.t, AVAILABILITY, { cookie: cleaner })).status).toBe(404);
  });
});
