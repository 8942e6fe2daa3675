import type { Consultation } from "../../shared/schemas/consultation";
import type { Db } from "../db/client";
import { outbox } from "../db/schema/index";
import { SAMPLE_SENDER } from "../mail/templates/inputs/sender";

/**
 * A message in the outbox as the worker finds it, with a subject of the test's choosing (the
 * worker's tests follow messages by subject; enqueueMail writes its kinds' own subjects).
 */
export async function queueTestMail(db: Db, subject: string): Promise<void> {
  await db.insert(outbox).values({ kind: "test", to: "inbox@example.com", subject, text: "Hello" });
}

/** The sender and the company inbox the mail tests write with. */
export const MAIL_FROM = "Maple Crest Cleaning <info@maplecrestcleaning.ca>";
export const MAIL_INBOX = { name: "Maple Crest Cleaning", email: "quotes@maplecrestcleaning.ca", sender: SAMPLE_SENDER };

/** A consultation request from Jane Doe, with no company, service or message unless given. */
export const sampleConsultation = (o: Partial<Consultation> = {}): Consultation => ({
  name: "Jane Doe",
  email: "jane@example.com",
  phone: "613-555-0100",
  company: undefined,
  service: undefined,
  message: undefined,
  newsConsent: false,
  ...o,
});
