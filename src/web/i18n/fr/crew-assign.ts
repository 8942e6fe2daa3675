import type { CrewAssignMessages } from "../en/crew-assign";

const NBSP = "\u00a0";

export const crewAssign: CrewAssignMessages = {
  choice: {
    legend: "Équipe",
    hint: `Qui y va${NBSP}: les comptes actifs du personnel. Aucun pour l’instant, c’est possible.`,
    none: `Aucun compte actif du personnel${NBSP}: invitez-en un à la page Personnel.`,
    loading: "Chargement des comptes du personnel…",
    roles: { owner: "Propriétaire", office: "Bureau", cleaner: "Préposé à l’entretien" },
    inactive: "désactivé",
    legacyLegend: "Anciens noms d’équipe",
    legacyHint: "Écrits avant que les équipes soient des comptes, et sans compte correspondant. Décochez pour retirer; ils ne peuvent pas être rajoutés.",
  },
  conflicts: {
    title: "Cette équipe a des conflits",
    intro: "Vérifiez-les avec le bureau, puis affectez quand même ou changez l’équipe ou l’heure.",
    confirm: "Affecter quand même",
    dismiss: "Modifier la visite",
    kinds: { overlap: "Visite qui chevauche", timeOff: "Congé", hours: "Hors des heures de travail" },
  },
  availability: {
    heading: "Disponibilité",
    intro: "Jours et heures de travail, et congés. Affecter une visite en dehors demande une confirmation.",
    open: (name: string) => `Disponibilité de ${name}`,
    notSet: `Non définie${NBSP}: tous les jours et toutes les heures sont ouverts.`,
    days: ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"],
    works: (day: string) => `Travaille le ${day}`,
    start: (day: string) => `Début le ${day}`,
    end: (day: string) => `Fin le ${day}`,
    save: "Enregistrer les heures de travail",
    saved: "Heures de travail enregistrées.",
    timeOffHeading: "Congés",
    noTimeOff: "Aucun congé.",
    from: "Du",
    to: "Au",
    reason: "Raison (facultatif)",
    add: "Ajouter un congé",
    added: "Congé ajouté.",
    remove: (dates: string) => `Retirer le congé${NBSP}: ${dates}`,
    visitsDuring: (n: number) =>
      n === 1
        ? `1 visite est prévue pendant ce congé; changez son équipe${NBSP}:`
        : `${n} visites sont prévues pendant ce congé; changez leurs équipes${NBSP}:`,
    visitDuring: (date: string, start: string, end: string, client: string) => `le ${date}, de ${start} à ${end}, ${client}`,
    removed: "Congé retiré.",
    failed: "La disponibilité n’a pas pu être lue.",
    retry: "Réessayer",
    loading: "Chargement de la disponibilité…",
    link: "Disponibilité",
  },
  week: {
    loadHeading: "Charge de la semaine",
    loadCaption: "Visites et heures par membre du personnel cette semaine",
    member: "Membre du personnel",
    visits: "Visites",
    hours: "Heures",
    unassignedHeading: "Sans équipe",
    unassignedCount: (n: number) => `${n} ${n === 1 ? "visite" : "visites"} sans équipe`,
    unassigned: "Sans équipe",
    states: { checkedIn: "Arrivée enregistrée", late: "En retard", done: "Terminée" },
  },
};
