import type { clientLogin as en } from "../en/client-login";

// /client-login (spec 000 §2, §4, §8). The intro, label, confirmation details and the invalid-link
// notice are ours; the title, button texts and toasts are the spec's.
export const clientLogin: typeof en = {
  title: "Connexion client",
  intro:
    "Saisissez l’adresse courriel que vous utilisez avec nous et nous vous enverrons un lien sécurisé pour vous connecter. Aucun mot de passe n’est nécessaire.",
  emailLabel: "Adresse courriel",
  emailPlaceholder: "vous@entreprise.com",
  submit: "Envoyer le lien par courriel",
  sending: "Envoi du lien de connexion…",
  privacy: {
    why: "Nous utilisons votre adresse courriel seulement pour vous envoyer un lien de connexion.",
    link: "Politique de confidentialité",
    newTab: "(s’ouvre dans un nouvel onglet)",
  },
  sent: { title: "Lien magique envoyé!", description: "Consultez vos courriels\u00a0: un lien de connexion sécurisé vous y attend." },
  error: { title: "Erreur", unexpected: "Échec de l’envoi du lien de connexion. Veuillez réessayer." },
  checkEmail: {
    title: "Consultez vos courriels",
    sentTo: "Nous avons envoyé un courriel à",
    instructions:
      "Ouvrez le lien qu’il contient pour vous connecter à votre portail client. Pour votre sécurité, le lien ne fonctionne qu’une seule fois et expire rapidement.",
    spamHint: "Rien reçu? Vérifiez votre dossier de courrier indésirable, ou envoyez un autre lien dans une minute.",
    sendAnother: "Envoyer un autre lien",
  },
  /** Shown when an e-mailed link was refused (?error=INVALID_TOKEN) or failed otherwise. */
  linkErrors: {
    invalid: "Ce lien de connexion est invalide ou a expiré. Veuillez en demander un nouveau.",
    other: "Nous n’avons pas pu vous connecter avec ce lien. Veuillez en demander un nouveau.",
  },
  backToSite: "Retour au site principal",
  help: (phone: string) => `Besoin d’aide? Appelez-nous au ${phone}.`,
};
