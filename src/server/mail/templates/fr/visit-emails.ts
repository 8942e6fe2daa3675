import type { VisitNoticeWords, VisitWords } from "../inputs/visit";
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

const EVERY_FR = { weekly: "Chaque semaine", "bi-weekly": "Toutes les deux semaines", monthly: "Chaque mois" } as const;

export const VISIT_NOTICE_FR: VisitNoticeWords = {
  subject: {
    scheduled: (date) => `Votre visite de nettoyage est prévue le ${date}`,
    moved: (date) => `Votre visite de nettoyage est déplacée au ${date}`,
    cancelled: (date) => `Votre visite de nettoyage du ${date} est annulée`,
    series: (date) => `Vos visites de nettoyage régulières commencent le ${date}`,
  },
  lead: {
    scheduled: (date) => `Nous avons prévu une visite de nettoyage chez vous le ${date}.`,
    moved: (date) => `Votre visite de nettoyage a été déplacée. Notre équipe viendra plutôt le ${date}.`,
    cancelled: (date) => `Votre visite de nettoyage du ${date} est annulée. Notre équipe ne viendra pas ce jour-là.`,
    series: (date) => `Nous avons planifié vos visites de nettoyage régulières. La première aura lieu le ${date}.`,
  },
  arrival: "Plage d’arrivée",
  service: "Service",
  address: "Adresse",
  was: "Auparavant",
  reason: "Motif",
  repeats: "Fréquence",
  every: (s, until) => `${s.frequency === "custom" ? `Tous les ${s.intervalDays}\u00a0jours` : EVERY_FR[s.frequency]}${until ? `, jusqu’au ${until}` : ""}`,
  between: (start, end) => `${clockTime(start)} à ${clockTime(end)}`,
  upcoming: "Vos prochaines visites se trouvent dans votre portail client\u00a0:",
};
