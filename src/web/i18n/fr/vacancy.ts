import type { JobPostingId } from "~/content/job-postings";
import type { vacancy as en } from "../en/vacancy";

type JobPostingText = (typeof en)["postings"][JobPostingId];

// Job titles use the abbreviated doublet « préposé(e) », usual in Quebec job postings.
const postings: Record<JobPostingId, JobPostingText> = {
  "professional-cleaner": {
    title: "Préposé(e) à l’entretien professionnel",
    tags: ["Occasionnel", "Travail autonome"],
    location: "Ottawa (Ontario)",
    schedule: ["Quarts de jour et de soir", "Fins de semaine au besoin"],
    pay: "De 20\u00a0$ à 25\u00a0$ l’heure",
    hours: "De 20 à 40\u00a0heures par semaine",
    description:
      "Nous recherchons des préposés à l’entretien fiables et minutieux pour prendre soin de bureaux, de cliniques médicales et de résidences partout à Ottawa. Vous travaillerez à partir de listes de contrôle claires, au sein d’une équipe solidaire, et aurez à cœur de laisser chaque espace impeccable.",
    responsibilities: [
      "Nettoyer et assainir les bureaux, les salles de toilettes, les cuisines et les aires communes",
      "Suivre les protocoles de désinfection de qualité médicale dans les établissements de santé",
      "Passer l’aspirateur, laver et entretenir les planchers durs et les tapis",
      "Vider les poubelles et les bacs de recyclage, et réapprovisionner les fournitures",
      "Signaler à votre superviseur les problèmes d’entretien et les demandes des clients",
    ],
    requirements: [
      "Un an d’expérience en nettoyage commercial, un atout",
      "Capacité à soulever jusqu’à 25\u00a0lb",
      "Vérification des antécédents judiciaires exigée",
    ],
    insurance: [
      { term: "Employés", detail: "L’entreprise vous fournit l’assurance." },
      {
        term: "Travailleurs autonomes",
        detail: "Vous devez détenir votre propre assurance responsabilité civile générale des entreprises et en fournir la preuve avant de commencer.",
      },
    ],
    applyLabel: "Postuler sur Indeed",
  },
  subcontractor: {
    title: "Occasions de sous-traitance",
    tags: ["Contractuel"],
    location: "Région d’Ottawa-Gatineau",
    schedule: ["Flexible, selon le contrat"],
    pay: "Selon le contrat",
    description:
      "Vous avez votre propre entreprise de nettoyage? Associez-vous à nous pour des contrats de nettoyage commercial et médical dans la région d’Ottawa-Gatineau, et croissez grâce à un travail régulier et bien organisé.",
    requirements: [
      "Entreprise enregistrée",
      "Assurance responsabilité civile",
      "Formation SIMDUT",
      "Équipement et moyen de transport personnels",
      "Expérience préalable en nettoyage",
    ],
    applyLabel: "Postuler sur Indeed",
  },
  "commercial-cleaner": {
    title: "Préposé(e) à l’entretien commercial",
    tags: ["Temps plein"],
    location: "Ottawa (Ontario)",
    schedule: ["Du lundi au vendredi"],
    pay: "Salaire concurrentiel",
    description:
      "Un poste à temps plein d’entretien d’immeubles de bureaux et d’établissements médicaux à Ottawa, selon un horaire régulier en semaine, au sein d’une équipe dédiée à un site.",
    responsibilities: [
      "Nettoyage quotidien des bureaux, des salles de toilettes et des aires communes",
      "Entretien des planchers, y compris l’aspiration, le lavage et le détachage",
    ],
    applyLabel: "Postuler sur Indeed",
  },
};

export const vacancy: typeof en = {
  eyebrow: "Carrières",
  heading: "Joignez-vous à notre équipe",
  intro:
    "Nous sommes en pleine croissance à Ottawa et recherchons des personnes fiables et minutieuses, fières de leur travail. Découvrez nos offres d’emploi ci-dessous.",
  details: { employer: "Employeur", location: "Lieu", schedule: "Horaire", pay: "Salaire", hours: "Heures" },
  tagsLabel: "Type d’emploi",
  sections: { responsibilities: "Responsabilités", requirements: "Exigences", insurance: "Assurance" },
  // Follows « Postuler sur Indeed » in the link's name; a dash reads right before any title.
  applyFor: (title: string) => `– ${title}`,
  opensInNewTab: "(s’ouvre dans un nouvel onglet)",
  closed: "FERMÉ – Ce poste n’est plus offert",
  closedLink: "(poste fermé)",
  contactPrompt: "Vous ne trouvez pas le poste qui vous convient? Envoyez votre curriculum vitæ à",
  postings,
};
