import type { VisitReportWords } from "../inputs/visit-report";

const photos = (n: number) => (n === 1 ? "1\u00a0photo" : `${n}\u00a0photos`);

export const VISIT_REPORT_FR: VisitReportWords = {
  subject: (date) => `Le rapport de votre visite de nettoyage du ${date}`,
  lead: (date) => `Notre équipe a terminé votre visite de nettoyage du ${date}. Voici ce qu’elle a fait.`,
  service: "Service",
  address: "Adresse",
  done: "Ce qui a été fait\u00a0:",
  notes: "Un mot de notre équipe\u00a0:",
  photos: (before, after) =>
    [before ? `${photos(before)} avant le nettoyage` : "", after ? `${photos(after)} après le nettoyage` : ""].filter(Boolean).join(" et ") + ".",
  see: (hasPhotos) =>
    hasPhotos ? "Consultez le rapport et ses photos dans votre portail client\u00a0:" : "Consultez le rapport dans votre portail client\u00a0:",
};
