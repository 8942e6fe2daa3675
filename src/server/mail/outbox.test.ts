import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { startMailCatcher } from "../../../e2e/support/mail-catcher";
import { readMailbox } from "../../../e2e/support/mailbox";
import type { Database } from "../db/client";
import { consents, outbox, outboxAttachments } from "../db/schema/index";
import { transaction } from "../db/transaction";
import { onWake } from "../db/wake";
import { AppError } from "../errors";
import { silentLogger } from "../test/test-app";
import { emptyTables, testDbKinds } from "../test/test-db";
import { MAIL_FROM as FROM, MAIL_INBOX as inbox, sampleConsultation } from "../test/outbox-fixtures";
import { useTestDb } from "../test/use-test-db";
import { MAX_ATTACHMENT_BYTES, type MailAttachment } from "./attachments";
import type { MailRequest } from "./kinds";
import { MAIL_BATCH, enqueueMail, enqueueMails } from "./outbox";
import { createMailTransport, type MailMessage } from "./transport";
import { deliverDueMail, startMailWorker } from "./worker";
import { SAMPLE_SENDER } from "./templates/inputs/sender";

const consultation = sampleConsultation();
const company = {
  name: "Maple Crest Cleaning",
  email: "info@maplecrestcleaning.ca",
  phone: "613-555-0199",
  appUrl: "https://maplecrest.example",
  sender: SAMPLE_SENDER,
};
const notify = (extra: Partial<Extract<MailRequest, { kind: "consultation.notify" }>> = {}): MailRequest => ({
  kind: "consultation.notify",
  data: { consultation, inbox },
  ...extra,
});
/** A PDF-looking file of `size` bytes, every byte value present. */
const pdf = (size: number, filename = "quote-Q-00042.pdf"): MailAttachment => {
  const content = randomBytes(size);
  content.set(Buffer.from("%PDF-1.7\n"));
  return { filename, contentType: "application/pdf", content };
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

test("each kind takes exactly its own data", () => {
  const wrong: MailRequest[] = [
    // @ts-expect-error: a login link needs its url
    { kind: "auth.login-link", data: { to: "jane@example.com", minutes: 15, company } },
    // @ts-expect-error: an assessment notification is written from an assessment, not a consultation
    { kind: "assessment.notify", data: { consultation, inbox } },
    // @ts-expect-error: a consultation notification has no recipient of its own (it goes to the inbox)
    { kind: "consultation.notify", data: { consultation, inbox, to: "someone@example.com" } },
    // @ts-expect-error: no such kind
    { kind: "newsletter", data: {} },
  ];
  expect(wrong.map((r) => r.kind)).toEqual(["auth.login-link", "assessment.notify", "consultation.notify", "newsletter"]);
});

describe.each(testDbKinds)("queueing e-mail on %s", (kind) => {
  let database: Database;
  let mailDir: string;
  useTestDb(kind, (db) => (database = db));
  beforeEach(async () => {
    mailDir = fs.mkdtempSync(path.join(os.tmpdir(), "outbox-test-"));
  });
  afterEach(() => fs.rmSync(mailDir, { recursive: true, force: true }));

  const deliverWith = (send: ReturnType<typeof createMailTransport>) =>
    deliverDueMail({ db: database.db, send, from: FROM, logger: silentLogger, now: new Date(Date.now() + 1000) });

  test("a message is written from its kind's data and stored with its kind and language (English unless given)", async () => {
    await enqueueMail(database.db, { kind: "auth.verify-email", data: { to: "ada@example.com", username: "ada", url: "https://x.example/v", company } });
    await enqueueMail(database.db, notify({ language: "fr" }));

    const rows = await database.db.select().from(outbox).orderBy(outbox.createdAt);
    expect(rows.map((r) => [r.kind, r.language, r.to])).toEqual([
      ["auth.verify-email", "en", "ada@example.com"],
      ["consultation.notify", "fr", inbox.email],
    ]);
    expect(rows[0]!.subject).toBe("Verify your admin account - Maple Crest Cleaning");
    expect(rows[1]!.subject).toBe("New Quote Request from Jane Doe");
  });

  test("a commercial message's headers are kept on its row and reach the transport; other messages carry none", async () => {
    const announcement: MailRequest = {
      kind: "announcement.send",
      language: "fr",
      data: { to: "marie@example.com", name: "Marie", subject: "Offre", body: "Bonjour.", company: { ...company, sender: SAMPLE_SENDER } },
    };
    await enqueueMail(database.db, announcement);
    await enqueueMail(database.db, { kind: "auth.verify-email", data: { to: "ada@example.com", username: "ada", url: "https://x.example/v", company } });
    const rows = await database.db.select({ to: outbox.to, headers: outbox.headers }).from(outbox).orderBy(outbox.to);
    const oneClick = "<http://localhost:3000/api/unsubscribe?token=sample>";
    expect(rows).toEqual([
      { to: "ada@example.com", headers: null },
      { to: "marie@example.com", headers: { "List-Unsubscribe": oneClick, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" } },
    ]);
    // Marie agreed to news: without it, the worker would hold the announcement back (decision 059).
    await database.db.insert(consents).values({
      email: "marie@example.com",
      purpose: "news",
      action: "given",
      wording: "given (test)",
      wordingVersion: "test",
      language: "fr",
      source: "portal",
    });
    const sent: MailMessage[] = [];
    const send = async (message: MailMessage) => void sent.push(message);
    await deliverDueMail({ db: database.db, send, from: FROM, logger: silentLogger, now: new Date(Date.now() + 1000) });
    expect(Object.fromEntries(sent.map((m) => [m.to, m.headers ?? null]))).toEqual({
      "ada@example.com": null,
      "marie@example.com": { "List-Unsubscribe": oneClick, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
    });
  });

  test("many messages queued at once are written as one at a time would be, over several statements, with one wake-up at the commit", async () => {
    const count = MAIL_BATCH * 2 + 1;
    const request = (i: number): MailRequest => ({
      kind: "auth.verify-email",
      data: { to: `user${i}@example.com`, username: `user${i}`, url: `https://x.example/v/${i}`, company },
      language: i % 2 ? "fr" : "en",
    });
    await enqueueMail(database.db, request(0));
    const [single] = await database.db.select().from(outbox);
    await emptyTables(database.db);
    const wakes: string[] = [];
    const off = onWake(database.db, "mail", () => wakes.push("wake"));
    try {
      await transaction(database.db, async (tx) => {
        await enqueueMails(tx, [request(9)]);
        throw new Error("rolled back");
      }).catch(() => {});
      expect(wakes).toEqual([]);
      expect(
        await transaction(database.db, (tx) =>
          enqueueMails(
            tx,
            Array.from({ length: count }, (_, i) => request(i)),
          ),
        ),
      ).toHaveLength(count);
      expect(wakes).toEqual(["wake"]);
    } finally {
      off();
    }

    const rows = await database.db.select().from(outbox);
    expect(rows).toHaveLength(count);
    expect(new Set(rows.map((r) => r.to)).size).toBe(count);
    const first = rows.find((r) => r.to === "user0@example.com")!;
    const pick = (r: typeof first) => [r.kind, r.language, r.to, r.subject, r.text, r.replyTo, r.sentAt, r.attempts];
    expect(pick(first)).toEqual(pick(single!));
    expect(rows.find((r) => r.to === "user1@example.com")!.language).toBe("fr");
  });

  test("a PDF attachment reaches the SMTP server with the same bytes, name and type", async () => {
    const catcher = await startMailCatcher(mailDir);
    try {
      const quote = pdf(300_000);
      const terms = pdf(20_000, "Terms and conditions (2026).pdf");
      await enqueueMail(database.db, notify({ attachments: [quote, terms] }));

      expect(await deliverWith(createMailTransport({ smtpUrl: catcher.url, mailDir: "/nonexistent", logger: silentLogger }))).toBe(1);

      const [mail, ...more] = await readMailbox(mailDir);
      expect(more).toHaveLength(0);
      expect(mail!.subject).toBe("New Quote Request from Jane Doe");
      expect(mail!.text).toContain("Please respond within 24 hours.");
      expect(mail!.attachments.map((a) => [a.filename, a.contentType])).toEqual([
        ["quote-Q-00042.pdf", "application/pdf"],
        ["Terms and conditions (2026).pdf", "application/pdf"],
      ]);
      expect(Buffer.compare(mail!.attachments[0]!.content, Buffer.from(quote.content))).toBe(0);
      expect(Buffer.compare(mail!.attachments[1]!.content, Buffer.from(terms.content))).toBe(0);
    } finally {
      await catcher.close();
    }
  });

  test("without SMTP the .eml file carries the attachment", async () => {
    const quote = pdf(150_000);
    await enqueueMail(database.db, notify({ attachments: [quote] }));

    expect(await deliverWith(createMailTransport({ mailDir, logger: silentLogger }))).toBe(1);

    const [file, ...more] = fs.readdirSync(mailDir);
    expect(more).toHaveLength(0);
    expect(fs.readFileSync(path.join(mailDir, file!), "latin1")).toContain("filename=quote-Q-00042.pdf");
    const [mail] = await readMailbox(mailDir);
    expect(mail!.attachments).toHaveLength(1);
    expect(mail!.attachments[0]!.filename).toBe("quote-Q-00042.pdf");
    expect(Buffer.compare(mail!.attachments[0]!.content, Buffer.from(quote.content))).toBe(0);
  });

  test("attachments of 2 MB in all are taken; a byte more is refused with a clear error and nothing is stored", async () => {
    const half = MAX_ATTACHMENT_BYTES / 2;
    await enqueueMail(database.db, notify({ attachments: [pdf(half, "a.pdf"), pdf(half, "b.pdf")] }));
    const [stored] = await database.db.select().from(outbox);
    expect(await database.db.select({ filename: outboxAttachments.filename }).from(outboxAttachments).orderBy(outboxAttachments.position)).toEqual([
      { filename: "a.pdf" },
      { filename: "b.pdf" },
    ]);
    await emptyTables(database.db);

    const refused = enqueueMail(database.db, notify({ attachments: [pdf(half, "a.pdf"), pdf(half + 1, "b.pdf")] }));
    await expect(refused).rejects.toBeInstanceOf(AppError);
    await expect(refused).rejects.toMatchObject({
      code: "payload_too_large",
      message: `The attachments of one e-mail may total at most 2 MB (2097152 bytes); these total 2097153 bytes`,
    });
    expect(await database.db.select().from(outbox)).toHaveLength(0);
    expect(await database.db.select().from(outboxAttachments)).toHaveLength(0);
    expect(stored!.kind).toBe("consultation.notify");
  });

  test("an attachment without a usable name or content type is refused", async () => {
    const bad = [
      { ...pdf(10), filename: "" },
      { ...pdf(10), filename: "quote\r\nBcc: x@example.com.pdf" },
      { ...pdf(10), filename: "../quote.pdf" },
      { ...pdf(10), contentType: "pdf" },
    ];
    for (const attachment of bad) {
      await expect(enqueueMail(database.db, notify({ attachments: [attachment] }))).rejects.toMatchObject({ code: "bad_request" });
    }
    expect(await database.db.select().from(outbox)).toHaveLength(0);
  });

  test("the worker is woken after the commit of the transaction that queued mail, never on a rollback", async () => {
    const wakes: string[] = [];
    const off = onWake(database.db, "mail", () => wakes.push("wake"));
    try {
      await transaction(database.db, async (tx) => {
        await enqueueMail(tx, notify());
        throw new Error("the request failed after queueing");
      }).catch(() => {});
      expect(wakes).toEqual([]);
      expect(await database.db.select().from(outbox)).toHaveLength(0);

      await transaction(database.db, async (tx) => {
        await enqueueMail(tx, notify());
        await enqueueMail(tx, notify({ language: "fr" }));
        expect(wakes).toEqual([]);
      });
      expect(wakes).toEqual(["wake", "wake"]);

      // Outside a transaction the message's own statement commits it.
      await enqueueMail(database.db, notify());
      expect(wakes).toHaveLength(3);
    } finally {
      off();
    }
  });

  test("a rollback sends nothing; a commit is delivered at once, not at the next poll", async () => {
    const sent: { subject: string; at: number }[] = [];
    const send = async (m: MailMessage) => void sent.push({ subject: m.subject, at: Date.now() });
    // A poll a minute apart: only the wake-up can deliver within the test.
    const worker = startMailWorker({ db: database.db, send, from: FROM, logger: silentLogger, intervalMs: 60_000 });
    try {
      await sleep(300); // the worker's first pass, on an empty outbox
      await transaction(database.db, async (tx) => {
        await enqueueMail(tx, notify());
        throw new Error("rolled back");
      }).catch(() => {});
      await sleep(500);
      expect(sent).toEqual([]);

      await transaction(database.db, (tx) => enqueueMail(tx, notify()));
      const committed = Date.now();
      await expect.poll(() => sent.length, { timeout: 15_000, interval: 10 }).toBe(1);
      expect(sent[0]!.subject).toBe("New Quote Request from Jane Doe");
      expect(sent[0]!.at - committed).toBeLessThan(10_000); // the next poll is a minute away
    } finally {
      await worker.stop();
    }
  });
});
