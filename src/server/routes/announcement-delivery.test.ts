import { and, eq } from "drizzle-orm";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { startMailCatcher } from "../../../e2e/support/mail-catcher";
import { readMailbox } from "../../../e2e/support/mailbox";
import type { AnnouncementDetail, AnnouncementRecipients } from "../../shared/schemas/announcements";
import type { InvoiceDetail } from "../../shared/schemas/invoices";
import type { AdminConversation } from "../../shared/schemas/messages";
import { consents, consultations, outbox } from "../db/schema/index";
import { createMailTransport } from "../mail/transport";
import { deliverDueMail } from "../mail/worker";
import { addMonths } from "../services/consent/consent-rules";
import { call } from "../test/auth-helpers";
import { recordAt, setMailingAddress, tokenOf, useConsentTestApp } from "../test/consent-fixtures";
import { adminCall } from "../test/lead-fixtures";
import { MAIL_FROM } from "../test/outbox-fixtures";
import { seedQuoteClient } from "../test/quote-fixtures";
import { silentLogger } from "../test/test-app";
import { testDbKinds } from "../test/test-db";

// Consent is checked again when an announcement is delivered (decision 059): someone who
// unsubscribes, or whose implied consent ends, after it was queued does not receive it; the others
// do; their invoice still goes out; the admin sees who was not sent it and why.

const BASE = "/api/admin/announcements";
const DRAFT = { subjectEn: "Spring offer", bodyEn: "Save 10% in April.", subjectFr: "Offre du printemps", bodyFr: "Économisez 10\u00a0% en avril." };
const DAY = 86_400_000;

