import type { VisitWords } from "../inputs/visit";
import { FRENCH } from "./common";

const { clockTime } = FRENCH.format;

export const VISIT_FR: VisitWords = {
  subject: (date) => `Rappel\u00a0: votre visite de nettoyage demain, le ${date}`,
  coming: (date) => `Nous vous rappelons que notre équipe viendra demain, le ${date}.`,
  arrival: "Plage d’arrivée",
  service: "Service",
  address: "Adresse",
  between: (start, end) => `${clockTime(start)} à ${clockTime(end)}`,
  upcoming: "Vos prochaines visites se trouvent dans votre portail client\u00a0:",
  ask: (c) => `Pour modifier cette visite, appelez-nous au ${c.phone} ou répondez à ce courriel.`,
};
