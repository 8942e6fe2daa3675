import type { checklists as en } from "../en/checklists";

const NBSP = "\u00a0";

export const checklists: typeof en = {
  visit: {
    heading: "Liste de contrôle",
    progress: (done, total) => `${done} sur ${total} faits`,
    notOpened: (template) =>
      `L’équipe n’a pas encore ouvert la liste de contrôle de cette visite. Elle suivra la liste «${NBSP}${template}${NBSP}» telle qu’elle sera alors.`,
    doneBy: (who, at) => `Fait par ${who}, ${at}`,
    phoneTime: (at) => `(sur le téléphone${NBSP}: ${at})`,
    notDone: "Pas fait",
    loadFailed: "La liste de contrôle n’a pas pu être chargée.",
  },
  templates: {
    title: "Listes de contrôle",
    intro:
      "Ce que l’équipe vérifie à chaque visite, pièce par pièce, pour chaque service. Une visite garde la liste qu’elle avait quand son équipe l’a ouverte la première fois.",
    readOnly: "Seul un propriétaire peut modifier les listes de contrôle.",
    service: "Service",
    room: (n) => `Pièce ${n}`,
    roomEn: "Nom de la pièce (anglais)",
    roomFr: "Nom de la pièce (français)",
    itemEn: "Élément (anglais)",
    itemFr: "Élément (français)",
    items: "Éléments",
    addRoom: "Ajouter une pièce",
    addItem: "Ajouter un élément",
    up: (what) => `Monter${NBSP}: ${what}`,
    down: (what) => `Descendre${NBSP}: ${what}`,
    remove: (what) => `Retirer${NBSP}: ${what}`,
    save: "Enregistrer la liste",
    saving: "Enregistrement…",
    saved: "Liste de contrôle enregistrée.",
    lastChange: (who, at) => `Modifiée la dernière fois par ${who}, ${at}.`,
    defaultTemplate: `La liste par défaut de l’entreprise${NBSP}: pas encore modifiée.`,
    loading: "Chargement des listes de contrôle…",
    newRoom: "Nouvelle pièce",
    newItem: "Nouvel élément",
  },
  services: {
    "commercial-cleaning": "Nettoyage commercial général",
    "deep-cleaning": "Services de nettoyage en profondeur",
    "medical-cleaning": "Nettoyage d’établissements médicaux et de soins de santé",
    "specialized-cleaning": "Services de nettoyage spécialisé",
    "supplies-management": "Gestion des fournitures",
    "emergency-cleaning": "Nettoyage d’urgence et en dehors des heures d’ouverture",
    other: "Autre",
  },
};
