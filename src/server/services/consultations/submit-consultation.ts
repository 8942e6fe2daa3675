import type { Locale } from "../../../shared/locale";
import type { Consultation } from "../../../shared/schemas/consultation";
import type { Db } from "../../db/client";
import { consultations } from "../../db/schema/index";
import { transaction } from "../../db/transaction";
import { insertWithMail } from "../../mail/outbox";
import { recordConsent, type ConsentOrigin } from "../consent/record-consent";
import type { MailSender } from "../../mail/templates/inputs/sender";

/**
 * Store a consultation request, with the language of the page it came from, and queue its
 * notification to the company inbox (in English, as all staff mail) in one statement. With the
 * news-and-offers box ticked, the consent is recorded in the same transaction, with the words the
 * page showed in its language.
 */
export async function submitConsultation(options: {
  db: Db;
  input: Consultation;
  inbox: { name: string; email: string; sender: MailSender };
  language?: Locale;
  /** Where the request came from, kept with a consent. */
  origin?: ConsentOrigin;
}): Promise<{ id: string }> {
  const { db, input, inbox, language = "en", origin } = options;
  const store = async (tx: Db) => {
    const insert = tx
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
    return (await insertWithMail(tx, insert, [{ kind: "consultation.notify", data: { consultation: input, inbox } }]))!;
  };
  if (!input.newsConsent) return { id: await store(db) };
  return transaction(db, async (tx) => {
    const id = await store(tx);
    await recordConsent(tx, { email: input.email, action: "given", language, source: "consultation_form", company: inbox.name, ...origin }); // the inbox is named after the company
    return { id };
  });
}