describe.each(testDbKinds)("an announcement's delivery on %s", (kind) => {
  const ctx = useConsentTestApp(kind);
  let mailDir: string;
  let catcher: Awaited<ReturnType<typeof startMailCatcher>>;
  beforeEach(async () => {
    mailDir = fs.mkdtempSync(path.join(os.tmpdir(), "announcement-delivery-"));
    catcher = await startMailCatcher(mailDir);
    await setMailingAddress(ctx, "PO Box 4410, Station E\nOttawa ON K1S 5B4");
  });
  afterEach(async () => {
    await catcher.close();
    fs.rmSync(mailDir, { recursive: true, force: true });
  });

  const deliver = (now?: Date) =>
    deliverDueMail({
      db: ctx.database.db,
      send: createMailTransport({ smtpUrl: catcher.url, mailDir: "/nonexistent", logger: silentLogger }),
      from: MAIL_FROM,
      logger: silentLogger,
      now,
    });
  /** What reached the mail server: [to, subject], by address. */
  const received = async () =>
    (await readMailbox(mailDir))
      .map((m) => [(m.to as { value: { address: string }[] }).value[0]!.address, m.subject])
      .sort((a, b) => a[0]!.localeCompare(b[0]!));
  const sendAnnouncement = async () => {
    const draft = await adminCall<AnnouncementDetail>(ctx, BASE, { body: DRAFT }, 201);
    return adminCall<AnnouncementDetail>(ctx, `${BASE}/${draft.id}/send`, { method: "POST" });
  };
  const page = (email: string, action: "" | "/undo" = "") =>
    call(ctx.t, `/api/unsubscribe${action}?token=${encodeURIComponent(tokenOf(email))}`, { body: { language: "en" } });

  test("someone who unsubscribes after it was queued is not sent it, their invoice still is, and the admin sees why", async () => {
    const { clientId, addressId } = await seedQuoteClient(ctx.database, "paul@example.com", "ON", "Paul Client");
    await recordAt(ctx, "paul@example.com", "given", new Date(Date.now() - 10 * DAY));
    await recordAt(ctx, "ann@example.com", "given", new Date(Date.now() - 10 * DAY));
    const sent = await sendAnnouncement();
    expect(sent.recipientCount).toBe(2);

    // Paul follows the link of an older e-mail before the worker's turn, then is sent an invoice.
    expect((await page("paul@example.com")).status).toBe(200);
    const [withdrawal] = await ctx.database.db
      .select({ at: consents.createdAt })
      .from(consents)
      .where(and(eq(consents.email, "paul@example.com"), eq(consents.action, "withdrawn")));
    const invoice = await adminCall<InvoiceDetail>(
      ctx,
      "/api/admin/invoices",
      { body: { clientId, addressId, title: "Cleaning", lines: [{ description: "Cleaning", quantity: 1, unitPriceCents: 10_000 }], terms: "net_15" } },
      201,
    );
    await adminCall<InvoiceDetail>(ctx, `/api/admin/invoices/${invoice.invoice.id}/issue`, { body: {} });

    expect(await deliver()).toBe(2);
    const mails = await received();
    expect(mails).toEqual([
      ["ann@example.com", "Spring offer - Maple Crest Cleaning"],
      ["paul@example.com", expect.stringMatching(/^Invoice /)],
    ]);

    // Held back for good: the worker never claims it again.
    const [row] = await ctx.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, "announcement.send"), eq(outbox.to, "paul@example.com")));
    expect(row).toMatchObject({ sentAt: null, lockedBy: null, lockedUntil: null, failure: null });
    expect(row!.withheldAt).toBeInstanceOf(Date);
    expect(await deliver(new Date(Date.now() + 2 * DAY))).toBe(0);
    expect(await readMailbox(mailDir)).toHaveLength(2);

    const recipients = await adminCall<AnnouncementRecipients>(ctx, `${BASE}/${sent.id}/recipients`);
    expect(recipients.counts).toEqual({ queued: 0, sent: 1, retrying: 0, failed: 0, withheld: 1 });
    expect(recipients.total).toBe(2);
    expect(recipients.recipients).toEqual([
      {
        email: "paul@example.com",
        language: "en",
        state: "withheld",
        at: row!.withheldAt!.toISOString(),
        withheldBecause: { consent: "withdrawn", since: withdrawal!.at.toISOString() },
      },
      { email: "ann@example.com", language: "en", state: "sent", at: expect.any(String), withheldBecause: null },
    ]);

    // Paul's conversation says the same: the invoice sent, the announcement not.
    const conversation = await adminCall<AdminConversation>(ctx, `/api/admin/messaging/${clientId}`);
    const emails = conversation.entries.flatMap((e) => (e.type === "email" ? [[e.kind, e.state]] : []));
    expect(emails).toEqual(
      expect.arrayContaining([
        ["announcement.send", "withheld"],
        ["invoice.send", "sent"],
      ]),
    );
  });

  test("consent is read as it is at delivery: an implied consent that ended is held back, an unsubscribe undone is sent", async () => {
    const now = Date.now();
    const inquiry = new Date(now - 170 * DAY);
    await ctx.database.db
      .insert(consultations)
      .values({ name: "Marie Tremblay", email: "marie@example.com", phone: "819-555-0100", language: "fr", createdAt: inquiry });
    await recordAt(ctx, "back@example.com", "given", new Date(now - 10 * DAY));
    const sent = await sendAnnouncement();
    expect(sent.recipientCount).toBe(2);

    // Back changes their mind twice before delivery; Marie's six months end before it.
    expect((await page("back@example.com")).status).toBe(200);
    expect((await page("back@example.com", "/undo")).status).toBe(200);
    const lapsed = addMonths(inquiry, 6);
    expect(await deliver(new Date(lapsed.getTime() + 60_000))).toBe(1);
    expect(await received()).toEqual([["back@example.com", "Spring offer - Maple Crest Cleaning"]]);

    const recipients = await adminCall<AnnouncementRecipients>(ctx, `${BASE}/${sent.id}/recipients`);
    expect(recipients.recipients.map((r) => [r.email, r.language, r.state, r.withheldBecause])).toEqual([
      ["marie@example.com", "fr", "withheld", { consent: "none", since: lapsed.toISOString() }],
      ["back@example.com", "en", "sent", null],
    ]);
  });

  test("a draft has no recipients yet", async () => {
    const draft = await adminCall<AnnouncementDetail>(ctx, BASE, { body: DRAFT }, 201);
    expect(await adminCall<AnnouncementRecipients>(ctx, `${BASE}/${draft.id}/recipients`)).toEqual({
      counts: { queued: 0, sent: 0, retrying: 0, failed: 0, withheld: 0 },
      total: 0,
      recipients: [],
    });
  });
});
