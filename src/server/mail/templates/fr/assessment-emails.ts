import { frenchOptionLabel, type OptionList } from "../../../../shared/i18n/options-fr";
import { CUSTOM_SIZE } from "../../../../shared/options/assessment";
import type { Assessment } from "../../../../shared/schemas/assessment";
import type { AssessmentWords } from "../inputs/assessment";

// The assessment confirmation to a visitor who wrote from a French page (English in
// ../en/assessment-emails.ts), the options chosen (services, add-ons, property type and size,
// frequency, products) under their French names; what the visitor typed stays as typed.

const list = (options: OptionList, values: readonly string[]) => (values.length ? values.map((v) => frenchOptionLabel(options, v)).join(", ") : "Aucun choix");

/** The size chosen, or the visitor's own words for a custom size. */
const size = (a: Assessment) => (a.property_size === CUSTOM_SIZE ? (a.custom_property_size ?? "") : frenchOptionLabel("propertySizes", a.property_size));

/** Every field of the assessment as « Libellé : valeur » lines (../assessment-summary.ts in English). */
function assessmentLinesFr(a: Assessment): string[] {
  const frequency = frenchOptionLabel("frequencies", a.frequency);
  return [
    `Nom\u00a0: ${a.full_name}`,
    `Téléphone\u00a0: ${a.phone_number}`,
    `Courriel\u00a0: ${a.email}`,
    `Adresse de la propriété\u00a0: ${a.property_address ?? "Non précisée"}`,
    `Code postal\u00a0: ${a.postcode}`,
    `Type de service\u00a0: ${list("serviceTypes", a.service_type)}`,
    `Options supplémentaires\u00a0: ${list("addOns", a.add_on_options)}`,
    `Type de propriété\u00a0: ${list("propertyTypes", a.property_type)}`,
    `Taille de la propriété\u00a0: ${size(a)}`,
    `Fréquence\u00a0: ${a.frequency === "custom" ? `${frequency}\u00a0: ${a.custom_frequency}` : frequency}`,
    `Animaux\u00a0: ${a.pets ? "Oui" : "Non"}`,
    `Type d’animal\u00a0: ${a.pet_type ?? "Sans objet"}`,
    `Produits préférés\u00a0: ${frenchOptionLabel("ingredients", a.preferred_ingredients)}`,
    `Exigences particulières\u00a0: ${a.special_requirements ?? "Aucune"}`,
  ];
}

export const ASSESSMENT_FR: AssessmentWords = {
  subject: "Nous avons reçu votre demande de soumission",
  thanks: (c) =>
    `Merci d’avoir demandé une soumission à ${c.name}. Notre équipe examinera votre demande et communiquera avec vous d’ici 24\u00a0heures pour vous présenter une soumission personnalisée.`,
  summary: "Voici un résumé des renseignements que vous nous avez transmis\u00a0:",
  lines: assessmentLinesFr,
  ask: (c) => `Des questions d’ici là? Appelez-nous au ${c.phone} ou répondez à ce courriel (${c.email}).`,
};
