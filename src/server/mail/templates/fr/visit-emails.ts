import type { RenderedMail } from "../rendered-mail";
import type { VisitReminder } from "../visit-emails";
import { closing, fr } from "./common";

// The visit reminder to a client who reads French (its English text is in ../visit-emails.ts).

export function visitReminderFr(d: VisitReminder): RenderedMail {
  const { visit: v, company: c } = d;
  const date = fr.date(v.date);
  return {
    to: d.client.email,
    replyTo: c.email,
    subject: `Rappel\u00a0: votre visite de nettoyage demain, le ${date} – ${c.name}`,
    text: [
      `Bonjour ${d.client.name},`,
      "",
      `Nous vous rappelons que notre équipe viendra demain, le ${date}.`,
      "",
      `Plage d’arrivée\u00a0: ${fr.clockTime(v.windowStart)} à ${fr.clockTime(v.windowEnd)}`,
      `Service\u00a0: ${v.service}`,
      `Adresse\u00a0: ${v.address}`,
      "",
      "Vos prochaines visites se trouvent dans votre portail client\u00a0:",
      "",
      d.url,
      "",
      "Si votre session n’est pas ouverte, entrez votre adresse courriel et nous vous enverrons un lien de connexion.",
      ...closing(c.name, `Pour modifier cette visite, appelez-nous au ${c.phone} ou répondez à ce courriel.`),
    ].join("\n"),
  };
}
