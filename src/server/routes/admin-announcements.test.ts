import { sql } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import type { AnnouncementDetail, AnnouncementList, AnnouncementPreview } from "../../shared/schemas/announcements";
import type { InvoiceDetail } from "../../shared/schemas/invoices";
import { consultations } from "../db/schema/index";
import { NO_MAILING_ADDRESS, OWNER_SENDS } from "../services/announcements/send-announcement";
import { rowsOf } from "../test/auth-fixtures";
import { call, makeAdmin, signInAdmin } from "../test/auth-helpers";
import { consentRows, recordAt, setMailingAddress, tokenOf, useConsentTestApp } from "../test/consent-fixtures";
import { adminCall, adminError, auditRows } from "../test/lead-fixtures";
import { seedQuoteClient } from "../test/quote-fixtures";
import { emptyTablesOf, testDbKinds } from "../test/test-db";

// Announcements (decision 057): a draft in both languages, edited until sent; sent once, through
// the outbox, to exactly the people whose consent is current at that moment, each in their
// language with their own unsubscribe link and headers; never twice; not without the company's
// mailing address. A withdrawal never holds back a transactional e-mail.

const BASE = "/api/admin/announcements";
const DRAFT = {
  subjectEn: "Spring cleaning offer",
  bodyEn: "Book a deep clean in April and save 10%.\n\nThe Maple Crest team",
  subjectFr: "Offre de grand ménage",
  bodyFr: "Réservez un grand ménage en avril et économisez 10\u00a0%.\n\nL’équipe Maple Crest",
};
const ADDRESS = "PO Box 4410, Station E\nOttawa ON K1S 5B4";
const DAY = 86_400_000;

type OutboxRow = { to: string; kind: string; language: string; subject: string; text: string; headers: Record<string, string> | null };

