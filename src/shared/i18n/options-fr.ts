import type {
  ADD_ON_OPTIONS,
  CUSTOM_SIZE,
  FREQUENCIES,
  PREFERRED_INGREDIENTS,
  PROPERTY_TYPE_GROUPS,
  PropertySize,
  PROPERTY_TYPES,
  SERVICE_TYPES,
} from "../options/assessment";
import type { DeclineReason } from "../schemas/quotes";
import type { PaymentMethod, PaymentTerms } from "../schemas/invoices";
import type { CONSULTATION_SERVICES } from "../options/services";

// The French labels of the choices a visitor or client sees (the public forms, the portal), by
// list and stored value. Values never change with the language: only these words do. Its own
// module, so English pages never download it.

type ValueOf<T extends readonly { value: string }[]> = T[number]["value"];

/** Every list, with a label for each of its values (a missing or extra value fails to compile). */
export type FrenchOptionLabels = {
  /** The consultation form's "Service Needed". */
  consultationServices: Record<ValueOf<typeof CONSULTATION_SERVICES>, string>;
  /** The assessment's service types, add-ons, property types, sizes, frequencies, ingredients. */
  serviceTypes: Record<ValueOf<typeof SERVICE_TYPES>, string>;
  addOns: Record<ValueOf<typeof ADD_ON_OPTIONS>, string>;
  /** The headings the property types are grouped under, by their English heading. */
  propertyTypeGroups: Record<(typeof PROPERTY_TYPE_GROUPS)[number]["label"], string>;
  propertyTypes: Record<ValueOf<typeof PROPERTY_TYPES>, string>;
  /** A size is stored as its English words; "custom" asks for the visitor's own description. */
  propertySizes: Record<PropertySize | typeof CUSTOM_SIZE, string>;
  frequencies: Record<ValueOf<typeof FREQUENCIES>, string>;
  ingredients: Record<ValueOf<typeof PREFERRED_INGREDIENTS>, string>;
  /** The portal: why a client declines a quote, and an invoice's payment methods and terms. */
  declineReasons: Record<DeclineReason, string>;
  paymentMethods: Record<PaymentMethod, string>;
  paymentTerms: Record<PaymentTerms, string>;
};
export type OptionList = keyof FrenchOptionLabels;

const NBSP = "\u00a0";
const sqFt = (range: string) => `${range}${NBSP}pi²`;

export const FRENCH_OPTION_LABELS: FrenchOptionLabels = {
  consultationServices: {
    "commercial-cleaning": "Nettoyage commercial général",
    "deep-cleaning": "Services de nettoyage en profondeur",
    "medical-cleaning": "Nettoyage d’établissements médicaux et de soins de santé",
    "specialized-cleaning": "Services de nettoyage spécialisé",
    "supplies-management": "Gestion des fournitures",
    "emergency-cleaning": "Nettoyage d’urgence et en dehors des heures d’ouverture",
    other: "Autre",
  },
  serviceTypes: {
    regular: "Nettoyage régulier",
    deep: "Nettoyage en profondeur",
    "eco-friendly": "Nettoyage écologique",
    specialty: "Nettoyage spécialisé",
  },
  addOns: {
    "floor-polishing": "Polissage des planchers",
    "laundry-folding": "Lessive et pliage",
    refrigerator: "Nettoyage du réfrigérateur",
    oven: "Nettoyage du four",
    hoarding: "Nettoyage de lieux encombrés (syllogomanie)",
    biohazard: "Nettoyage de risques biologiques et assainissement",
    "high-touch": "Désinfection des surfaces fréquemment touchées",
    exterior: "Nettoyage extérieur",
    "high-dust": "Dépoussiérage en hauteur",
    "allergy-friendly": "Nettoyage adapté aux personnes allergiques",
    "green-specialty": "Nettoyage spécialisé écologique",
  },
  propertyTypeGroups: {
    Residential: "Résidentiel",
    Commercial: "Commercial",
    "Airbnb / Short-Term Rental Cleaning": "Airbnb et location à court terme",
    "Move-In / Move-Out Property": "Emménagement ou déménagement",
    "Post-Construction / Renovation": "Après construction ou rénovation",
  },
  propertyTypes: {
    home: "Maison",
    apartment: "Appartement",
    condo: "Condo",
    office: "Bureau",
    retail: "Commerce de détail",
    clinic: "Clinique",
    facility: "Établissement",
    airbnb: "Airbnb et location à court terme",
    "move-in-out": "Emménagement ou déménagement",
    "post-construction": "Après construction ou rénovation",
  },
  propertySizes: {
    "Studio / Bachelor": "Studio",
    "1 Bedroom": "1 chambre",
    "2 Bedrooms": "2 chambres",
    "3 Bedrooms": "3 chambres",
    "4+ Bedrooms": "4 chambres ou plus",
    "0 – 1,000 sq. ft.": sqFt(`0 à 1${NBSP}000`),
    "1,001 – 2,500 sq. ft.": sqFt(`1${NBSP}001 à 2${NBSP}500`),
    "2,501 – 5,000 sq. ft.": sqFt(`2${NBSP}501 à 5${NBSP}000`),
    "5,001 – 10,000 sq. ft.": sqFt(`5${NBSP}001 à 10${NBSP}000`),
    "10,000+ sq. ft.": `${sqFt(`10${NBSP}000`)} ou plus`,
    "Under 1,000 sq. ft.": `Moins de ${sqFt(`1${NBSP}000`)}`,
    custom: "Autre taille",
  },
  frequencies: {
    "one-time": "Nettoyage ponctuel",
    weekly: "Chaque semaine",
    "bi-weekly": "Toutes les 2 semaines",
    monthly: "Chaque mois",
    custom: "Horaire personnalisé",
  },
  ingredients: {
    "eco-friendly": "Produits écologiques",
    standard: "Produits courants",
    "no-preference": "Aucune préférence",
  },
  declineReasons: {
    price: "Prix",
    timing: "Moment choisi",
    other_company: "Choix d’une autre entreprise",
    not_needed: "Plus nécessaire",
    other: "Autre",
  },
  paymentMethods: {
    etransfer: "Virement Interac",
    card: "Carte",
    cash: "Comptant",
    cheque: "Chèque",
    other: "Autre",
  },
  paymentTerms: {
    on_receipt: "Payable sur réception",
    net_15: "Net 15 jours",
    net_30: "Net 30 jours",
  },
};

/** The French label of `value` in `list`; the value itself when the list has no such value (as labelOf). */
export function frenchOptionLabel(list: OptionList, value: string): string {
  const labels: Record<string, string> = FRENCH_OPTION_LABELS[list];
  return Object.hasOwn(labels, value) ? labels[value]! : value;
}
