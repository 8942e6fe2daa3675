import type { Consultation } from "../../shared/schemas/consultation";
import type { Db } from "../db/client";
import { consultations } from "../db/schema/index";
import { enqueueMail } from "../mail/outbox";
import { consultationNotification } from "../mail/templates/consultation-notification";

/** Store a consultation request and queue its notification in one transaction. */
export async function submitConsultation(options: {
  db: Db;
  input: Consultation;
  inbox: { name: string; email: string };
}): Promise<{ id: string }> {
  const { db, input, inbox } = options;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(consultations)
      .values({
        name: input.name,
        email: input.email,
        phone: input.phone,
        company: input.company ?? null,
        service: input.service ?? null,
        message: input.message ?? null,
      })
      .returning({ id: consultations.id });
    await enqueueMail(tx as unknown as Db, consultationNotification(input, inbox));
    return { id: row!.id };
  });
}
