import type { Consultation } from "../../../shared/schemas/consultation";
import type { Db } from "../../db/client";
import { consultations } from "../../db/schema/index";
import { insertWithMail } from "../../mail/outbox";

/** Store a consultation request and queue its notification in one statement (one transaction). */
export async function submitConsultation(options: { db: Db; input: Consultation; inbox: { name: string; email: string } }): Promise<{ id: string }> {
  const { db, input, inbox } = options;
  const insert = db
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
  const id = await insertWithMail(db, insert, [{ kind: "consultation.notify", data: { consultation: input, inbox } }]);
  return { id: id! };
}
