import type { StaffMessage } from "../message-emails";
import type { RenderedMail } from "../rendered-mail";
import { closing } from "./common";

// A staff message to a client who reads French (its English text is in ../message-emails.ts).

export function staffMessageFr(d: StaffMessage): RenderedMail {
  const c = d.company;
  return {
    to: d.to,
    replyTo: c.email,
    subject: `Nouveau message de ${c.name}`,
    text: [
      `Bonjour ${d.clientName},`,
      "",
      `${d.staffName ? `${d.staffName}, de ${c.name},` : c.name} vous a écrit\u00a0:`,
      "",
      d.body,
      "",
      "Lisez-le et répondez-y dans la page Messages de votre portail client\u00a0:",
      "",
      d.url,
      ...closing(c.name, `Des questions? Appelez-nous au ${c.phone}.`),
    ].join("\n"),
  };
}
