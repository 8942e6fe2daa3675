import type { Locale } from "../../../shared/locale";
import type { Consultation } from "../../../shared/schemas/consultation";
import type { Db } from "../../db/client";
import { consultations } from "../../db/schema/index";
import { insertWithMail } from "../../mail/outbox";

/**
 * Store a consultation request, with the language of the page it came from, and queue its
 * notification to the company inbox (in English, as all staff mail) in one statement.
 */
export async function submitConsultation(options: {
  db: Db;
  input: Consultation;
  inbox: { name: string; email: string };
  language?: Locale;
}): Promise<{ id: string }> {
  const { db, input, inbox, language = "en" } = options;
  const insert = db
    .insert(consultations)
    .values({
      name: input.name,
      email: input.email,
      phone: input.phone,
      company: input.company ?? null,
      service: input.service ?? null,
      message: input.message ?? null,
      language,
    })
    .returning({ id: consultations.id });
  const id = await insertWithMail(db, insert, [{ kind: "consultation.notify", data: { consultation: input, inbox } }]);
  return { id: id! };
}
