import type { Locale } from "../../../shared/locale";

// The terms a quote is accepted under, in each language a client reads. Each quote saves the
// version and the text it was written with, in its client's language, and an acceptance saves them
// again, so a later change never rewrites what a client signed. To change them: edit both texts
// and give them a new version (the date it takes effect).

export const QUOTE_TERMS: { version: string; text: Record<Locale, string> } = {
  version: "2026-11-01",
  text: {
    en: [
      "Prices are in Canadian dollars and include the taxes shown. The quote covers the work described at the service address above; work not listed is quoted separately.",
      "A deposit, when shown, is due on acceptance and is credited on the invoice. The balance is invoiced after the service and is due within 15 days.",
      "Visits can be rescheduled or cancelled free of charge up to 48 hours before the arrival window; later cancellations may be charged at 50% of the visit.",
      "If you are not satisfied with a visit, tell us within 48 hours and we will return to re-clean the areas concerned at no charge.",
      "We are insured and bonded. Please secure valuables and tell us of fragile items, alarms and pets before the first visit.",
    ].join("\n\n"),
    fr: [
      "Les prix sont en dollars canadiens et comprennent les taxes indiquées. La soumission couvre les travaux décrits à l’adresse de service ci-dessus; tout travail qui n’y figure pas fait l’objet d’une soumission distincte.",
      "L’acompte, s’il est indiqué, est exigible à l’acceptation et porté au crédit de la facture. Le solde est facturé après le service et payable dans les 15\u00a0jours.",
      "Une visite peut être reportée ou annulée sans frais jusqu’à 48\u00a0heures avant sa plage d’arrivée; une annulation plus tardive peut être facturée à 50\u00a0% du prix de la visite.",
      "Si une visite ne vous satisfait pas, avisez-nous dans les 48\u00a0heures et nous reviendrons nettoyer de nouveau, sans frais, les endroits concernés.",
      "Nous sommes assurés et cautionnés. Veuillez mettre vos objets de valeur en lieu sûr et nous signaler les objets fragiles, les systèmes d’alarme et les animaux avant la première visite.",
    ].join("\n\n"),
  },
};