describe.each(testDbKinds)("announcements on %s", (kind) => {
  const ctx = useConsentTestApp(kind);
  const create = (body: object = DRAFT) => adminCall<AnnouncementDetail>(ctx, BASE, { body }, 201);
  const send = (id: string, status = 200) => adminCall<AnnouncementDetail>(ctx, `${BASE}/${id}/send`, { method: "POST" }, status);
  const outbox = (kindOf = "announcement.send") =>
    rowsOf<OutboxRow>(ctx.database, sql`select "to", kind, language, subject, text, headers from outbox where kind = ${kindOf} order by "to"`);

  /**
   * Everyone the company knows, one of each kind: express consent (English, known by the ledger
   * only), Marie's inquiry a month ago (French, implied), an inquiry eight months ago (lapsed), a
   * consent withdrawn, and a client with neither purchase nor inquiry.
   */
  async function people() {
    const now = Date.now();
    await recordAt(ctx, "express@example.com", "given", new Date(now - 10 * DAY));
    await ctx.database.db.insert(consultations).values([
      { name: "Marie Tremblay", email: "marie@example.com", phone: "819-555-0100", language: "fr", createdAt: new Date(now - 30 * DAY) },
      { name: "Old Inquiry", email: "old@example.com", phone: "613-555-0100", createdAt: new Date(now - 240 * DAY) },
      { name: "Gone Person", email: "gone@example.com", phone: "613-555-0101", createdAt: new Date(now - 5 * DAY) },
    ]);
    await seedQuoteClient(ctx.database, "never@example.com", "ON", "Never Bought");
  }

  test("a draft is written in both languages, edited, previewed as its readers receive it, and counted against who would receive it now", async () => {
    await setMailingAddress(ctx, ADDRESS);
    await people();
    const draft = await create();
    expect(draft).toMatchObject({ ...DRAFT, sentAt: null, recipientCount: null, createdBy: "boss", sentBy: null, mailingAddressSet: true });
    expect(draft.audience).toEqual({ total: 3, en: 2, fr: 1 });

    const edited = await adminCall<AnnouncementDetail>(ctx, `${BASE}/${draft.id}`, { method: "PUT", body: { ...DRAFT, subjectEn: "  Spring offer  " } });
    expect(edited.subjectEn).toBe("Spring offer");
    const list = await adminCall<AnnouncementList>(ctx, BASE);
    expect(list).toMatchObject({ audience: { total: 3, en: 2, fr: 1 }, mailingAddressSet: true });
    expect(list.announcements.map((a) => [a.id, a.subjectEn, a.sentAt])).toEqual([[draft.id, "Spring offer", null]]);

    const preview = await adminCall<AnnouncementPreview>(ctx, `${BASE}/${draft.id}/preview`);
    expect(preview.en.subject).toBe("Spring offer - Maple Crest Cleaning");
    expect(preview.fr.subject).toBe("Offre de grand ménage – Maple Crest Cleaning");
    expect(preview.en.text).toContain("Book a deep clean in April and save 10%.\n\nThe Maple Crest team");
    expect(preview.en.text).toContain("\n-- \nMaple Crest Cleaning (14872309 Canada Inc.)\nPO Box 4410, Station E, Ottawa ON K1S 5B4\n");
    expect(preview.fr.text).toContain("Désabonnez-vous en un clic\u00a0: http://localhost:3000/fr/unsubscribe?token=");
    expect(Object.keys(await auditRows(ctx.database)).length).toBeGreaterThan(0);
    expect((await auditRows(ctx.database)).filter((r) => r.action.startsWith("announcement.")).map((r) => r.action)).toEqual([
      "announcement.create",
      "announcement.update",
    ]);
  });

  test("sent once: exactly those whose consent is current, each in their language with their own unsubscribe; not someone who unsubscribed a second ago", async () => {
    await setMailingAddress(ctx, ADDRESS);
    await people();
    const draft = await create();
    // Gone asked a second ago, on the link of an earlier e-mail.
    const left = await call(ctx.t, `/api/unsubscribe?token=${tokenOf("gone@example.com")}`, { body: { language: "en" } });
    expect(left.status).toBe(200);

    const sent = await send(draft.id);
    expect(sent).toMatchObject({ recipientCount: 2, sentBy: "boss", audience: null });
    expect(sent.sentAt).toEqual(expect.any(String));

    const mails = await outbox();
    expect(mails.map((m) => [m.to, m.language, m.subject])).toEqual([
      ["express@example.com", "en", "Spring cleaning offer - Maple Crest Cleaning"],
      ["marie@example.com", "fr", "Offre de grand ménage – Maple Crest Cleaning"],
    ]);
    for (const m of mails) {
      const token = encodeURIComponent(tokenOf(m.to));
      expect(m.headers).toEqual({
        "List-Unsubscribe": `<http://localhost:3000/api/unsubscribe?token=${token}>`,
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      });
      expect(m.text).toContain(`${m.language === "fr" ? "/fr" : ""}/unsubscribe?token=${token}`);
    }
    expect(mails[1]!.text).toMatch(/^Bonjour Marie Tremblay,\n\nRéservez un grand ménage/);
    expect(mails[0]!.text).toMatch(/^Hello,\n\nBook a deep clean/);
    const recipients = await rowsOf<{ email: string; language: string; sent: boolean }>(
      ctx.database,
      sql`select r.email, r.language, o.id is not null as sent from announcement_recipients r left join outbox o on o.id = r.outbox_id order by r.email`,
    );
    expect(recipients).toEqual([
      { email: "express@example.com", language: "en", sent: true },
      { email: "marie@example.com", language: "fr", sent: true },
    ]);
    expect((await auditRows(ctx.database)).find((r) => r.action === "announcement.send")).toMatchObject({
      entityId: draft.id,
      actorEmail: "admin@example.com",
      details: { recipients: 2 },
    });

    // Never twice, and never changed once sent.
    const again = await adminError(ctx, `${BASE}/${draft.id}/send`, { method: "POST" }, "conflict");
    expect(again.status).toBe(409);
    expect(again.message).toMatch(/^This announcement was already sent on .+ to 2 people: it is never sent twice\.$/);
    const edit = await adminError(ctx, `${BASE}/${draft.id}`, { method: "PUT", body: DRAFT }, "conflict");
    expect(edit.message).toMatch(/^This announcement was sent on .+: what its readers received can no longer be changed\.$/);
    expect(await outbox()).toHaveLength(2);
    expect((await adminCall<AnnouncementDetail>(ctx, `${BASE}/${draft.id}`)).subjectEn).toBe(DRAFT.subjectEn);
  });

  test("two sends at once mail each person once", async () => {
    await setMailingAddress(ctx, ADDRESS);
    await people();
    const draft = await create();
    const answers = await Promise.all([0, 1].map(() => call(ctx.t, `${BASE}/${draft.id}/send`, { method: "POST", cookie: ctx.admin })));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await outbox()).map((m) => m.to)).toEqual(["express@example.com", "gone@example.com", "marie@example.com"]);
  });

  test("without the company's mailing address, or with nobody to send to, nothing is sent and the draft stays a draft", async () => {
    await setMailingAddress(ctx, null);
    await people();
    const draft = await create();
    expect(draft.mailingAddressSet).toBe(false);
    expect((await adminError(ctx, `${BASE}/${draft.id}/send`, { method: "POST" }, "conflict")).message).toBe(NO_MAILING_ADDRESS);

    await setMailingAddress(ctx, ADDRESS);
    await emptyTablesOf(ctx.database.db, "consents", "consultations");
    expect((await adminError(ctx, `${BASE}/${draft.id}/send`, { method: "POST" }, "conflict")).message).toBe(
      "Nobody may receive news and offers right now: no one has a current consent (given, or implied by a recent purchase or inquiry).",
    );
    expect(await outbox()).toEqual([]);
    expect((await adminCall<AnnouncementDetail>(ctx, `${BASE}/${draft.id}`)).sentAt).toBeNull();
  });

  test("only an owner sends: office staff write and read drafts (canSend false), and a send of theirs is a 403 that sends nothing", async () => {
    await setMailingAddress(ctx, ADDRESS);
    await people();
    await makeAdmin(ctx.t, ctx.database, "office@example.com", "office", "office");
    const cookie = (await signInAdmin(ctx.t, "office@example.com")).cookie;
    const made = await call(ctx.t, BASE, { method: "POST", body: DRAFT, cookie });
    expect(made.status).toBe(201);
    const draft = (await made.json()) as AnnouncementDetail;
    expect(draft.canSend).toBe(false);
    const refused = await call(ctx.t, `${BASE}/${draft.id}/send`, { method: "POST", cookie });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(OWNER_SENDS);
    expect(await outbox()).toEqual([]);
    // The owner reads the same draft with canSend, and sends it.
    expect((await adminCall<AnnouncementDetail>(ctx, `${BASE}/${draft.id}`)).canSend).toBe(true);
    expect((await adminCall<AnnouncementDetail>(ctx, `${BASE}/${draft.id}/send`, { method: "POST" })).recipientCount).toBe(3);
    await ctx.database.db.execute(sql`delete from users where email = 'office@example.com'`);
  });

  test("a draft needs both languages' subject and message; a subject is one line; an unknown announcement is 404", async () => {
    const empty = await adminError(ctx, BASE, { body: {} }, "validation");
    expect(empty.fields).toEqual({
      subjectEn: "English subject is required.",
      bodyEn: "English message is required.",
      subjectFr: "French subject is required.",
      bodyFr: "French message is required.",
    });
    const twoLines = await adminError(ctx, BASE, { body: { ...DRAFT, subjectFr: "Offre\r\nBcc: x@example.com" } }, "validation");
    expect(twoLines.fields).toEqual({ subjectFr: "French subject must be one line." });
    for (const [method, path] of [
      ["GET", `${BASE}/00000000-0000-4000-8000-000000000000`],
      ["POST", `${BASE}/00000000-0000-4000-8000-000000000000/send`],
      ["GET", `${BASE}/not-an-id/preview`],
    ] as const) {
      expect((await adminError(ctx, path, { method }, "not_found")).message).toBe("Announcement not found");
    }
    expect(await rowsOf(ctx.database, sql`select 1 from announcements`)).toEqual([]);
  });

  test("a withdrawal never holds back transactional mail: the invoice is e-mailed, without unsubscribe headers", async () => {
    const { clientId, addressId } = await seedQuoteClient(ctx.database, "gone@example.com", "ON", "Gone Client");
    await call(ctx.t, `/api/unsubscribe?token=${tokenOf("gone@example.com")}`, { body: { language: "en" } });
    expect((await consentRows(ctx, "gone@example.com")).map((r) => r.action)).toEqual(["withdrawn"]);
    const draft = await adminCall<InvoiceDetail>(
      ctx,
      "/api/admin/invoices",
      { body: { clientId, addressId, title: "Cleaning", lines: [{ description: "Cleaning", quantity: 1, unitPriceCents: 10_000 }], terms: "net_15" } },
      201,
    );
    await adminCall<InvoiceDetail>(ctx, `/api/admin/invoices/${draft.invoice.id}/issue`, { body: {} });
    const [invoiceMail] = await outbox("invoice.send");
    expect(invoiceMail).toMatchObject({ to: "gone@example.com", headers: null });
    expect(invoiceMail!.text).toContain(
      `To stop our news and offers by e-mail: http://localhost:3000/unsubscribe?token=${encodeURIComponent(tokenOf("gone@example.com"))}`,
    );
  });
});
