import type { MessageWords } from "../inputs/message";

export const MESSAGE_FR: MessageWords = {
  subject: (c) => `Nouveau message de ${c.name}`,
  wrote: (d) => `${d.staffName ? `${d.staffName}, de ${d.company.name},` : d.company.name} vous a écrit\u00a0:`,
  answer: "Lisez-le et répondez-y dans la page Messages de votre portail client\u00a0:",
  ask: (c) => `Des questions? Appelez-nous au ${c.phone}.`,
};
