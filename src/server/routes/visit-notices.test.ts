import { sql } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { businessDay } from "../../shared/business-time";
import { addDays } from "../../shared/calendar-date";
import type { PortalVisits } from "../../shared/portal";
import type { AdminConversation, PortalConversation } from "../../shared/schemas/messages";
import type { ServiceScheduleDetail } from "../../shared/schemas/service-schedules";
import type { ServiceVisitDetail } from "../../shared/schemas/service-visits";
import { rowsOf, signInNewClient } from "../test/auth-fixtures";
import { call } from "../test/auth-helpers";
import { useClientTestApp } from "../test/client-fixtures";
import { adminCall, adminError } from "../test/lead-fixtures";
import { seedQuoteClient } from "../test/quote-fixtures";
import { SERVICE_VISITS } from "../test/service-visit-fixtures";
import { testDbKinds } from "../test/test-db";

// Decision 051: the client is told (e-mail in their language, and a notice in their conversation)
// when staff schedule, move or cancel a visit, or set up a series (once); a request to move a
// visit is done in one step, which closes it and tells the client; requests read as done.

const today = businessDay();
const FORM = { windowStart: "08:00", windowEnd: "10:00", service: "Weekly cleaning", staff: [], crewNotes: null } as const;

describe.each(testDbKinds)("visit notices and requests on %s", (kind) => {
  const ctx = useClientTestApp(kind);
  let n = 0;

  async function client(language: "en" | "fr" = "en", withEmail = true) {
    const email = withEmail ? `notice${++n}-${kind}@example.com` : null;
    const { clientId, addressId } = await seedQuoteClient(
      ctx.database,
      email,
      language === "fr" ? "QC" : "ON",
      language === "fr" ? "Marie Tremblay" : "Jane Doe",
    );
    await ctx.database.db.execute(sql`update clients set language = ${language} where id = ${clientId}`);
    return { email, clientId, addressId };
  }
  const signIn = async (email: string) => {
    const { cookie } = await signInNewClient(ctx.t, ctx.database, email);
    return <T>(path: string, body?: unknown) =>
      Promise.resolve(call(ctx.t, path, { cookie, body })).then(async (r) => ({ status: r.status, json: (await r.json()) as T }));
  };
  const notices = (to: string) =>
    rowsOf<{ subject: string; text: string; language: string }>(
      ctx.database,
      sql`select subject, text, language from outbox where kind = 'visit.notice' and "to" = ${to} order by created_at`,
    );
  const noticeMessages = (clientId: string) =>
    rowsOf<{ details: Record<string, string | null>; author: string; outbox_id: string | null }>(
      ctx.database,
      sql`select details, author, outbox_id from client_messages where client_id = ${clientId} and kind = 'visit_notice' order by created_at`,
    );
  const schedule = async (c: { clientId: string; addressId: string }, days = 5) =>
    (
      await adminCall<ServiceVisitDetail>(
        ctx,
        SERVICE_VISITS,
        { body: { ...FORM, date: addDays(today, days), clientId: c.clientId, addressId: c.addressId } },
        201,
      )
    ).visit;
  const move = (id: string, days: number, over: object = {}) =>
    adminCall<ServiceVisitDetail>(ctx, `${SERVICE_VISITS}/${id}`, { method: "PUT", body: { ...FORM, date: addDays(today, days), ...over } });

  test("scheduling, moving and cancelling a visit each e-mail the client and leave a notice in their conversation; editing notes alone does not", async () => {
    const c = await client();
    const visit = await schedule(c, 5);
    await move(visit.id, 6, { windowStart: "13:00", windowEnd: "15:00" });
    await move(visit.id, 6, { windowStart: "13:00", windowEnd: "15:00", crewNotes: "Side door" });
    await adminCall(ctx, `${SERVICE_VISITS}/${visit.id}/cancel`, { body: { reason: "The crew is sick." } });

    const mails = await notices(c.email!);
    expect(mails.map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Your cleaning visit is booked for \w+ \d+, \d{4} - Maple Crest Cleaning$/),
      expect.stringMatching(/^Your cleaning visit has moved to /),
      expect.stringMatching(/^Your cleaning visit of .* is cancelled/),
    ]);
    expect(mails[1]!.text).toContain("Arrival window: 1:00 PM - 3:00 PM");
    expect(mails[1]!.text).toMatch(/Previously: \w+ \d+, \d{4}, 8:00 AM - 10:00 AM/);
    expect(mails[2]!.text).toContain("Reason: The crew is sick.");
    const stored = await noticeMessages(c.clientId);
    expect(stored.map((m) => [m.author, m.details.change])).toEqual([
      ["staff", "scheduled"],
      ["staff", "moved"],
      ["staff", "cancelled"],
    ]);
    expect(stored[1]!.details).toMatchObject({ previousDate: addDays(today, 5), previousWindowStart: "08:00", previousWindowEnd: "10:00" });
    expect(stored.every((m) => m.outbox_id !== null)).toBe(true);

    // The client reads the notices in the portal (unread until read), staff see them with their e-mail's state.
    const as = await signIn(c.email!);
    const portal = (await as<PortalConversation>("/api/portal/messages")).json;
    expect(portal.messages.filter((m) => m.kind === "visit_notice").map((m) => m.details.change)).toEqual(["scheduled", "moved", "cancelled"]);
    const conversation = await adminCall<AdminConversation>(ctx, `/api/admin/messaging/${c.clientId}`);
    expect(conversation.entries.filter((e) => e.type === "message" && e.kind === "visit_notice")).toHaveLength(3);
  });

  test("a French client reads the e-mail in Quebec French; a client without an e-mail address gets the portal notice only", async () => {
    const fr = await client("fr");
    await schedule(fr, 5);
    const [mail] = await notices(fr.email!);
    expect(mail!.language).toBe("fr");
    expect(mail!.subject).toMatch(/^Votre visite de nettoyage est prévue le \d{1,2}(er)? \S+ \d{4} – Maple Crest Cleaning$/);
    expect(mail!.text).toContain("Bonjour Marie Tremblay,");
    expect(mail!.text).toContain("Plage d’arrivée\u00a0: 8\u00a0h à 10\u00a0h");
    expect(mail!.text).toContain("Cordialement,");

    const none = await client("en", false);
    await schedule(none, 5);
    const stored = await noticeMessages(none.clientId);
    expect(stored).toEqual([expect.objectContaining({ outbox_id: null, details: expect.objectContaining({ change: "scheduled" }) })]);
  });

  test("a recurring series is announced once, with its first visit and how often it comes, however many visits it generates", async () => {
    const c = await client("fr");
    const made = await adminCall<ServiceScheduleDetail>(
      ctx,
      "/api/admin/service-schedules",
      { body: { ...FORM, clientId: c.clientId, addressId: c.addressId, frequency: "weekly", startDate: addDays(today, 3), endDate: null, intervalDays: null } },
      201,
    );
    const [{ n: visits }] = (await rowsOf<{ n: number }>(
      ctx.database,
      sql`select count(*)::int as n from service_visits where schedule_id = ${made.schedule.id}`,
    )) as [{ n: number }];
    expect(visits).toBeGreaterThan(10);
    const mails = await notices(c.email!);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/^Vos visites de nettoyage régulières commencent le /);
    expect(mails[0]!.text).toContain("Fréquence\u00a0: Chaque semaine");
    expect((await noticeMessages(c.clientId)).map((m) => m.details)).toEqual([expect.objectContaining({ change: "series", frequency: "weekly" })]);
  });

  test("a request to move a visit: the visit shows it; Move to the day moves it, closes the request (done for staff and client) and tells the client", async () => {
    const c = await client();
    const visit = await schedule(c, 5);
    const as = await signIn(c.email!);
    const wanted = addDays(today, 9);
    expect((await as(`/api/portal/visits/${visit.id}/reschedule-request`, { preferredDate: wanted, preferredWindow: "morning", note: "Away" })).status).toBe(
      201,
    );
    const shown = (await adminCall<ServiceVisitDetail>(ctx, `${SERVICE_VISITS}/${visit.id}`)).visit;
    expect(shown.requests).toEqual([
      expect.objectContaining({ kind: "reschedule_request", preferredDate: wanted, preferredWindow: "morning", note: "Away", closedAt: null }),
    ]);
    expect((await as<PortalVisits>("/api/portal/visits")).json.upcoming[0]!.pendingRequest).toBe("reschedule");

    const moved = (await adminCall<ServiceVisitDetail>(ctx, `${SERVICE_VISITS}/${visit.id}/move-to-request`, { body: { requestId: shown.requests[0]!.id } }))
      .visit;
    expect(moved).toMatchObject({ date: wanted, windowStart: "08:00", windowEnd: "10:00", status: "scheduled" });
    expect(moved.requests[0]!.closedAt).not.toBeNull();
    expect((await notices(c.email!)).map((m) => m.subject)).toEqual([expect.stringMatching(/is booked/), expect.stringMatching(/has moved to/)]);
    expect((await as<PortalVisits>("/api/portal/visits")).json.upcoming[0]!.pendingRequest).toBeNull();
    const portal = (await as<PortalConversation>("/api/portal/messages")).json;
    expect(portal.messages.find((m) => m.kind === "reschedule_request")!.closedAt).not.toBeNull();

    // Done once: again is a 409 that says why.
    const again = await adminError(
      ctx,
      `${SERVICE_VISITS}/${visit.id}/move-to-request`,
      { method: "POST", body: { requestId: shown.requests[0]!.id } },
      "conflict",
    );
    expect(again.message).toMatch(/already done/);
  });

  test("moving by hand or cancelling closes the requests; a cancel request is closed by a cancel, not by a move", async () => {
    const c = await client();
    const visit = await schedule(c, 5);
    const as = await signIn(c.email!);
    await as(`/api/portal/visits/${visit.id}/reschedule-request`, { preferredDate: addDays(today, 9) });
    await as(`/api/portal/visits/${visit.id}/cancel-request`, {});
    await move(visit.id, 7);
    let requests = (await adminCall<ServiceVisitDetail>(ctx, `${SERVICE_VISITS}/${visit.id}`)).visit.requests;
    expect(requests.map((r) => [r.kind, r.closedAt !== null])).toEqual([
      ["reschedule_request", true],
      ["cancel_request", false],
    ]);
    await adminCall(ctx, `${SERVICE_VISITS}/${visit.id}/cancel`, { body: {} });
    requests = (await adminCall<ServiceVisitDetail>(ctx, `${SERVICE_VISITS}/${visit.id}`)).visit.requests;
    expect(requests.every((r) => r.closedAt !== null)).toBe(true);
  });

  test("move-to-request refused: not a request to move this visit, a cancelled visit, a requested day now past (409 each); a bad id is a 400 naming it", async () => {
    const c = await client();
    const visit = await schedule(c, 5);
    const other = await schedule(c, 6);
    const as = await signIn(c.email!);
    await as(`/api/portal/visits/${visit.id}/reschedule-request`, { preferredDate: addDays(today, 9) });
    await as(`/api/portal/visits/${visit.id}/cancel-request`, {});
    const [reschedule, cancel] = (await adminCall<ServiceVisitDetail>(ctx, `${SERVICE_VISITS}/${visit.id}`)).visit.requests;
    const path = (id: string) => `${SERVICE_VISITS}/${id}/move-to-request`;

    expect((await adminError(ctx, path(other.id), { method: "POST", body: { requestId: reschedule!.id } }, "conflict")).message).toMatch(
      /not a request to move this visit/,
    );
    expect((await adminError(ctx, path(visit.id), { method: "POST", body: { requestId: cancel!.id } }, "conflict")).message).toMatch(
      /not a request to move this visit/,
    );
    const bad = await adminError(ctx, path(visit.id), { method: "POST", body: { requestId: "nope" } }, "validation");
    expect(bad.fields).toHaveProperty("requestId");
    expect((await adminError(ctx, path(visit.id), { method: "POST", body: {} }, "validation")).fields).toHaveProperty("requestId");

    await ctx.database.db.execute(
      sql`update client_messages set details = jsonb_set(details, '{preferredDate}', to_jsonb(${addDays(today, -1)}::text)) where id = ${reschedule!.id}`,
    );
    expect((await adminError(ctx, path(visit.id), { method: "POST", body: { requestId: reschedule!.id } }, "conflict")).message).toMatch(/has passed/);

    await ctx.database.db.execute(sql`update client_messages set closed_at = null where id = ${reschedule!.id}`);
    await ctx.database.db.execute(
      sql`update client_messages set details = jsonb_set(details, '{preferredDate}', to_jsonb(${addDays(today, 9)}::text)) where id = ${reschedule!.id}`,
    );
    await ctx.database.db.execute(sql`update service_visits set status = 'cancelled' where id = ${visit.id}`);
    expect((await adminError(ctx, path(visit.id), { method: "POST", body: { requestId: reschedule!.id } }, "conflict")).message).toMatch(
      /cancelled visit cannot be moved/,
    );
  });
});
