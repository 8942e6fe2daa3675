import { localeFormat } from "../locale-format";
import type { ERROR_MESSAGES } from "./error-messages";
import { wordsOf, type Translation } from "./message";
import { quotedList } from "./validation";
import type { FieldLabel, VALIDATION_MESSAGES } from "./validation";

/**
 * The French table's type: exactly the English keys (a missing or extra key fails to compile).
 * `labels` are the field names as a message's subject, with their article (« Le message »).
 */
export type FrenchMessages = {
  labels: Record<FieldLabel, string>;
  validation: Translation<typeof VALIDATION_MESSAGES>;
  errors: Translation<typeof ERROR_MESSAGES>;
};

// The French of validation.ts's and error-messages.ts's messages, in Canadian French (Office québécois de la langue
// française): vouvoiement, « courriel », « soumission », a non-breaking space before the colon
// and inside « ». Its own module: only French pages (and the server) load it.

const NBSP = "\u00a0";
const fr = localeFormat("fr");
const count = (n: number) => fr.count(n);

export const FRENCH_MESSAGES: FrenchMessages = {
  labels: {
    message: "Le message",
    // "Note" is a request's remark: in French, une note would read as a score.
    note: "La remarque",
    comment: "Le commentaire",
    fullName: "Le nom complet",
    preferredDate: "La date souhaitée",
    quote: "La soumission",
    invoice: "La facture",
    serviceVisit: "La visite",
    client: "Le client",
  },
  validation: {
    email: "Veuillez entrer une adresse courriel valide",
    consultation: {
      name: "Le nom doit compter au moins 2 caractères",
      phone: "Veuillez entrer un numéro de téléphone valide",
      service: "Veuillez choisir un service dans la liste",
    },
    assessment: {
      fullName: `Nom du client${NBSP}: doit compter au moins 2 caractères`,
      phoneShort: `Numéro de téléphone${NBSP}: veuillez entrer un numéro de téléphone canadien valide (p.${NBSP}ex. 999-999-9999)`,
      phoneFormat: `Numéro de téléphone${NBSP}: format non valide. Veuillez utiliser le format canadien (p.${NBSP}ex. 999-999-9999 ou 1-999-999-9999)`,
      email: ({ example }) => `Adresse courriel${NBSP}: veuillez entrer une adresse courriel valide (p.${NBSP}ex. ${example})`,
      emailVerify: `Confirmation du courriel${NBSP}: les adresses courriel ne correspondent pas. Veuillez entrer la même adresse dans les deux champs.`,
      postcodeLength: `Code postal${NBSP}: veuillez entrer un code postal canadien valide`,
      postcodeArea: ({ prefixes }) =>
        `Code postal${NBSP}: veuillez entrer un code postal de notre zone de service. Les codes postaux doivent commencer par ${quotedList(prefixes, "ou", `«${NBSP}`, `${NBSP}»`)}.`,
      postcodeOttawa: `Code postal${NBSP}: veuillez entrer un code postal valide de la région d’Ottawa (p.${NBSP}ex. K1A 1A1). Les codes postaux d’Ottawa commencent par «${NBSP}K${NBSP}».`,
      propertyType: `Type de propriété${NBSP}: veuillez choisir au moins un type de propriété parmi les options offertes`,
      propertySize: `Taille de la propriété${NBSP}: veuillez choisir une taille qui correspond à votre type de propriété`,
      customSize: `Taille de la propriété${NBSP}: veuillez décrire la taille de votre propriété`,
      serviceType: `Type de service${NBSP}: veuillez choisir au moins un service de nettoyage parmi les options offertes`,
      frequency: `Fréquence du nettoyage${NBSP}: veuillez indiquer à quelle fréquence vous souhaitez le nettoyage`,
      customFrequency: `Fréquence du nettoyage${NBSP}: veuillez décrire l’horaire que vous souhaitez`,
      petType: `Type d’animaux${NBSP}: veuillez préciser le type d’animaux de compagnie que vous avez`,
      ingredients: `Produits de nettoyage préférés${NBSP}: veuillez indiquer votre préférence de produits de nettoyage`,
      specialMax: `Exigences particulières${NBSP}: ne peut dépasser ${count(1000)} caractères`,
      specialChars: `Exigences particulières${NBSP}: seuls les lettres, les chiffres, les espaces et les signes de ponctuation courants sont permis`,
    },
    text: {
      required: ({ label }) => `${label} est obligatoire.`,
      notText: ({ label }) => `${label} doit être du texte`,
      tooLong: ({ label, max }) => `${label} doit compter au plus ${count(max)} caractères`,
    },
    date: {
      notText: ({ label }) => `${label} doit être une date`,
      format: ({ label }) => `${label} doit être une date (aaaa-mm-jj)`,
      notReal: ({ label }) => `${label} doit être une date valide`,
    },
    visit: {
      preferredWindow: "Le moment souhaité doit être le matin, l’après-midi ou n’importe quand",
      preferredDatePast: "La date souhaitée ne peut pas être passée.",
      scoreNumber: "La note doit être un nombre de 1 à 5",
      scoreWhole: "La note doit être un nombre entier de 1 à 5",
      scoreRange: "La note doit être de 1 à 5",
    },
    quote: {
      versionNumber: "La version doit être un nombre",
      versionWhole: "La version doit être un nombre entier",
      versionMin: "La version doit être d’au moins 1",
      termsAccepted: "Veuillez accepter les conditions pour continuer.",
      signedName: "Veuillez entrer votre nom complet pour signer.",
      optionalItemIds: "Les éléments facultatifs doivent être des identifiants de ligne",
      optionalItemsList: "Les éléments facultatifs doivent former une liste",
      optionalItemsOfQuote: "Veuillez choisir uniquement des éléments facultatifs de cette soumission.",
      declineReason: "Veuillez choisir un motif.",
    },
    language: "La langue doit être l’anglais ou le français.",
    nul: "Ne doit pas contenir le caractère NUL",
  },
  errors: {
    invalidRequest: "Demande non valide",
    notFound: ({ label }) => `${label} est introuvable`,
    internal: "Un problème est survenu de notre côté. Veuillez réessayer.",
    unavailable: "Le service est brièvement indisponible. Veuillez réessayer dans quelques secondes.",
    consultationRateLimit: "Trop de demandes ont été envoyées depuis cette adresse. Veuillez réessayer plus tard ou nous écrire directement par courriel.",
    linkTooSoon:
      "Un lien a été envoyé à cette adresse il y a moins d’une minute. Veuillez vérifier vos courriels ou attendre une minute avant d’en demander un autre.",
    linkTooMany: "Trop de liens ont été demandés pour cette adresse. Veuillez réessayer plus tard.",
    auth: {
      invalidCredentials: "Adresse courriel ou mot de passe non valide.",
      emailNotVerified: `Veuillez d’abord confirmer votre adresse courriel${NBSP}: nous vous avons envoyé un nouveau lien. Ouvrez-le, puis connectez-vous.`,
      invalidToken: "Ce lien n’est pas valide ou a expiré. Veuillez en demander un nouveau.",
    },
    quote: {
      expired: "Cette soumission a expiré et ne peut plus être acceptée ni refusée. Demandez-nous une soumission à jour.",
      accepted: "Cette soumission a déjà été acceptée et ne peut plus être modifiée.",
      declined: "Cette soumission a été refusée et ne peut plus être modifiée.",
      void: "Cette soumission a été retirée (annulée) et ne peut plus être modifiée.",
      withdrawn: ({ at }) => `Cette soumission a été retirée le ${fr.date(at) ?? at} — veuillez communiquer avec nous.`,
      replaced: ({ at, version }) =>
        `Cette soumission a été remplacée le ${fr.date(at) ?? at} par une nouvelle version (version ${version}). Veuillez consulter la dernière version avant de répondre.`,
    },
    visit: {
      cancelled: `Cette visite est annulée${NBSP}: il n’y a rien à modifier.`,
      completed: `Cette visite est terminée${NBSP}: elle ne peut plus être modifiée.`,
      missed: `Cette visite a été manquée${NBSP}: elle ne peut plus être modifiée. Écrivez-nous dans Messages pour en prévoir une nouvelle.`,
      tooSoon: ({ kind, hours, phone }) =>
        `Cette visite commence dans moins de ${hours}${NBSP}heures${NBSP}: pour ${kind === "reschedule" ? "la déplacer" : "l’annuler"}, veuillez nous appeler au ${phone}.`,
      notCompleted: "Seule une visite terminée peut être évaluée.",
      alreadyRated: `Cette visite a déjà été évaluée${NBSP}: une visite n’est évaluée qu’une seule fois.`,
    },
    invoice: {
      alreadyPaid: "Cette facture est déjà payée.",
      paidInFull: `Cette facture est déjà payée en entier${NBSP}: il n’y a plus rien à envoyer.`,
      cardUnavailable: "Le paiement par carte n’est pas offert. Veuillez utiliser l’un des autres modes de paiement indiqués sur la facture.",
      cardPageFailed: "La page de paiement par carte n’a pas pu être ouverte pour le moment. Veuillez réessayer dans quelques minutes.",
      changed: "Cette facture vient d’être modifiée. Rechargez-la pour voir le solde à payer.",
    },
  },
};

/** The schemas' messages in French (the French forms). */
export const frenchValidation = wordsOf({ texts: FRENCH_MESSAGES.validation, labels: FRENCH_MESSAGES.labels });
