import type { GalleryFilter, GalleryItemId } from "~/content/gallery-items";
import type { gallery as en } from "../en/gallery";

type GalleryItemText = (typeof en)["items"][GalleryItemId];

const items: Record<GalleryItemId, GalleryItemText> = {
  "office-nightly-clean": {
    title: "Entretien de soir de bureaux d’entreprise",
    alt: "Bureau à aire ouverte avec deux postes de travail bien rangés, des écrans et des chaises devant un mur de fenêtres donnant sur la ville",
    description:
      "Nettoyage en soirée d’un bureau de 40 personnes au centre-ville\u00a0: bureaux et claviers désinfectés, tapis passés à l’aspirateur, vitres polies, cuisines et salles de toilettes réapprovisionnées avant l’arrivée du personnel.",
    review: {
      text: "Notre bureau n’a jamais été aussi beau. L’équipe est ponctuelle, minutieuse et discrète, et chaque matin nous retrouvons des bureaux impeccables et des salles de toilettes fraîches.",
      customer: "Sarah M., gestionnaire de bureau",
    },
  },
  "clinic-disinfection": {
    title: "Désinfection d’une clinique médicale",
    alt: "Salle d’examen lumineuse avec une table de traitement, un comptoir avec évier et des fournitures fixées au mur",
    description:
      "Désinfection de qualité médicale de six salles d’examen et d’une salle d’attente, selon les protocoles de prévention des infections pour les surfaces fréquemment touchées, les tables d’examen et les éviers cliniques.",
    review: {
      text: "Ils comprennent les besoins d’une clinique. Chaque salle est désinfectée selon le protocole, et nos patients remarquent à quel point les lieux sont propres.",
      customer: "Dre Priya K., clinique familiale",
    },
  },
  "living-room-refresh": {
    title: "Nettoyage en profondeur d’un salon",
    alt: "Salon ensoleillé avec un canapé bleu, une table basse, un tapis, une lampe sur pied et des plantes",
    description:
      "Un nettoyage en profondeur, de fond en comble, du salon d’une famille\u00a0: meubles rembourrés passés à l’aspirateur, plinthes et rebords de fenêtres essuyés, planchers de bois franc nettoyés et polis.",
    review: {
      text: "Aimables, soigneux et minutieux. Ils ont déplacé chaque meuble, et toute la pièce semble neuve.",
      customer: "James T., propriétaire",
    },
  },
  "kitchen-deep-clean": {
    title: "Visite d’une cuisine après un nettoyage en profondeur",
    alt: "Cuisine avec des armoires bleu marine, un dosseret de carreaux blancs, des électroménagers en acier inoxydable et un îlot avec des tabourets",
    description:
      "Une courte visite d’une cuisine après notre nettoyage en profondeur\u00a0: hotte et surface de cuisson dégraissées, électroménagers en acier inoxydable polis, comptoirs assainis et façades d’armoires impeccables.",
    review: {
      text: "La cuisine étincelle. La graisse dont nous avions fait notre deuil a disparu et les électroménagers ont l’air neufs. Nous faisons maintenant appel à eux tous les mois.",
      customer: "Linda et Marc B., propriétaires",
    },
  },
};

const filters: Record<GalleryFilter, string> = {
  all: "Tous",
  commercial: "Commercial",
  residential: "Résidentiel",
  healthcare: "Santé",
  "post-construction": "Après construction",
};

const MONTHS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"];

// Formatted by hand, not by Intl: the prerendered HTML and the hydrated page must print the same
// text. Quebec usage: « 12 septembre 2024 », « 1er mai 2024 ».
function formatDate(iso: string): string {
  const [year, month, day] = iso.split("-").map(Number);
  return `${day === 1 ? "1er" : day} ${MONTHS[month! - 1]} ${year}`;
}

export const gallery: typeof en = {
  eyebrow: "Nos réalisations",
  heading: "Galerie de projets",
  intro:
    "Des projets récents de notre équipe à Ottawa\u00a0: bureaux, résidences et espaces de soins de santé, chacun évalué par le client qui a fait appel à nous. Sélectionnez un projet pour en voir les détails.",
  filtersLabel: "Catégories de projets",
  filters,
  empty: "Aucun projet dans cette catégorie. Revenez bientôt pour voir nos nouveaux projets!",
  video: "Vidéo",
  back: "Retour",
  categoryLabel: "Catégorie",
  dateLabel: "Date de réalisation",
  reviewHeading: "Avis du client",
  videoUnsupported: "Votre navigateur ne peut pas lire cette vidéo.",
  formatDate,
  items,
};
