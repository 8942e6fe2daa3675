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
    details: "La description de l’erreur",
    photo: "La photo",
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
    tip: {
      whole: `Le pourboire doit être un montant en cents${NBSP}: un nombre entier, 0 ou plus`,
      tooLarge: `Le pourboire peut être d’au plus la moitié du montant avant taxes, et d’au plus 500${NBSP}$`,
    },
    privacy: {
      kind: "Veuillez choisir une correction ou une suppression.",
      confirmDeletion: "Veuillez confirmer que vous voulez que vos renseignements soient supprimés.",
    },
    language: "La langue doit être l’anglais ou le français.",
    newsConsent: `Nouvelles et offres${NBSP}: la case doit être cochée (true) ou non (false)`,
    consent: {
      token: `Ce lien de désabonnement est incomplet${NBSP}: ouvrez le lien en entier à partir du courriel.`,
      oneClick: "Une demande de désabonnement d’un logiciel de courriel doit indiquer List-Unsubscribe=One-Click.",
      news: "Les nouvelles et les offres doivent être activées (true) ou désactivées (false).",
    },
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
    crew: {
      notScheduled: "Cette visite n’est plus prévue.",
      notToday: "Cette visite n’est pas aujourd’hui.",
      alreadyCheckedIn: "Arrivée déjà enregistrée.",
      notCheckedIn: "Enregistrez votre arrivée avant le départ.",
      alreadyCheckedOut: "Départ déjà enregistré.",
      alreadyIn: `Un membre de l’équipe a déjà enregistré son arrivée${NBSP}: la visite est en cours, on ne peut plus signaler «${NBSP}Impossible d’entrer${NBSP}».`,
      alreadyReported: `«${NBSP}Impossible d’entrer${NBSP}» est déjà signalé pour cette visite${NBSP}: le bureau est au courant.`,
    },
    checklist: {
      notScheduled: `Cette visite n’est plus prévue${NBSP}: sa liste de contrôle ne peut plus être modifiée.`,
      checkedOut: `Vous avez enregistré votre départ de cette visite${NBSP}: sa liste de contrôle ne peut plus être modifiée.`,
    },
    unsubscribe: {
      invalidLink: `Ce lien de désabonnement n’est pas valide${NBSP}: ouvrez le lien en entier à partir de notre courriel.`,
    },
    invoice: {
      alreadyPaid: "Cette facture est déjà payée.",
      paidInFull: `Cette facture est déjà payée en entier${NBSP}: il n’y a plus rien à envoyer.`,
      cardUnavailable: "Le paiement par carte n’est pas offert. Veuillez utiliser l’un des autres modes de paiement indiqués sur la facture.",
      cardPageFailed: "La page de paiement par carte n’a pas pu être ouverte pour le moment. Veuillez réessayer dans quelques minutes.",
      changed: "Cette facture vient d’être modifiée. Rechargez-la pour voir le solde à payer.",
      tipOnDeposit: `Un pourboire ne s’ajoute pas à une facture de dépôt${NBSP}: il s’ajoute au paiement des travaux.`,
      beingCharged: `Votre carte enregistrée est en cours de prélèvement pour cette facture${NBSP}: attendez une minute, puis rechargez la facture.`,
    },
    card: {
      unavailable: `L’enregistrement d’une carte n’est pas offert${NBSP}: le paiement par carte n’est pas configuré. Veuillez utiliser l’un des autres modes de paiement indiqués sur vos factures.`,
      pageFailed: "La page d’enregistrement de votre carte n’a pas pu être ouverte pour le moment. Veuillez réessayer dans quelques minutes.",
      removeFailed: "Votre carte n’a pas pu être retirée pour le moment. Veuillez réessayer dans quelques minutes.",
      none: "Vous n’avez aucune carte enregistrée.",
      needCard: `Enregistrez d’abord une carte${NBSP}: le paiement automatique débite la carte enregistrée, et vous n’en avez aucune.`,
      versionRequired: `est requise pour activer le paiement automatique${NBSP}: envoyez la version des conditions que vous avez acceptées`,
      staleTerms: `Les conditions du paiement automatique ont changé${NBSP}: relisez-les, puis activez-le.`,
      alreadyOn: "Le paiement automatique est déjà activé.",
      alreadyOff: "Le paiement automatique est déjà désactivé.",
    },
    photo: {
      empty: `La photo est vide${NBSP}: choisissez une photo à envoyer.`,
      tooLarge: ({ maxMb }) => `La photo dépasse ${maxMb}${NBSP}Mo${NBSP}: envoyez-en une plus petite.`,
      notImage: `Ce fichier n’est pas une photo que nous pouvons lire${NBSP}: envoyez une image JPEG, PNG ou WebP.`,
      heic: `Cette photo est au format HEIC, que nous ne pouvons pas lire${NBSP}: envoyez-la en JPEG (prenez-la à partir de cette page, ou réglez l’appareil photo pour enregistrer en JPEG${NBSP}: «${NBSP}Le plus compatible${NBSP}» sur un iPhone).`,
      unreadable: `La photo n’a pas pu être lue${NBSP}: le fichier est endommagé ou incomplet.`,
      tooManyPixels: ({ megapixels }) => `La photo dépasse ${count(megapixels)}${NBSP}mégapixels${NBSP}: envoyez-en une plus petite.`,
      busy: `Beaucoup de photos sont en traitement en ce moment${NBSP}: renvoyez celle-ci dans quelques secondes.`,
      visitClosed: ({ status }) => `Cette visite a été ${status === "cancelled" ? "annulée" : "manquée"}${NBSP}: elle ne reçoit pas de photos.`,
      tooMany: ({ kind, max }) =>
        `Cette visite a déjà ${max}${NBSP}photos prises ${kind === "before" ? "avant" : "après"} le nettoyage${NBSP}: supprimez-en une pour en ajouter une autre.`,
      checkedOut: `Vous avez enregistré votre départ de cette visite${NBSP}: ses photos ne peuvent plus être ajoutées ni supprimées.`,
      notForm: "Envoyez la photo dans un formulaire (multipart/form-data) avec les champs photo et stage.",
      stage: `stage doit valoir before ou after${NBSP}: indiquez si la photo a été prise avant ou après le nettoyage.`,
      missing: `Choisissez une photo à envoyer${NBSP}: le champ photo ne contient aucun fichier.`,
    },
    privacy: {
      alreadyOpen: ({ kind, on, due }) =>
        `Vous avez déjà demandé ${kind === "correction" ? "une correction" : "la suppression de vos renseignements"} le ${fr.date(on) ?? on}. Nous vous répondrons d’ici le ${fr.date(due) ?? due}.`,
      noClient: ({ phone, email }) =>
        `Nous n’avons aucun dossier client à votre adresse courriel${NBSP}: nous ne pouvons donc pas recevoir cette demande ici. Veuillez nous appeler au ${phone} ou nous écrire à ${email}.`,
    },
    idempotency: {
      badKey: "doit être un UUID (comme 3f0c2a9e-6c1b-4e8e-9a52-0d7f1b2c3d4e), nouveau pour chaque demande",
      reused: `Cette clé Idempotency-Key a déjà servi pour une autre demande${NBSP}: envoyez chaque nouvelle demande avec une nouvelle clé.`,
      inProgress: `Une demande avec cette clé Idempotency-Key est encore en traitement${NBSP}: réessayez dans un instant.`,
    },
  },
};

/** The schemas' messages in French (the French forms). */
export const frenchValidation = wordsOf({ texts: FRENCH_MESSAGES.validation, labels: FRENCH_MESSAGES.labels });
