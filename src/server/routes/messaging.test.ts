import { sql } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import type { ApiErrorBody } from "../../shared/api-error";
import { businessDay } from "../../shared/business-time";
import { addDays } from "../../shared/calendar-date";
import type { PortalVisits } from "../../shared/portal";
import { MESSAGE_MAX_LENGTH, type AdminConversation, type ConversationList, type PortalConversation } from "../../shared/schemas/messages";
import { serviceVisits } from "../db/schema/index";
import { rowsOf, signInNewClient } from "../test/auth-fixtures";
import { call } from "../test/auth-helpers";
import { useClientTestApp } from "../test/client-fixtures";
import { seedQuoteClient } from "../test/quote-fixtures";
import { testDbKinds } from "../test/test-db";

// Messaging (issue 15): the staff conversations and replies, the client's Messages page, requests
// to move or cancel a visit, ratings and the follow-ups a low one opens; each client sees only
// their own; the unread counts always equal the unread messages.

const MESSAGING = "/api/admin/messaging";
const MISSING = "00000000-0000-4000-8000-000000000000";

describe.each(testDbKinds)("messaging on %s", (kind) => {
  const ctx = useClientTestApp(kind);
  const today = businessDay();
  let n = 0;

  const admin = <T>(path: string, body?: unknown) =>
    Promise.resolve(call(ctx.t, path, { cookie: ctx.admin, body })).then(async (r) => ({ status: r.status, json: (await r.json()) as T }));

  async function signedInClient(name = `Client ${n + 1}`) {
    const email = `messages${++n}-${kind}@example.com`;
    const { clientId, addressId } = await seedQuoteClient(ctx.database, email, "ON", name);
    const { cookie } = await signInNewClient(ctx.t, ctx.database, email);
    // Signing in queued a login link: these tests count the e-mails of the product's own actions.
    await ctx.database.db.execute(sql`delete from outbox`);
    const as = <T>(path: string, body?: unknown) =>
      Promise.resolve(call(ctx.t, path, { cookie, body })).then(async (r) => ({ status: r.status, json: (await r.json()) as T }));
    const visit = async (days: number, status: "scheduled" | "completed" | "cancelled" | "missed" = "scheduled", windowStart = "08:00") => {
      const [row] = await ctx.database.db
        .insert(serviceVisits)
        .values({ clientId, addressId, visitDate: addDays(today, days), windowStart, windowEnd: "17:30", service: "Weekly cleaning", status })
        .returning({ id: serviceVisits.id });
      return row!.id;
    };
    return { email, clientId, as, visit };
  }

  const mails = (kindOf: string) =>
    rowsOf<{ to: string; subject: string; text: string }>(ctx.database, sql`select "to", subject, text from outbox where kind = ${kindOf} order by created_at`);
  const conversationRow = async (clientId: string) =>
    (
      await rowsOf<{ staff: number; client: number }>(
        ctx.database,
        sql`select staff_unread as staff, client_unread as client from client_conversations where client_id = ${clientId}`,
      )
    )[0];
  const unreadRows = async (clientId: string) =>
    (
      await rowsOf<{ staff: number; client: number }>(
        ctx.database,
        sql`select count(*) filter (where author <> 'staff' and read_at is null)::int as staff, count(*) filter (where author = 'staff' and read_at is null)::int as client from client_messages where client_id = ${clientId}`,
      )
    )[0]!;

  test("a client's message reaches staff (unread, and the company inbox told); opening the conversation marks it read", async () => {
    const a = await signedInClient("Alice Martin");
    const sent = await a.as<PortalConversation>("/api/portal/messages", { body: "  Could the crew use the side door?  " });
    expect(sent.status).toBe(201);
    expect(sent.json.messages.map((m) => [m.author, m.body])).toEqual([["client", "Could the crew use the side door?"]]);
    const [notice] = await mails("message.client-notify");
    expect(notice).toMatchObject({ to: ctx.t.config.companyInbox, subject: "New message from Alice Martin" });
    expect(notice!.text).toContain(`/admin/messaging/${a.clientId}`);

    const list = await admin<ConversationList>(MESSAGING);
    expect(list.json.unreadTotal).toBe(1);
    expect(list.json.items).toEqual([
      expect.objectContaining({
        clientId: a.clientId,
        clientName: "Alice Martin",
        lastPreview: "Could the crew use the side door?",
        unread: 1,
        openFollowUps: 0,
      }),
    ]);
    const opened = await admin<AdminConversation>(`${MESSAGING}/${a.clientId}`);
    expect(opened.status).toBe(200);
    expect(opened.json.client).toEqual({ id: a.clientId, fullName: "Alice Martin", email: a.email });
    expect((await admin<ConversationList>(MESSAGING)).json).toMatchObject({ unreadTotal: 0, items: [expect.objectContaining({ unread: 0 })] });
    expect(await unreadRows(a.clientId)).toEqual({ staff: 0, client: 0 });
  });

  test("a staff reply is stored, e-mailed with a link to Messages, shown in the portal, and the e-mail's state follows the outbox", async () => {
    const a = await signedInClient("Bea Roy");
    const reply = await admin<AdminConversation>(`${MESSAGING}/${a.clientId}`, { body: "Your visit is moved to Tuesday." });
    expect(reply.status).toBe(201);
    const [mail] = await mails("message.staff");
    expect(mail).toMatchObject({ to: a.email, subject: `New message from ${ctx.t.config.site.companyName}` });
    expect(mail!.text).toContain("Your visit is moved to Tuesday.");
    expect(mail!.text).toContain(`${ctx.t.config.appUrl}/client-dashboard/messages`);
    const entries = reply.json.entries;
    // The reply shows its own e-mail's state; no separate e-mail entry for it.
    expect(entries).toEqual([expect.objectContaining({ type: "message", author: "staff", email: "queued" })]);
    expect(await conversationRow(a.clientId)).toEqual({ staff: 0, client: 1 });

    const portal = await a.as<PortalConversation>("/api/portal/messages");
    expect(portal.json.messages).toEqual([
      expect.objectContaining({ author: "staff", authorName: "boss", body: "Your visit is moved to Tuesday.", readAt: expect.any(String) }),
    ]);
    expect(await conversationRow(a.clientId)).toEqual({ staff: 0, client: 0 });

    const state = async () => ((await admin<AdminConversation>(`${MESSAGING}/${a.clientId}`)).json.entries[0] as { email: string }).email;
    await ctx.database.db.execute(sql`update outbox set attempts = 2, failure = 'deferred'`);
    expect(await state()).toBe("retrying");
    await ctx.database.db.execute(sql`update outbox set failure = 'rejected'`);
    expect(await state()).toBe("failed");
    await ctx.database.db.execute(sql`update outbox set sent_at = now()`);
    expect(await state()).toBe("sent");
    // Every other e-mail to the client's address (any case) is an entry of its own, in time order.
    await ctx.database.db.execute(
      sql`insert into outbox ("to", subject, text, kind, created_at) values (${a.email.toUpperCase()}, 'Your quote Q-1', 'x', 'quote.send', now() + interval '1 second')`,
    );
    const entries2 = (await admin<AdminConversation>(`${MESSAGING}/${a.clientId}`)).json.entries;
    expect(entries2.map((e) => e.type)).toEqual(["message", "email"]);
    expect(entries2[1]).toMatchObject({ kind: "quote.send", subject: "Your quote Q-1", state: "queued" });
  });

  test("a staff message to a client who reads French is e-mailed in French; the conversation answers as before", async () => {
    const { clientId } = await seedQuoteClient(ctx.database, `marie-${kind}@example.com`, "QC", "Marie Tremblay");
    await ctx.database.db.execute(sql`update clients set language = 'fr' where id = ${clientId}`);
    const reply = await admin<AdminConversation>(`${MESSAGING}/${clientId}`, { body: "Votre visite est déplacée à mardi." });
    expect(reply.status).toBe(201);
    expect(reply.json.client).toEqual({ id: clientId, fullName: "Marie Tremblay", email: `marie-${kind}@example.com` });
    const [mail] = await rowsOf<{ language: string; subject: string; text: string }>(
      ctx.database,
      sql`select language, subject, text from outbox where kind = 'message.staff'`,
    );
    expect(mail).toMatchObject({ language: "fr", subject: `Nouveau message de ${ctx.t.config.site.companyName}` });
    expect(mail!.text).toContain(
      `Bonjour Marie Tremblay,\n\nboss, de ${ctx.t.config.site.companyName}, vous a écrit\u00a0:\n\nVotre visite est déplacée à mardi.`,
    );
    expect(mail!.text).toContain(`${ctx.t.config.appUrl}/client-dashboard/messages`);
  });

  test("bad input: empty, blank or too long is 400 naming body; 5,000 characters are fine", async () => {
    const a = await signedInClient();
    for (const body of [{}, { body: "" }, { body: "   " }, { body: "x".repeat(MESSAGE_MAX_LENGTH + 1) }, { body: 5 }]) {
      const res = await a.as<ApiErrorBody>("/api/portal/messages", body);
      expect(res.status, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(Object.keys(res.json.error.fields!)).toEqual(["body"]);
      const staff = await admin<ApiErrorBody>(`${MESSAGING}/${a.clientId}`, body);
      expect(staff.status).toBe(400);
      expect(Object.keys(staff.json.error.fields!)).toEqual(["body"]);
    }
    expect((await a.as("/api/portal/messages", { body: "x".repeat(MESSAGE_MAX_LENGTH) })).status).toBe(201);
    expect((await admin(`${MESSAGING}/not-a-uuid`)).status).toBe(404);
    expect((await admin(`${MESSAGING}/${MISSING}`)).status).toBe(404);
    expect((await admin(`${MESSAGING}/${MISSING}`, { body: "Hello" })).status).toBe(404);
    expect((await admin(`${MESSAGING}?page=0`)).status).toBe(400);
  });

  test("staff may start a conversation with any client; one without an e-mail address is refused (409)", async () => {
    const a = await signedInClient("Carl Dion");
    expect((await admin<AdminConversation>(`${MESSAGING}/${a.clientId}`)).json.entries).toEqual([]);
    expect((await admin(`${MESSAGING}/${a.clientId}`, { body: "Welcome aboard" })).status).toBe(201);
    const { clientId } = await seedQuoteClient(ctx.database, null, "ON", "No Mail");
    const refused = await admin<ApiErrorBody>(`${MESSAGING}/${clientId}`, { body: "Hello" });
    expect(refused.status).toBe(409);
    expect(refused.json.error.message).toMatch(/no e-mail address/);
  });

  test("the list: newest first, searched by client name, paged", async () => {
    const a = await signedInClient("Dana Scott");
    const b = await signedInClient("Eli Gagnon");
    await a.as("/api/portal/messages", { body: "First" });
    await b.as("/api/portal/messages", { body: "Second" });
    expect((await admin<ConversationList>(MESSAGING)).json.items.map((i) => i.clientName)).toEqual(["Eli Gagnon", "Dana Scott"]);
    expect((await admin<ConversationList>(`${MESSAGING}?search=dana`)).json).toMatchObject({
      total: 1,
      items: [expect.objectContaining({ clientId: a.clientId })],
    });
    expect((await admin<ConversationList>(`${MESSAGING}?page=2`)).json).toMatchObject({ total: 2, items: [], unreadTotal: 2 });
  });

  test("client A never sees client B's messages", async () => {
    const a = await signedInClient();
    const b = await signedInClient();
    await a.as("/api/portal/messages", { body: "From A" });
    await admin(`${MESSAGING}/${b.clientId}`, { body: "To B" });
    expect((await a.as<PortalConversation>("/api/portal/messages")).json.messages.map((m) => m.body)).toEqual(["From A"]);
    expect((await b.as<PortalConversation>("/api/portal/messages")).json.messages.map((m) => m.body)).toEqual(["To B"]);
  });

  test("a reschedule request: a message with the visit and details, the inbox told, the visit unchanged; pending on the dashboard", async () => {
    const a = await signedInClient("Fay Leduc");
    const visit = await a.visit(5);
    const wanted = addDays(today, 8);
    const res = await a.as(`/api/portal/visits/${visit}/reschedule-request`, {
      preferredDate: wanted,
      preferredWindow: "afternoon",
      note: "We are away that week.",
    });
    expect(res.status).toBe(201);
    const conversation = (await admin<AdminConversation>(`${MESSAGING}/${a.clientId}`)).json;
    expect(conversation.entries[0]).toMatchObject({
      kind: "reschedule_request",
      author: "client",
      body: "We are away that week.",
      details: { preferredDate: wanted, preferredWindow: "afternoon" },
      visit: { id: visit, date: addDays(today, 5), windowStart: "08:00", status: "scheduled" },
    });
    const [notice] = await mails("message.client-notify");
    expect(notice!.subject).toBe("Reschedule request from Fay Leduc");
    expect(notice!.text).toContain(`Preferred date: ${wanted}, afternoon`);
    const [stored] = await rowsOf<{ visit_date: string; status: string }>(
      ctx.database,
      sql`select visit_date::text, status from service_visits where id = ${visit}`,
    );
    expect(stored).toEqual({ visit_date: addDays(today, 5), status: "scheduled" });
    const visits = (await a.as<PortalVisits>("/api/portal/visits")).json;
    expect(visits.upcoming[0]).toMatchObject({ id: visit, pendingRequest: "reschedule" });

    expect((await a.as(`/api/portal/visits/${visit}/cancel-request`, {})).status).toBe(201);
    expect((await a.as<PortalVisits>("/api/portal/visits")).json.upcoming[0]!.pendingRequest).toBe("cancel");
  });

  test("requests refused: another client's visit 404; cancelled, completed or missed 409; within 48 hours 409 with the phone; bad input 400", async () => {
    const a = await signedInClient();
    const b = await signedInClient();
    const theirs = await b.visit(5);
    const later = addDays(today, 9);
    for (const path of ["reschedule-request", "cancel-request"]) {
      expect((await a.as(`/api/portal/visits/${theirs}/${path}`, { preferredDate: later })).status).toBe(404);
      expect((await a.as(`/api/portal/visits/${MISSING}/${path}`, { preferredDate: later })).status).toBe(404);
      expect((await a.as(`/api/portal/visits/nope/${path}`, { preferredDate: later })).status).toBe(404);
      for (const [status, words] of [
        ["cancelled", /cancelled/],
        ["completed", /completed/],
        ["missed", /missed/],
      ] as const) {
        const refused = await a.as<ApiErrorBody>(`/api/portal/visits/${await a.visit(5, status)}/${path}`, { preferredDate: later });
        expect(refused.status).toBe(409);
        expect(refused.json.error.message).toMatch(words);
      }
      const soon = await a.as<ApiErrorBody>(`/api/portal/visits/${await a.visit(1)}/${path}`, { preferredDate: later });
      expect(soon.status).toBe(409);
      expect(soon.json.error.message).toContain(ctx.t.config.site.supportPhone);
      expect(soon.json.error.message).toMatch(/within 48 hours/);
    }
    const mine = await a.visit(5);
    const bad = async (body: unknown) => (await a.as<ApiErrorBody>(`/api/portal/visits/${mine}/reschedule-request`, body)).json.error.fields;
    expect(await bad({})).toHaveProperty("preferredDate");
    expect(await bad({ preferredDate: "2026-02-30" })).toHaveProperty("preferredDate");
    expect(await bad({ preferredDate: addDays(today, -1) })).toHaveProperty("preferredDate");
    expect(await bad({ preferredDate: later, preferredWindow: "night" })).toHaveProperty("preferredWindow");
    expect(await bad({ preferredDate: later, note: "x".repeat(2001) })).toHaveProperty("note");
    expect((await a.as(`/api/portal/visits/${mine}/cancel-request`, { note: "x".repeat(2001) })).status).toBe(400);
    expect(await rowsOf(ctx.database, sql`select 1 from client_messages`)).toEqual([]);
  });

  test("a rating of 2 opens a follow-up staff see and mark handled; a visit is rated once; only a completed one of the client's own", async () => {
    const a = await signedInClient("Gil Ouellet");
    const b = await signedInClient();
    const done = await a.visit(-3, "completed");
    const res = await a.as(`/api/portal/visits/${done}/rating`, { score: 2, comment: "The kitchen was skipped." });
    expect(res.status).toBe(201);
    const again = await a.as<ApiErrorBody>(`/api/portal/visits/${done}/rating`, { score: 5 });
    expect(again.status).toBe(409);
    expect(again.json.error.message).toMatch(/already rated/);
    expect((await b.as(`/api/portal/visits/${done}/rating`, { score: 5 })).status).toBe(404);
    const scheduled = await a.as<ApiErrorBody>(`/api/portal/visits/${await a.visit(5)}/rating`, { score: 5 });
    expect(scheduled.status).toBe(409);
    expect(scheduled.json.error.message).toMatch(/completed/);
    const other = await a.visit(-4, "completed");
    for (const body of [{ score: 0 }, { score: 6 }, { score: 2.5 }, { score: "5" }, {}]) {
      expect((await a.as<ApiErrorBody>(`/api/portal/visits/${other}/rating`, body)).json.error.fields).toHaveProperty("score");
    }
    expect((await a.as<ApiErrorBody>(`/api/portal/visits/${other}/rating`, { score: 4, comment: "x".repeat(2001) })).json.error.fields).toHaveProperty(
      "comment",
    );

    const history = (await a.as<PortalVisits>("/api/portal/visits")).json.history;
    expect(history.find((v) => v.id === done)!.rating).toEqual({ score: 2, comment: "The kitchen was skipped." });
    expect(history.find((v) => v.id === other)!.rating).toBeNull();

    const list = (await admin<ConversationList>(MESSAGING)).json;
    expect(list.items[0]).toMatchObject({ clientId: a.clientId, openFollowUps: 1, unread: 2 });
    const conversation = (await admin<AdminConversation>(`${MESSAGING}/${a.clientId}`)).json;
    expect(conversation.entries.filter((e) => e.type === "message").map((e) => [e.type === "message" && e.kind, e.type === "message" && e.author])).toEqual([
      ["rating", "client"],
      ["follow_up", "system"],
    ]);
    expect(conversation.followUps).toEqual([expect.objectContaining({ visitId: done, score: 2, comment: "The kitchen was skipped.", closedAt: null })]);
    // The client sees their rating, not the note to staff.
    expect((await a.as<PortalConversation>("/api/portal/messages")).json.messages.map((m) => m.kind)).toEqual(["rating"]);

    const close = (visitId: string, clientId = a.clientId) => admin<AdminConversation>(`${MESSAGING}/${clientId}/follow-ups/${visitId}/close`, {});
    const closed = await close(done);
    expect(closed.status).toBe(200);
    expect(closed.json.followUps[0]!.closedAt).not.toBeNull();
    expect((await close(done)).status).toBe(409);
    expect((await close(done, b.clientId)).status).toBe(404);
    expect((await close(other)).status).toBe(404);
    expect((await close("nope")).status).toBe(404);
    expect((await admin<ConversationList>(MESSAGING)).json.items[0]!.openFollowUps).toBe(0);

    expect((await a.as(`/api/portal/visits/${other}/rating`, { score: 4 })).status).toBe(201);
    expect(await rowsOf(ctx.database, sql`select 1 from client_messages where kind = 'follow_up'`)).toHaveLength(1);
    const notices = await mails("message.client-notify");
    expect(notices.map((m) => m.subject)).toEqual(["Visit rated by Gil Ouellet", "Visit rated by Gil Ouellet"]);
    expect(notices[0]!.text).toContain("re-clean");
  });

  test("property: the unread counts equal the unread messages under any sequence of messages and reads", async () => {
    const a = await signedInClient();
    const step = fc.constantFrom("client writes", "staff writes", "staff opens", "client opens", "staff lists");
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), async (steps) => {
        for (const s of steps) {
          const res =
            s === "client writes"
              ? await a.as("/api/portal/messages", { body: "hi" })
              : s === "staff writes"
                ? await admin(`${MESSAGING}/${a.clientId}`, { body: "hello" })
                : s === "staff opens"
                  ? await admin(`${MESSAGING}/${a.clientId}`)
                  : s === "client opens"
                    ? await a.as("/api/portal/messages")
                    : await admin(MESSAGING);
          expect(res.status).toBeLessThan(300);
          const row = await conversationRow(a.clientId);
          const counted = await unreadRows(a.clientId);
          expect(row ?? { staff: 0, client: 0 }).toEqual(counted);
          const total = (await admin<ConversationList>(MESSAGING)).json.unreadTotal;
          expect(total).toBe(counted.staff);
        }
      }),
      { numRuns: kind === "pglite" ? 15 : 10 },
    );
  });
});
