import type { Db } from "../db/client";
import { outbox } from "../db/schema/index";

/**
 * A message in the outbox as the worker finds it, with a subject of the test's choosing (the
 * worker's tests follow messages by subject; enqueueMail writes its kinds' own subjects).
 */
export async function queueTestMail(db: Db, subject: string): Promise<void> {
  await db.insert(outbox).values({ kind: "test", to: "inbox@example.com", subject, text: "Hello" });
}
