import type { landing as en } from "../en/landing";

// Landing page texts. Spec 000 §2 fixes the button labels, badges, figures, service titles,
// stats and contact-panel texts; headline, card and testimonial wording is ours.
// "24/7" is written the Office québécois de la langue française's way: « 24 h/24, 7 j/7 ».
export const landing: typeof en = {
  hero: {
    eyebrow: "Nettoyage commercial à Ottawa-Gatineau",
    headline: "Un nettoyage commercial et de qualité médicale sur lequel vous pouvez compter",
    lead: "Bureaux, cliniques et installations spécialisées comptent sur notre équipe titulaire de permis, assurée et cautionnée pour des lieux impeccables et sains, avec un service d’urgence 24\u00a0h sur 24, 7\u00a0jours sur 7 quand l’imprévu survient.",
    getFreeQuote: "Obtenir une soumission gratuite",
    badgesLabel: "Nos engagements",
    badges: {
      emergency: "Service d’urgence 24\u00a0h/24, 7\u00a0j/7",
      licensed: "Permis et cautionnement en règle",
      medical: "Nettoyage de qualité médicale",
    },
  },

  about: {
    eyebrow: "À propos de nous",
    title: "Un partenaire d’entretien sur qui les gestionnaires d’immeubles peuvent compter",
    intro:
      "Nous sommes une entreprise de nettoyage canadienne enregistrée qui dessert Ottawa et la région d’Ottawa-Gatineau. Des bureaux et commerces aux cliniques médicales et environnements spécialisés, nous suivons des procédures documentées pour que chaque visite respecte les mêmes normes élevées.",
    figuresLabel: "Notre entreprise en chiffres",
    figures: {
      clients: { value: "Plus de 500", label: "Clients satisfaits" },
      years: { value: "Plus de 15", label: "Années d’expérience" },
      emergency: { value: "24\u00a0h/24", label: "Service d’urgence 7\u00a0j/7" },
      satisfaction: { value: "100\u00a0%", label: "Taux de satisfaction" },
    },
    whyTitle: "Pourquoi nos clients nous choisissent",
    why: [
      "Permis, assurances et cautionnement pour votre tranquillité d’esprit",
      "Personnel formé, supervisé et dont les antécédents ont été vérifiés",
      "Produits de nettoyage de qualité médicale et écologiques",
      "Service d’urgence 24\u00a0h sur 24, 7\u00a0jours sur 7 et service le jour même au besoin",
      "Une garantie de satisfaction à 100\u00a0% à chaque visite",
    ],
  },

  services: {
    eyebrow: "Nos services",
    title: "Des services de nettoyage pour tous les types d’installations",
    lead: "Des horaires flexibles, des listes de contrôle claires et des produits choisis pour chaque espace, des bureaux à aire ouverte aux chambres de patients.",
    featuresLabel: (title: string) => `${title}\u00a0: ce qui est inclus`,
    items: {
      commercial: {
        title: "Nettoyage commercial général",
        description: "Un nettoyage fiable, quotidien, hebdomadaire ou sur mesure, qui garde vos bureaux et vos espaces commerciaux accueillants.",
        features: [
          "Bureaux et espaces de travail",
          "Salles de toilettes et cuisines",
          "Entretien des planchers et aspiration",
          "Collecte des déchets et des matières recyclables",
        ],
      },
      deep: {
        title: "Services de nettoyage en profondeur",
        description: "Un nettoyage de fond en comble lors d’un emménagement ou d’un déménagement, d’une remise en état saisonnière ou après des rénovations.",
        features: [
          "Nettoyage minutieux des murs et des accessoires",
          "Entretien des tapis et des meubles rembourrés",
          "Assainissement des surfaces fréquemment touchées",
          "Nettoyage après construction",
        ],
      },
      medical: {
        title: "Nettoyage d’établissements médicaux et de santé",
        description:
          "Un nettoyage axé sur la prévention des infections pour les cliniques, les cabinets dentaires et les établissements de soins, conforme aux normes du milieu de la santé.",
        features: [
          "Désinfectants de qualité médicale",
          "Nettoyage des salles d’examen et des chambres de patients",
          "Prévention de la contamination croisée",
          "Personnel formé au nettoyage en milieu de santé",
        ],
      },
      specialized: {
        title: "Services de nettoyage spécialisé",
        description: "Un nettoyage adapté aux environnements qui ont des besoins particuliers, des laboratoires aux espaces publics très achalandés.",
        features: [
          "Laboratoires et salles blanches",
          "Écoles et garderies",
          "Centres de conditionnement physique et de loisirs",
          "Choix de produits écologiques",
        ],
      },
      supplies: {
        title: "Gestion des fournitures",
        description:
          "Nous faisons le suivi et le réapprovisionnement de vos fournitures de nettoyage et de salles de toilettes pour que vous n’en manquiez jamais.",
        features: [
          "Réapprovisionnement des salles de toilettes",
          "Suivi des stocks",
          "Approvisionnement en produits écologiques",
          "Une seule facture regroupée",
        ],
      },
      emergency: {
        title: "Nettoyage d’urgence et hors des heures d’ouverture",
        description: "Une intervention rapide en cas de déversement, d’inondation ou d’éclosion, et un nettoyage en dehors de vos heures d’ouverture.",
        features: [
          "Intervention d’urgence 24\u00a0h/24, 7\u00a0j/7",
          "Service le jour même",
          "Nettoyage le soir et la fin de semaine",
          "Désinfection en cas d’éclosion",
        ],
      },
    },
    customTitle: "Besoin d’un plan de nettoyage sur mesure?",
    customText: "Parlez-nous de votre établissement et nous établirons un horaire et une étendue des travaux qui lui conviennent.",
    getCustomQuote: "Obtenir une soumission personnalisée",
  },

  whyChooseUs: {
    eyebrow: "Pourquoi nous choisir",
    title: "Des lieux propres, entretenus par des gens de confiance",
    lead: "Les gestionnaires d’immeubles nous choisissent parce que nous sommes fiables et responsables, et qu’il est facile de travailler avec nous.",
    badgesLabel: "Notre bilan",
    badges: { years: "Plus de 5\u00a0ans", satisfaction: "99\u00a0% de satisfaction", availability: "24\u00a0h/24, 7\u00a0j/7" },
    benefits: {
      licensed: {
        title: "Permis, assurances et cautionnement",
        description: "Une assurance complète et un cautionnement protègent vos biens et vous procurent la tranquillité d’esprit.",
      },
      screened: {
        title: "Personnel vérifié",
        description: "Chaque membre de l’équipe fait l’objet d’une vérification des antécédents, puis est formé et supervisé avant d’intervenir chez vous.",
      },
      products: {
        title: "Produits de qualité médicale et écologiques",
        description: "Des désinfectants de qualité hospitalière là où ils comptent, et des produits écologiques doux partout ailleurs.",
      },
      emergency: {
        title: "Intervention d’urgence 24\u00a0h/24, 7\u00a0j/7",
        description: "Déversement, inondation ou éclosion\u00a0: nous répondons jour et nuit et offrons un service le jour même.",
      },
      quality: {
        title: "Qualité constante",
        description: "Des listes de contrôle détaillées et des inspections régulières assurent la même qualité à chaque visite.",
      },
      guarantee: {
        title: "Garantie de satisfaction à 100\u00a0%",
        description: "Si un nettoyage ne vous satisfait pas, dites-le-nous et nous reviendrons corriger la situation sans frais.",
      },
    },
    contactUs: "Nous joindre",
  },

  testimonials: {
    eyebrow: "Témoignages",
    title: "Ce que disent nos clients",
    lead: "Des cliniques, des bureaux et des gestionnaires immobiliers de toute la région nous confient leurs locaux.",
    statsLabel: "Résultats pour nos clients",
    stats: {
      clients: { value: "Plus de 10", label: "Clients satisfaits" },
      satisfaction: { value: "99\u00a0%", label: "Taux de satisfaction" },
      years: { value: "Plus de 5", label: "Années d’expérience cumulées" },
      availability: { value: "24\u00a0h/24", label: "Soutien d’urgence 7\u00a0j/7" },
    },
    // People's and businesses' names stay as they are; titles and places are written in French.
    items: {
      clinic: {
        name: "Dre Sarah Thompson",
        company: "Riverside Family Medical Clinic",
        location: "Ottawa (Ontario)",
        text: "Leurs protocoles de qualité médicale donnent une réelle confiance à nos patients et à notre personnel. L’équipe est ponctuelle, minutieuse et discrète.",
      },
      accounting: {
        name: "Michel Gagnon",
        company: "Gagnon Accounting Group",
        location: "Gatineau (Québec)",
        text: "Nous avons changé de fournisseur après des années de service inégal. Chaque visite respecte maintenant les mêmes normes, et ils répondent en quelques heures.",
      },
      tech: {
        name: "Priya Patel",
        company: "Kanata Innovation Hub",
        location: "Kanata (Ontario)",
        text: "Un grand bureau achalandé est difficile à garder propre. Leur équipe de soir y parvient sans perturber une seule journée de travail.",
      },
      dental: {
        name: "James Morrison",
        company: "Glebe Dental Studio",
        location: "Ottawa (Ontario)",
        text: "La prévention des infections est essentielle dans notre cabinet. Ils le comprennent et suivent nos procédures à la lettre.",
      },
      physio: {
        name: "Linda Chen",
        company: "Orleans Physiotherapy Centre",
        location: "Orléans (Ontario)",
        text: "Après une inondation un dimanche soir, ils étaient sur place en quelques heures. Nous avons ouvert à l’heure le lundi matin.",
      },
      property: {
        name: "Robert Lavoie",
        company: "Westboro Property Management",
        location: "Ottawa (Ontario)",
        text: "Ils entretiennent plusieurs de nos immeubles. Une communication claire, des prix justes et des locataires qui remarquent la différence.",
      },
    },
    ctaText: "Vous voulez constater la différence par vous-même?",
    freeJobAssessment: "Évaluation gratuite des travaux",
  },

  joinTeam: {
    title: "Joignez-vous à notre équipe en pleine croissance",
    text: "Nous embauchons à Ottawa des préposés à l’entretien et des sous-traitants fiables et minutieux. Un salaire équitable, des horaires flexibles et une équipe qui vous soutient.",
    viewOpportunities: "Voir les offres d’emploi",
  },
};
