import { describe, expect, test } from "vitest";
import { businessDay } from "../../shared/business-time";
import { addDays } from "../../shared/calendar-date";
import type { PortalVisits } from "../../shared/portal";
import { serviceVisits } from "../db/schema/index";
import { UPCOMING_VISITS, VISIT_HISTORY } from "../services/portal/portal-visits";
import { signInNewClient } from "../test/auth-fixtures";
import { call } from "../test/auth-helpers";
import { useClientTestApp } from "../test/client-fixtures";
import { seedQuoteClient } from "../test/quote-fixtures";
import { testDbKinds } from "../test/test-db";

// The portal dashboard's Upcoming Services and Service History (spec 000 §2): the signed-in
// client's own visits only; scheduled ones from today on, soonest first; completed ones, newest
// first; cancelled and missed ones on neither card.

describe.each(testDbKinds)("portal visits on %s", (kind) => {
  const ctx = useClientTestApp(kind);
  const today = businessDay();
  let n = 0;

  async function signedInClient() {
    const email = `visits${++n}-${kind}@example.com`;
    const { clientId, addressId } = await seedQuoteClient(ctx.database, email, "ON", `Client ${n}`);
    const { cookie } = await signInNewClient(ctx.t, ctx.database, email);
    const visit = async (days: number, service: string, status: "scheduled" | "completed" | "cancelled" | "missed" = "scheduled", windowStart = "08:00") => {
      const [row] = await ctx.database.db
        .insert(serviceVisits)
        .values({ clientId, addressId, visitDate: addDays(today, days), windowStart, windowEnd: "17:30", service, status })
        .returning({ id: serviceVisits.id });
      return row!.id;
    };
    const visits = async () => {
      const res = await call(ctx.t, "/api/portal/visits", { cookie });
      expect(res.status).toBe(200);
      return (await res.json()) as PortalVisits;
    };
    return { visit, visits };
  }

  test("upcoming: scheduled from today on, soonest first; history: completed, newest first; with window and address", async () => {
    const a = await signedInClient();
    const later = await a.visit(14, "Deep cleaning");
    const todayLate = await a.visit(0, "Windows", "scheduled", "13:00");
    const todayEarly = await a.visit(0, "Weekly cleaning", "scheduled", "08:15");
    await a.visit(-1, "Yesterday, never closed");
    await a.visit(3, "Called off", "cancelled");
    const done = await a.visit(-7, "Move-out clean", "completed");
    const older = await a.visit(-30, "Carpet shampoo", "completed");
    await a.visit(-2, "Nobody home", "missed");

    const { upcoming, history } = await a.visits();
    expect(upcoming.map((v) => v.id)).toEqual([todayEarly, todayLate, later]);
    expect(upcoming[0]).toEqual({
      id: todayEarly,
      date: today,
      windowStart: "08:15",
      windowEnd: "17:30",
      service: "Weekly cleaning",
      address: "12 Main St, Ottawa, ON K1A 0B1",
      pendingRequest: null,
    });
    expect(history.map((v) => v.id)).toEqual([done, older]);
  });

  test("each card is bounded; another client's visits are on neither; none at all gives two empty lists", async () => {
    const a = await signedInClient();
    const b = await signedInClient();
    for (let d = 1; d <= UPCOMING_VISITS + 2; d++) await a.visit(d, `Visit ${d}`);
    for (let d = 1; d <= VISIT_HISTORY + 2; d++) await a.visit(-d, `Done ${d}`, "completed");
    const mine = await a.visits();
    expect(mine.upcoming.map((v) => v.service)).toEqual(Array.from({ length: UPCOMING_VISITS }, (_, i) => `Visit ${i + 1}`));
    expect(mine.history.map((v) => v.service)).toEqual(Array.from({ length: VISIT_HISTORY }, (_, i) => `Done ${i + 1}`));
    expect(await b.visits()).toEqual({ upcoming: [], history: [] });
  });
});
