import type { Locale } from "../../../shared/locale";

const NBSP = "\u00a0";

/** What the server says about two-step sign-in, in the staff member's language (decision 068). */
export const TWO_STEP_MESSAGES = {
  en: {
    required: "Two-step sign-in is required for your account: an owner asked every owner and office staff member to use it. Set it up before you continue.",
    wrongCode: "This code is not right. Check that your phone's clock is set automatically, then enter the code your app shows now.",
    wrongRecoveryCode: "This recovery code is not right, or it was already used. Each recovery code works once.",
    challengeEnded: "Your sign-in took too long or had too many wrong codes. Sign in again with your e-mail and password.",
    locked: (minutes: number) => `Too many wrong codes. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
    wrongPassword: "This password is not right.",
    alreadyOn: "Two-step sign-in is already on for your account.",
    off: "Two-step sign-in is off for your account.",
    notStarted: "There is no setup to confirm: start again with your password.",
    ownerOnly: "Only an owner can require two-step sign-in.",
    ownerFirst: "Turn on two-step sign-in for your own account before you require it of others.",
    unchanged: (required: boolean) => (required ? "Two-step sign-in is already required." : "Two-step sign-in is already optional."),
  },
  fr: {
    required: `La connexion en deux étapes est obligatoire pour votre compte${NBSP}: un propriétaire l’exige de tous les propriétaires et du personnel de bureau. Configurez-la avant de continuer.`,
    wrongCode: `Ce code n’est pas le bon. Vérifiez que l’heure de votre téléphone est réglée automatiquement, puis entrez le code que votre application affiche maintenant.`,
    wrongRecoveryCode: "Ce code de récupération n’est pas le bon, ou il a déjà servi. Chaque code de récupération ne fonctionne qu’une fois.",
    challengeEnded:
      "Votre connexion a pris trop de temps ou compte trop de codes erronés. Connectez-vous de nouveau avec votre courriel et votre mot de passe.",
    locked: (minutes: number) => `Trop de codes erronés. Veuillez réessayer dans ${minutes}${NBSP}minute${minutes === 1 ? "" : "s"}.`,
    wrongPassword: "Ce mot de passe n’est pas le bon.",
    alreadyOn: "La connexion en deux étapes est déjà activée pour votre compte.",
    off: "La connexion en deux étapes est désactivée pour votre compte.",
    notStarted: "Il n’y a aucune configuration à confirmer : recommencez avec votre mot de passe.".replace(" :", `${NBSP}:`),
    ownerOnly: "Seul un propriétaire peut exiger la connexion en deux étapes.",
    ownerFirst: "Activez la connexion en deux étapes pour votre propre compte avant de l’exiger des autres.",
    unchanged: (required: boolean) => (required ? "La connexion en deux étapes est déjà obligatoire." : "La connexion en deux étapes est déjà facultative."),
  },
} satisfies Record<Locale, Record<string, unknown>>;

export type TwoStepMessages = (typeof TWO_STEP_MESSAGES)["en"];
