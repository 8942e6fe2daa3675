import { PASSWORD_MIN } from "@shared/schemas/auth";
import type { staffArea as en } from "../en/staff-area";

// Ce qu’un membre du personnel lit dans sa langue (décision 060) : l’écran d’invitation (les pages d’un préposé ont le leur, crew-route.ts).
export const staffArea: typeof en = {
  invitation: {
    documentTitle: (company: string) => `Invitation du personnel | ${company}`,
    badge: "Personnel",
    heading: (company: string) => `Rejoindre ${company}`,
    checking: "Vérification de votre invitation…",
    intro: (email: string) => `Votre compte se connecte avec ${email}. Choisissez votre nom d’utilisateur et votre mot de passe.`,
    role: { owner: "Propriétaire", office: "Bureau", cleaner: "Préposé à l’entretien" },
    roleLine: (role: string) => `Votre rôle\u00a0: ${role}`,
    username: "Nom d’utilisateur",
    usernameHint: "Au moins 3\u00a0caractères. Vos collègues le voient.",
    password: "Mot de passe",
    passwordHint: `Au moins ${PASSWORD_MIN}\u00a0caractères. Évitez les mots de passe courants.`,
    confirm: "Confirmer le mot de passe",
    mismatch: { title: "Les mots de passe diffèrent", description: "Assurez-vous que les deux mots de passe sont identiques." },
    submit: "Créer mon compte",
    submitting: "Création…",
    failure: { title: "Compte non créé", fallback: "Votre compte n’a pas pu être créé. Veuillez réessayer." },
    success: { title: "Compte créé", description: "Connectez-vous avec votre adresse courriel et votre nouveau mot de passe." },
    unusable: "Cette invitation ne peut pas être utilisée",
    loadFailed: "Nous n’avons pas pu vérifier votre invitation. Vérifiez votre connexion, puis réessayez.",
    retry: "Réessayer",
    toSignIn: "Aller à la connexion",
    backToSite: "Retour au site principal",
  },
};
