import type { outbox as en } from "../en/outbox";

// L’envoi différé du téléphone (décision 062).
export const outbox: typeof en = {
  heading: "Modifications sur ce téléphone",
  count: (n: number) => (n <= 1 ? `${n}\u00a0modification en attente d’envoi` : `${n}\u00a0modifications en attente d’envoi`),
  allSent: "Tout est envoyé.",
  offline: "Aucune connexion\u00a0: ce que vous faites est gardé sur ce téléphone et envoyé au retour de la connexion.",
  signedOut: "Votre session a pris fin\u00a0: connectez-vous de nouveau pour envoyer ce qui attend.",
  waiting: "En attente d’envoi",
  sending: "Envoi…",
  refused: "Non envoyé\u00a0:",
  heldBack: "Attend une modification ci-dessus qui n’a pas été envoyée.",
  madeAt: (time: string) => `Fait à ${time}`,
  retry: "Réessayer",
  discard: "Abandonner",
};
